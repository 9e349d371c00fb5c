import type { StateCreator } from 'zustand';
import type { CheckoutOutcome } from '../../shared/contract/checkout';
import { kiosk } from '../kiosk';
import { done, failed, idle, working, type AsyncState } from './async-state';
import type { CustomerReset } from './customer-reset';
import type { KioskStore } from './kiosk-store';

/** Customer mode (K6): the outcome main verified; the checkout request main built is the query layer's (checkout-start.ts). */
export interface CheckoutSlice {
  outcome: CheckoutOutcome | null;
  outcomeState: AsyncState;
  /** The customer left the provider's form (cancelled): back to their quote, main's hand-over too (K6), to start checkout again. */
  startAgain(): Promise<void>;
  verifyReturn(query: string): Promise<void>;
}

export const initialCheckout = {
  outcome: null,
  outcomeState: idle,
};

/** K4: the outcome carries the customer's application (the service's own is the query cache's). */
export const resetCheckoutCustomer: CustomerReset<CheckoutSlice> = () => initialCheckout;

export const createCheckoutSlice: StateCreator<KioskStore, [], [], CheckoutSlice> = (set, get) => ({
  ...initialCheckout,
  startAgain: async () => {
    if (get().outcome?.result !== 'cancelled') return;
    set({ outcome: null, outcomeState: idle });
    // K6: a reload from here shows the quote to apply for, not the cancel.
    await get().keepHandOver();
  },
  verifyReturn: async (query) => {
    set({ outcomeState: working });
    const result = await kiosk().checkout.return({ query });
    // K6: main keeps the outcome with the hand-over before the screen shows it, so a reload while locked, at any
    // moment, shows the outcome and never the quote to apply for again.
    if (result.ok) await get().keepHandOver(result.data);
    set(result.ok ? { outcome: result.data, outcomeState: done } : { outcomeState: failed(result.error) });
  },
});
