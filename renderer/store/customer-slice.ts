import type { StateCreator } from 'zustand';
import type { HandOver } from '../../shared/contract/hand-over';
import { sourceLocale, type CustomerLocale } from '../../shared/customer-locales';
import type { Callout } from '../../shared/wire/callouts';
import type { Quote } from '../../shared/wire/quotes';
import { normaliseMobile } from '../../shared/mobile-number';
import { kiosk } from '../kiosk';
import { done, failed, idle, working, type AsyncState } from './async-state';
import type { CustomerReset } from './customer-reset';
import type { WriteAnswer } from './followed-write';
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
  /** The quote as main answered: sent, or queued in the outbox until the service is back (K8). */
  quoteAnswer: WriteAnswer<Quote> | null;
  calloutState: AsyncState;
  calloutAnswer: WriteAnswer<Callout> | null;
  secureCodeState: AsyncState;
  /** The mobile the last code went to, and when (epoch ms), for the "resend after a pause" rule. */
  secureCodeSent: { mobile: string; at: number } | null;
  /** The sent quote a customer in customer mode may apply from on their own phone instead (its QR code). */
  handedOverQuote: HandedOverQuote | null;
  /** The legal texts (D21) the customer reads in customer mode: read as staff hand over, then carried by the hand-over (K6). */
  legalTexts: HandOver['legalTexts'];
  /** The language the customer reads (K14): staff may preset it on the review, the customer chooses on their screen. */
  customerLocale: CustomerLocale;
  /** Sets the customer's language; while locked for them, main keeps it with the hand-over (K6). */
  setCustomerLocale(locale: CustomerLocale): void;
  setCustomer(change: Partial<CustomerDetails>): void;
  setQuoteStep(step: QuoteStep): void;
  sendQuote(): Promise<void>;
  /** `confirmRepeat`: staff confirm a call-back that may already have reached the provider (K7). */
  requestCallout(confirmRepeat?: boolean): Promise<void>;
  sendSecureCode(confirmRepeat?: boolean): Promise<void>;
  /** A queued quote or call-back the provider refused later: back to the review, its reason by the button, nothing retyped. */
  reviseRefused(kind: 'quote' | 'callout', message: string): void;
}

export type HandedOverQuote = NonNullable<HandOver['quote']>;

export const emptyCustomer: CustomerDetails = {
  productCategory: '',
  productDescription: '',
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
};

export const initialCustomer = {
  customer: emptyCustomer,
  quoteStep: 'details' as QuoteStep,
  quoteState: idle,
  quoteAnswer: null,
  calloutState: idle,
  calloutAnswer: null,
  secureCodeState: idle,
  secureCodeSent: null,
  handedOverQuote: null,
  legalTexts: [],
  // K14: every customer starts in English; Next customer and the idle wipe come back to it (K4).
  customerLocale: sourceLocale as CustomerLocale,
};

/** K4: everything in this slice is the customer's. */
export const resetCustomerDetails: CustomerReset<CustomerSlice> = () => initialCustomer;

/** What quotes:create and callouts:create both carry: the customer and the calculator's amounts. */
function requestBody(store: KioskStore) {
  const { customer } = store;
  return {
    first_name: customer.firstName.trim(),
    last_name: customer.lastName.trim(),
    phone: normaliseMobile(customer.mobile) ?? customer.mobile.trim(),
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
  setCustomerLocale: (customerLocale) => {
    set({ customerLocale });
    void get().keepHandOver();
  },
  sendQuote: async () => {
    set({ quoteState: working });
    const result = await kiosk().quotes.create(requestBody(get()));
    set(result.ok ? { quoteState: done, quoteAnswer: result.data, quoteStep: 'sent' } : { quoteState: failed(result.error) });
  },
  requestCallout: async (confirmRepeat = false) => {
    set({ calloutState: working });
    const result = await kiosk().callouts.create({ ...requestBody(get()), ...(confirmRepeat && { confirmRepeat }) });
    set(
      result.ok ? { calloutState: done, calloutAnswer: result.data, quoteStep: 'callout-booked' } : { calloutState: failed(result.error) },
    );
  },
  sendSecureCode: async (confirmRepeat = false) => {
    const mobile = normaliseMobile(get().customer.mobile) ?? get().customer.mobile.trim();
    set({ secureCodeState: working });
    const result = await kiosk().secureCode.send({ mobile, ...(confirmRepeat && { confirmRepeat }) });
    set(result.ok ? { secureCodeState: done, secureCodeSent: { mobile, at: Date.now() } } : { secureCodeState: failed(result.error) });
  },
  reviseRefused: (kind, message) => {
    const refused = failed({ code: 'refused', message });
    set({
      quoteStep: 'review',
      quoteAnswer: null,
      calloutAnswer: null,
      ...(kind === 'quote' ? { quoteState: refused } : { calloutState: refused }),
    });
  },
});
