import type { StateCreator } from 'zustand';
import type { Callout } from '../../shared/wire/callouts';
import type { Quote } from '../../shared/wire/quotes';
import { kiosk } from '../kiosk';
import { done, failed, idle, working, type AsyncState } from './async-state';
import type { CustomerReset } from './customer-reset';
import type { KioskStore } from './kiosk-store';

export interface CustomerDetails {
  productCategory: string;
  productDescription: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

export type QuoteStep = 'details' | 'review' | 'sent' | 'callout-booked';

export interface CustomerSlice {
  customer: CustomerDetails;
  quoteStep: QuoteStep;
  quoteState: AsyncState;
  sentQuote: Quote | null;
  calloutState: AsyncState;
  bookedCallout: Callout | null;
  secureCodeState: AsyncState;
  /** The mobile the last code went to, and when (epoch ms), for the "resend after a pause" rule. */
  secureCodeSent: { mobile: string; at: number } | null;
  setCustomer(change: Partial<CustomerDetails>): void;
  setQuoteStep(step: QuoteStep): void;
  sendQuote(): Promise<void>;
  requestCallout(): Promise<void>;
  sendSecureCode(): Promise<void>;
}

export const emptyCustomer: CustomerDetails = { productCategory: '', productDescription: '', firstName: '', lastName: '', email: '', mobile: '' };

export const initialCustomer = {
  customer: emptyCustomer,
  quoteStep: 'details' as QuoteStep,
  quoteState: idle,
  sentQuote: null,
  calloutState: idle,
  bookedCallout: null,
  secureCodeState: idle,
  secureCodeSent: null,
};

/** K4: everything in this slice is the customer's. */
export const resetCustomerDetails: CustomerReset<CustomerSlice> = () => initialCustomer;

/** What quotes:create and callouts:create both carry: the customer and the calculator's amounts. */
function requestBody(store: KioskStore) {
  const { customer } = store;
  return {
    first_name: customer.firstName.trim(),
    last_name: customer.lastName.trim(),
    phone: customer.mobile.replaceAll(' ', ''),
    email: customer.email.trim(),
    total_purchase_amount: store.totalCents ?? 0,
    deposit_amount: store.depositCents ?? 0,
    repayment_term: store.termMonths,
    product_category: customer.productCategory,
    product_description: customer.productDescription.trim(),
  };
}

export const createCustomerSlice: StateCreator<KioskStore, [], [], CustomerSlice> = (set, get) => ({
  ...initialCustomer,
  setCustomer: (change) => set((state) => ({ customer: { ...state.customer, ...change }, quoteState: idle, calloutState: idle })),
  setQuoteStep: (quoteStep) => set({ quoteStep }),
  sendQuote: async () => {
    set({ quoteState: working });
    const result = await kiosk().quotes.create(requestBody(get()));
    set(result.ok ? { quoteState: done, sentQuote: result.data, quoteStep: 'sent' } : { quoteState: failed(result.error) });
  },
  requestCallout: async () => {
    set({ calloutState: working });
    const result = await kiosk().callouts.create(requestBody(get()));
    set(result.ok ? { calloutState: done, bookedCallout: result.data, quoteStep: 'callout-booked' } : { calloutState: failed(result.error) });
  },
  sendSecureCode: async () => {
    const mobile = get().customer.mobile.replaceAll(' ', '');
    set({ secureCodeState: working });
    const result = await kiosk().secureCode.send({ mobile });
    set(result.ok ? { secureCodeState: done, secureCodeSent: { mobile, at: Date.now() } } : { secureCodeState: failed(result.error) });
  },
});
