import type { OutboxEntryView } from '../../shared/contract/outbox';
import { useOutbox } from '../queries/outbox-cache';

/** What a write answers (K8): sent, with what the service made, or queued in main's outbox until the service is back. */
export type WriteAnswer<T> = { state: 'sent'; outboxId: string; result: T } | { state: 'queued'; outboxId: string };

/** Where a write is now: its answer, followed by the outbox's snapshots once it was queued. */
export type FollowedWrite<T> =
  | { state: 'sent'; result: T | null; serviceId: string | null }
  | { state: 'sending' }
  | { state: 'queued' }
  | { state: 'unconfirmed' }
  | { state: 'failed'; message: string }
  | { state: 'withdrawn' };

/** A queued write takes its state from its outbox entry; an entry not (yet) in the snapshot is still queued. */
export function followWrite<T>(answer: WriteAnswer<T>, entry: OutboxEntryView | undefined): FollowedWrite<T> {
  if (answer.state === 'sent') return { state: 'sent', result: answer.result, serviceId: null };
  switch (entry?.state) {
    case undefined:
    case 'queued':
      return { state: 'queued' };
    case 'pending':
      return { state: 'sending' };
    case 'sent':
      return { state: 'sent', result: null, serviceId: entry.serviceId ?? null };
    case 'unconfirmed':
      // K3: one the kiosk looks up by itself and sends if it did not arrive is, to staff, still queued.
      return entry.needsDecision ? { state: 'unconfirmed' } : { state: 'queued' };
    case 'failed':
      return { state: 'failed', message: entry.message ?? 'The provider refused it and gave no reason.' };
    case 'withdrawn':
      return { state: 'withdrawn' };
  }
}

/** The screen's view of one write, following `outbox:changed` as it comes. */
export function useFollowedWrite<T>(answer: WriteAnswer<T> | null): FollowedWrite<T> | null {
  const id = answer?.state === 'queued' ? answer.outboxId : null;
  const entry = useOutbox().snapshot.entries.find((candidate) => candidate.id === id);
  return answer === null ? null : followWrite(answer, entry);
}
