import type { StateCreator } from 'zustand';
import type { CheckoutOutcome, CheckoutRequest } from '../../shared/contract/checkout';
import { kiosk } from '../kiosk';
import { done, failed, idle, working, type AsyncState } from './async-state';
import type { CustomerReset } from './customer-reset';
import type { KioskStore } from './kiosk-store';

/** Customer mode (K6): the checkout request main built, and the outcome main verified. */
export interface CheckoutSlice {
  checkoutState: AsyncState;
  checkoutRequest: CheckoutRequest | null;
  outcome: CheckoutOutcome | null;
  outcomeState: AsyncState;
  startCheckout(): Promise<void>;
  /** The customer left the provider's form (cancelled): back to their quote and on to the form again, main's hand-over too (K6). */
  startAgain(): Promise<void>;
  verifyReturn(query: string): Promise<void>;
}

export const initialCheckout = {
  checkoutState: idle,
  checkoutRequest: null,
  outcome: null,
  outcomeState: idle,
};

/** K4: the checkout request and its outcome carry the customer's amounts and application (the service's own is the query cache's). */
export const resetCheckoutCustomer: CustomerReset<CheckoutSlice> = () => initialCheckout;

export const createCheckoutSlice: StateCreator<KioskStore, [], [], CheckoutSlice> = (set, get) => ({
  ...initialCheckout,
  startCheckout: async () => {
    const { customer, totalCents, depositCents, termMonths } = get();
    set({ checkoutState: working });
    const result = await kiosk().checkout.start({
      total_purchase_amount: totalCents ?? 0,
      deposit_amount: depositCents ?? 0,
      repayment_term: termMonths,
      product_category: customer.productCategory,
      product_description: customer.productDescription.trim(),
      // No retyping: the provider's form starts with what the customer already told staff.
      applicant: {
        first_name: customer.firstName.trim(),
        last_name: customer.lastName.trim(),
        email: customer.email.trim(),
        mobile: customer.mobile.trim(),
      },
    });
    set(result.ok ? { checkoutState: done, checkoutRequest: result.data } : { checkoutState: failed(result.error) });
  },
  startAgain: async () => {
    if (get().outcome?.result !== 'cancelled') return;
    set({ outcome: null, outcomeState: idle, checkoutRequest: null, checkoutState: idle });
    // K6: a reload from here shows the quote to apply for, not the cancel.
    await get().keepHandOver();
    await get().startCheckout();
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
