import type { StateCreator } from 'zustand';
import type { EventPayload } from '../../shared/contract';
import type { OutboxEntryView, OutboxKind, OutboxSnapshot } from '../../shared/contract/outbox';
import { kiosk } from '../kiosk';
import { failed, idle, working, type AsyncState } from './async-state';
import type { CustomerReset } from './customer-reset';
import type { KioskStore } from './kiosk-store';

export type UploadProgress = EventPayload<'outbox:progress'>;
export type OutboxDecision = 'sendAgain' | 'dismiss';

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
  };
}

export const createOutboxSlice: StateCreator<KioskStore, [], [], OutboxSlice> = (set, get) => ({
  ...initialOutbox,
  serviceOnline: true,
  outboxQueued: 0,
  outboxNeedsDecision: 0,
  loadOutbox: async () => {
    const seen = snapshotsSeen;
    set({ outboxState: working });
    const result = await kiosk().outbox.list();
    if (!result.ok) return set({ outboxState: failed(result.error) });
    set(seen === snapshotsSeen ? { ...fromSnapshot(result.data), outboxState: idle } : { outboxState: idle });
  },
  applyOutboxSnapshot: (snapshot) => {
    snapshotsSeen++;
    const before = new Map(get().outboxEntries.map((entry) => [entry.id, entry.state]));
    set(fromSnapshot(snapshot));
    // A queued document that has just gone shows in the open application's list without a refresh.
    const documentArrived = snapshot.entries.some(
      (entry) => entry.kind === 'document' && entry.state === 'sent' && before.has(entry.id) && before.get(entry.id) !== 'sent',
    );
    const open = get().openApplicationId;
    if (documentArrived && open !== null && get().screen === 'application') void get().loadDocuments(open);
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
};

export type EntryTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** An entry's state in plain words, as the Outbox panel shows it. */
export function entryStateWords(entry: Pick<OutboxEntryView, 'state' | 'message'>): { tone: EntryTone; text: string } {
  switch (entry.state) {
    case 'pending':
      return { tone: 'info', text: 'Sending…' };
    case 'queued':
      return { tone: 'info', text: 'Queued — will be sent when the service is back' };
    case 'sent':
      return { tone: 'success', text: 'Sent' };
    case 'unconfirmed':
      return { tone: 'warning', text: 'May have reached the provider — check before sending again' };
    case 'failed':
      return { tone: 'danger', text: `Refused: ${entry.message ?? 'the provider gave no reason.'}` };
  }
}

/** The top bar's count: what is waiting to go and what waits for staff. */
export function outboxAttention(queued: number, needsDecision: number): { count: number; label: string } {
  const count = queued + needsDecision;
  return { count, label: count === 0 ? 'Outbox, nothing waiting' : `Outbox, ${count} ${count === 1 ? 'needs' : 'need'} attention` };
}
