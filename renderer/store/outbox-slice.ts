import type { StateCreator } from 'zustand';
import type { EventPayload } from '../../shared/contract';
import type { OutboxDecision, OutboxEntryView, OutboxKind, OutboxSnapshot } from '../../shared/contract/outbox';
import { kiosk } from '../kiosk';
import { failed, idle, working, type AsyncState } from './async-state';
import type { CustomerReset } from './customer-reset';
import type { KioskStore } from './kiosk-store';

export type UploadProgress = EventPayload<'outbox:progress'>;

/**
 * K8: the kiosk's own outbox of writes to the financing service, as main reports it (`outbox:list`, then every
 * `outbox:changed` snapshot). Not the training sandbox's message outbox (texts and emails): that is `trainingMessages`.
 */
export interface OutboxSlice {
  /** Newest first; the summaries name customers (K4). */
  outboxEntries: readonly OutboxEntryView[];
  /** False while the service cannot be reached: quotes, callouts, documents and references wait (K8). */
  serviceOnline: boolean;
  outboxQueued: number;
  outboxNeedsDecision: number;
  /** Entries main could not read (damaged on disk): kept for support, never sent; staff are told (K8). */
  outboxUnreadable: number;
  outboxState: AsyncState;
  /** Per entry: staff's last decision and how it went. */
  outboxDecisions: Readonly<Record<string, { action: OutboxDecision; state: AsyncState }>>;
  /** The latest bytes main reported for a document on its way (`outbox:progress`). */
  uploadProgress: UploadProgress | null;
  loadOutbox(): Promise<void>;
  applyOutboxSnapshot(snapshot: OutboxSnapshot): void;
  applyUploadProgress(progress: UploadProgress): void;
  clearUploadProgress(): void;
  resolveOutboxEntry(id: string, action: OutboxDecision): Promise<boolean>;
}

/** K4: the entries name customers and go; whether the service is reachable and the counts name no one and stay. */
export const initialOutbox = {
  outboxEntries: [],
  outboxState: idle,
  outboxDecisions: {},
  uploadProgress: null,
} satisfies Partial<OutboxSlice>;

export const resetOutboxCustomer: CustomerReset<OutboxSlice> = () => initialOutbox;

// A list answer older than a snapshot already shown must not replace it.
let snapshotsSeen = 0;

function fromSnapshot(snapshot: OutboxSnapshot): Partial<OutboxSlice> {
  return {
    outboxEntries: snapshot.entries,
    serviceOnline: snapshot.online,
    outboxQueued: snapshot.queued,
    outboxNeedsDecision: snapshot.needsDecision,
    outboxUnreadable: snapshot.unreadable,
  };
}

export const createOutboxSlice: StateCreator<KioskStore, [], [], OutboxSlice> = (set, get) => ({
  ...initialOutbox,
  serviceOnline: true,
  outboxQueued: 0,
  outboxNeedsDecision: 0,
  outboxUnreadable: 0,
  loadOutbox: async () => {
    const seen = snapshotsSeen;
    set({ outboxState: working });
    const result = await kiosk().outbox.list();
    if (!result.ok) return set({ outboxState: failed(result.error) });
    set(seen === snapshotsSeen ? { ...fromSnapshot(result.data), outboxState: idle } : { outboxState: idle });
  },
  applyOutboxSnapshot: (snapshot) => {
    snapshotsSeen++;
    set(fromSnapshot(snapshot));
  },
  applyUploadProgress: (uploadProgress) => set({ uploadProgress }),
  clearUploadProgress: () => set({ uploadProgress: null }),
  resolveOutboxEntry: async (id, action) => {
    const mark = (state: AsyncState) => set((store) => ({ outboxDecisions: { ...store.outboxDecisions, [id]: { action, state } } }));
    mark(working);
    const result = await kiosk().outbox.resolve({ id, action });
    if (!result.ok) {
      mark(failed(result.error));
      return false;
    }
    get().applyOutboxSnapshot(result.data);
    mark({ status: 'done' });
    return true;
  },
});

export const outboxKindNames: Record<OutboxKind, string> = {
  quote: 'Quote',
  callout: 'Call-back request',
  secureCode: 'Secure code',
  document: 'Document',
  reference: 'Reference',
  payment: 'Payment request',
  quoteCancel: 'Quote applied at the kiosk',
};

export type EntryTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

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

const notRead = (unreadable: number) => `${unreadable === 1 ? '1 entry' : `${unreadable} entries`} could not be read`;

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

/** The top bar's count: what is waiting to go, what waits for staff, and what could not be read. */
export function outboxAttention(queued: number, needsDecision: number, unreadable = 0): { count: number; label: string } {
  const count = queued + needsDecision + unreadable;
  if (count === 0) return { count, label: 'Outbox, nothing waiting' };
  const label = `Outbox, ${count} ${count === 1 ? 'needs' : 'need'} attention`;
  return { count, label: unreadable > 0 ? `${label}: ${notRead(unreadable)}` : label };
}
