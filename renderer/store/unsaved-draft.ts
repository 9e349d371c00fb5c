import type { OutboxEntryView } from '../../shared/contract/outbox';
import { formatCents } from '../../shared/money';
import type { KioskStore } from './kiosk-store';

type DraftState = Pick<
  KioskStore,
  'customer' | 'totalCents' | 'depositCents' | 'quoteStep' | 'outcome' | 'quoteState' | 'quoteAnswer' | 'calloutState' | 'calloutAnswer'
>;

/** The customer's quote or call-back request that has not gone yet: on its way now, or waiting in main's outbox (K8). */
export type UnsentWrite = { kind: 'quote' | 'callout'; sending: true } | { kind: 'quote' | 'callout'; sending: false; outboxId: string };

export function unsentWrite(state: DraftState, outbox: readonly OutboxEntryView[]): UnsentWrite | null {
  if (state.quoteState.status === 'working') return { kind: 'quote', sending: true };
  if (state.calloutState.status === 'working') return { kind: 'callout', sending: true };
  const answer = state.quoteStep === 'sent' ? state.quoteAnswer : state.quoteStep === 'callout-booked' ? state.calloutAnswer : null;
  if (answer?.state !== 'queued') return null;
  const entry = outbox.find((candidate) => candidate.id === answer.outboxId);
  // Not in the outbox's last snapshot yet: it was queued just now, so it waits.
  if (entry && !entry.waiting) return null;
  return { kind: state.quoteStep === 'sent' ? 'quote' : 'callout', sending: false, outboxId: answer.outboxId };
}

/**
 * A quote staff have started and not yet sent, booked or handed over to checkout: customer details or calculator
 * amounts typed, or a quote or call-back still waiting to go. "Next customer" and "Switch profile" ask before they
 * throw it away (K4 wipes it all), and a waiting one is kept or withdrawn as staff say.
 */
export function hasUnsavedDraft(state: DraftState, outbox: readonly OutboxEntryView[]): boolean {
  if (unsentWrite(state, outbox)) return true;
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
