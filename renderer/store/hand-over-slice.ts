import type { StateCreator } from 'zustand';
import type { HandOver } from '../../shared/contract/hand-over';
import type { CheckoutOutcome } from '../../shared/contract/checkout';
import { sourceLocale } from '../../shared/customer-locales';
import { kiosk } from '../kiosk';
import { done, idle } from './async-state';
import { settledRepayment } from './calculator-slice';
import type { KioskStore } from './kiosk-store';

/**
 * Customer mode's hand-over (K6): main holds what the customer's screen shows while the kiosk is locked, so a
 * reload or checkout's return keeps customer mode. No data of its own: it reads and fills the slices that own it.
 */
export interface HandOverSlice {
  /** Gives main the customer's screen, once the kiosk is locked for them; with `outcome`, the screen as it is about to be. */
  keepHandOver(outcome?: CheckoutOutcome): Promise<void>;
  /** K6, K15: staff's PIN locks the kiosk for the customer, and main keeps the hand-over (with what they read), or neither happens. */
  handOver(pin: string, reads: Pick<KioskStore, 'legalTexts' | 'handedOverQuote'>): Promise<boolean>;
  /** On load while locked: the customer's screen as main holds it, if it does. */
  restoreHandOver(): Promise<void>;
  /** K4's idle wipe: every trace of the customer in the screens (own-numbers.ts says what stays), and main's copy of the hand-over. */
  wipeCustomer(): void;
}

/** The customer's screen, from the slices that own it: nothing more than CustomerApplyView and checkout need. */
export function handOverOf(state: KioskStore): HandOver {
  const { firstName, lastName, email, mobile, productCategory, productDescription } = state.customer;
  const repayment = settledRepayment(state);
  return {
    customer: { firstName, lastName, email, mobile, productCategory, productDescription },
    totalCents: state.totalCents ?? 0,
    depositCents: state.depositCents ?? 0,
    termMonths: state.termMonths,
    repayment: repayment && { repaymentAmount: repayment.repaymentAmount, instalments: repayment.instalments },
    legalTexts: state.legalTexts,
    quote: state.handedOverQuote,
    outcome: state.outcome,
    locale: state.customerLocale,
  };
}

/** The slices' fields back from a hand-over, as they were when staff handed the kiosk over. */
export function stateOfHandOver(handOver: HandOver): Partial<KioskStore> {
  return {
    customer: { ...handOver.customer },
    totalCents: handOver.totalCents,
    depositCents: handOver.depositCents,
    termMonths: handOver.termMonths,
    repayment: handOver.repayment,
    // The repayment main kept answered the amounts and term kept with it.
    calculation: handOver.repayment ? done : idle,
    legalTexts: handOver.legalTexts,
    handedOverQuote: handOver.quote ?? null,
    customerLocale: handOver.locale ?? sourceLocale,
    ...(handOver.outcome && { outcome: handOver.outcome, outcomeState: done }),
    screen: 'customer',
  };
}

/**
 * K4: the page's keeps and forgets reach main one at a time, in the order the page made them. Over the bridge a
 * request sent first can be answered last: a keep still on its way would bring back the screen the idle wipe forgot.
 */
let handOverWrites: Promise<unknown> = Promise.resolve();
function inOrder<T>(write: () => Promise<T>): Promise<T> {
  const written = handOverWrites.then(write);
  handOverWrites = written.catch(() => undefined);
  return written;
}

export const createHandOverSlice: StateCreator<KioskStore, [], [], HandOverSlice> = (set, get) => ({
  keepHandOver: async (outcome) => {
    if (!get().session?.locked) return;
    const handOver = { ...handOverOf(get()), ...(outcome && { outcome }) };
    // A hand-over main could not keep costs only the reload's convenience; the customer's screen goes on.
    await inOrder(() => kiosk().handOver.keep(handOver));
  },
  handOver: (pin, reads) => {
    set(reads);
    return get().lockForCustomer(pin, () => kiosk().handOver.keep(handOverOf(get())));
  },
  restoreHandOver: async () => {
    if (!get().session?.locked) return;
    const result = await kiosk().handOver.read();
    // The customer's own screen is never overwritten: only an empty one is filled.
    if (result.ok && result.data.handOver && get().customer.firstName === '') set(stateOfHandOver(result.data.handOver));
  },
  wipeCustomer: () => {
    get().idleWipe();
    void inOrder(() => kiosk().handOver.forget());
  },
});
