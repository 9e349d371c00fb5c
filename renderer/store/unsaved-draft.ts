import { formatCents } from '../../shared/money';
import type { KioskStore } from './kiosk-store';

type DraftState = Pick<KioskStore, 'customer' | 'totalCents' | 'depositCents' | 'quoteStep' | 'outcome'>;

/**
 * A quote staff have started and not yet sent, booked or handed over to checkout: customer details or calculator
 * amounts typed. "Next customer" and "Switch profile" ask before they throw it away (K4 wipes it all).
 */
export function hasUnsavedDraft(state: DraftState): boolean {
  // Sent by email, a call-back booked, or an application made in customer mode: nothing would be lost.
  if (state.quoteStep === 'sent' || state.quoteStep === 'callout-booked' || state.outcome !== null) return false;
  const typed = Object.values(state.customer).some((value) => value.trim() !== '');
  // A deposit of 0 is the calculator's own start; null is something typed that is not an amount yet.
  return typed || state.totalCents !== null || state.depositCents !== 0;
}

/** Whom the draft is for, as the question names them: the customer's name, else the price typed, else "this customer". */
export function draftName(state: Pick<KioskStore, 'customer' | 'totalCents'>): string {
  const name = `${state.customer.firstName.trim()} ${state.customer.lastName.trim()}`.trim();
  if (name !== '') return name;
  return state.totalCents === null ? 'this customer' : `the ${formatCents(state.totalCents)} purchase`;
}
