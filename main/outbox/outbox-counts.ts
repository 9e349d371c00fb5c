import { outboxStates, type OutboxKind, type OutboxState } from '../../shared/contract/outbox';
import { needsDecision, outboxEntry, unresolved, type OutboxEntry } from './outbox-entry';

// K12: an outbox as the diagnostics show it: how many entries are in each state, of each kind. Never a payload, a
// summary or a message: those name customers (K1, K12).

export interface OutboxCounts {
  /** Every state, zeros included, so a reader sees at once what is not there. */
  byState: Record<OutboxState, number>;
  /** Only the kinds and states that hold something. */
  byKind: Partial<Record<OutboxKind, Partial<Record<OutboxState, number>>>>;
  needsDecision: number;
  /** Not sent yet nor settled by staff (K8): what an update waits for (K13). */
  unsent: number;
  /** Lines or entries that could not be read, kept for support (K8). */
  unreadable: number;
}

export function countEntries(entries: readonly OutboxEntry[], unreadable: number): OutboxCounts {
  const byState = Object.fromEntries(outboxStates.map((state) => [state, 0])) as Record<OutboxState, number>;
  const byKind: OutboxCounts['byKind'] = {};
  for (const { kind, state } of entries) {
    byState[state] += 1;
    const ofKind = (byKind[kind] ??= {});
    ofKind[state] = (ofKind[state] ?? 0) + 1;
  }
  return { byState, byKind, needsDecision: entries.filter(needsDecision).length, unsent: entries.filter(unresolved).length, unreadable };
}

/** A journal's records as OutboxJournal.read folds them: those that are not an entry count as unreadable, as Outbox.open counts them. */
export function countRecords(records: readonly Record<string, unknown>[], unreadable: number): OutboxCounts {
  const entries = records.flatMap((record) => {
    const parsed = outboxEntry.safeParse(record);
    return parsed.success ? [parsed.data] : [];
  });
  return countEntries(entries, unreadable + records.length - entries.length);
}
