import type { OutboxEntryView, OutboxKind } from '../../shared/contract/outbox';
import { notRead } from './outbox-attention';

// K8: the outbox in staff's words, as the Outbox panel says it (the top bar's count: outbox-attention.ts).

export const outboxKindNames: Record<OutboxKind, string> = {
  quote: 'Quote',
  callout: 'Call-back request',
  secureCode: 'Secure code',
  document: 'Document',
  reference: 'Reference',
  payment: 'Payment request',
  quoteCancel: 'Quote applied at the kiosk',
};

type EntryTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** An entry's state in plain words, as the Outbox panel shows it. */
export function entryStateWords(entry: Pick<OutboxEntryView, 'state' | 'message' | 'needsDecision'>): { tone: EntryTone; text: string } {
  switch (entry.state) {
    case 'pending':
      return { tone: 'info', text: 'Sending…' };
    case 'queued':
      return { tone: 'info', text: 'Queued — will be sent when the service is back' };
    case 'sent':
      return { tone: 'success', text: 'Sent' };
    case 'unconfirmed':
      // K3: a lost answer the kiosk can look up is its own to settle; K7's need staff.
      return entry.needsDecision
        ? { tone: 'warning', text: 'May have reached the provider — check before sending again' }
        : { tone: 'info', text: 'Not confirmed yet — the kiosk is checking whether it arrived' };
    case 'failed':
      return { tone: 'danger', text: `Refused: ${entry.message ?? 'the provider gave no reason.'}` };
    case 'withdrawn':
      return { tone: 'neutral', text: 'Discarded — the kiosk will not send it' };
  }
}

/** "1 entry could not be read — kept for support." (K8: what main could not read is said, never dropped in silence). */
export function unreadableWords(unreadable: number): string {
  return `${notRead(unreadable)} — kept for support.`;
}

/** What staff can do about entries that could not be read: enter again what is still needed. */
export function unreadableAdvice(unreadable: number): string {
  return unreadable === 1
    ? 'Its details cannot be shown or sent. If it is still needed, enter it again.'
    : 'Their details cannot be shown or sent. If they are still needed, enter them again.';
}
