import { randomBytes } from 'node:crypto';
import type { OutboxEntryView, OutboxState } from '../../shared/contract/outbox';
import { Emitter } from '../core/emitter';
import type { Logger } from '../core/logger';
import type { OutboxCipher } from './outbox-cipher';
import { needsDecision, outboxEntry, unresolved, waiting, type OutboxEntry } from './outbox-entry';
import type { OutboxKept } from './outbox-kept';
import type { JournalCompaction } from './journal-compaction';
import { OutboxJournal } from './outbox-journal';

// K8: one profile's outbox: every write written down before it goes, and marked with its outcome after.

/** Sent (and dismissed or failed) entries go after a week; unresolved ones stay until staff resolve them. */
export const keepResolvedMs = 7 * 24 * 60 * 60_000;

/** K10: a quote applied for at the kiosk shows so as long as the lists reach back (D28's 18 months); it holds only ids. */
export const keepAppliedQuotesMs = 550 * 24 * 60 * 60_000;

/** What may change on an entry; `message: null` clears it, `payload: null` forgets what was sent. */
export interface OutboxChange {
  state?: OutboxState;
  serviceId?: string;
  message?: string | null;
  sentAt?: number;
  documentsBefore?: number;
  waited?: boolean;
  dealtWith?: boolean;
  payload?: null;
  kept?: OutboxKept;
}

/** A new entry; its payload is checked against its kind's body when it is written down. */
export interface NewOutboxEntry {
  kind: OutboxEntry['kind'];
  state: OutboxState;
  payload: unknown;
  summary: string;
  sameAs?: string;
  waited?: boolean;
  kept?: OutboxKept;
}

export interface OutboxOpenOptions {
  path: string;
  cipher: OutboxCipher;
  now: () => number;
  log: Logger;
  /** False when the key was made this run and never kept (training without a keychain): see OutboxJournal.open. */
  keepUnreadable?: boolean;
  /** When the journal is rewritten while running (default: journal-compaction.ts's); the drills make it often. */
  compaction?: JournalCompaction;
}

/** Resolved entries past their keeping are let go this often while the kiosk runs, not only when it starts. */
export const pruneEveryMs = 60 * 60_000;

export class Outbox {
  readonly #journal: OutboxJournal;
  readonly #now: () => number;
  readonly #entries = new Map<string, OutboxEntry>();
  readonly #log: Logger;
  readonly #events: Emitter<{ changed: void }>;
  #closed = false;
  /** Entries whose lines add up to no entry this kiosk knows: kept in the journal, counted for staff. */
  #notUnderstood = 0;
  #prunedAt = 0;

  private constructor(journal: OutboxJournal, now: () => number, log: Logger) {
    this.#journal = journal;
    this.#now = now;
    this.#log = log;
    this.#events = new Emitter('outbox', log);
  }

  static async open({ path, cipher, now, log, keepUnreadable, compaction }: OutboxOpenOptions): Promise<Outbox> {
    const { journal, records } = await OutboxJournal.open(path, cipher, { keepUnreadable, compaction, log });
    const outbox = new Outbox(journal, now, log);
    // What cannot be read stays on disk for support and is counted for staff, never dropped in silence: damaged
    // lines (kept beside the journal), and entries whose lines no longer add up to one (kept in the journal).
    let notUnderstood = 0;
    for (const record of records) {
      const parsed = outboxEntry.safeParse(record);
      if (parsed.success) outbox.#entries.set(parsed.data.id, parsed.data);
      else notUnderstood += 1;
    }
    outbox.#notUnderstood = notUnderstood;
    // Training without a keychain keeps its key in memory, so an earlier run's entries cannot be read (K8).
    if (outbox.unreadable > 0)
      log.warn('The outbox holds entries it could not read, kept for support', { lines: journal.unreadable, entries: notUnderstood });
    await outbox.#prune();
    return outbox;
  }

  entries(): OutboxEntry[] {
    return [...this.#entries.values()];
  }

  get(id: string): OutboxEntry | undefined {
    return this.#entries.get(id);
  }

  /** Resolves once the entry is on disk: only then may its write go out (K8). */
  async add(draft: NewOutboxEntry): Promise<OutboxEntry> {
    // A kiosk left running for days lets go of what a restart would (K8): memory and journal stay a week's worth.
    if (this.#now() - this.#prunedAt >= pruneEveryMs) await this.#prune();
    const now = this.#now();
    const parsed = outboxEntry.parse({ ...draft, id: randomBytes(12).toString('base64url'), created: now, updated: now });
    await this.#journal.append(parsed);
    this.#entries.set(parsed.id, parsed);
    this.#log.info('outbox: written down', { outboxId: parsed.id, kind: parsed.kind, state: parsed.state });
    this.#changed();
    return parsed;
  }

  async update(id: string, change: OutboxChange): Promise<OutboxEntry> {
    const current = this.#entries.get(id);
    if (!current) throw new Error(`No outbox entry ${id}.`);
    const patch = { ...change, id, updated: this.#now() };
    const next = outboxEntry.parse(withoutNulls({ ...current, ...patch }));
    await this.#journal.append(patch);
    this.#entries.set(id, next);
    if (next.state !== current.state)
      this.#log.info('outbox: state changed', { outboxId: id, kind: next.kind, from: current.state, state: next.state });
    this.#changed();
    return next;
  }

  /** Entries that could not be read, kept for support (K8: staff are told, nothing is dropped in silence). */
  get unreadable(): number {
    return this.#journal.unreadable + this.#notUnderstood;
  }

  /** The newest first, as staff see them (never a payload: K1). */
  views(limit = 200): OutboxEntryView[] {
    return this.entries()
      .sort((a, b) => b.created - a.created)
      .slice(0, limit)
      .map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        state: entry.state,
        // K4: once settled, the entry stays (kind, time, the provider's number) but no longer names the customer.
        ...(waiting(entry) || needsDecision(entry) ? { summary: entry.summary } : {}),
        created: new Date(entry.created).toISOString(),
        updated: new Date(entry.updated).toISOString(),
        ...(entry.serviceId === undefined ? {} : { serviceId: entry.serviceId }),
        ...(entry.message === undefined ? {} : { message: entry.message }),
        needsDecision: needsDecision(entry),
        waiting: waiting(entry),
      }));
  }

  /** Told after every change; returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    return this.#events.on('changed', listener);
  }

  close(): Promise<void> {
    this.#closed = true;
    return this.#journal.close();
  }

  /** Resolved entries past their keeping go, in one write; K10's applied quotes stay as long as the lists reach back. */
  async #prune(): Promise<void> {
    const now = this.#now();
    this.#prunedAt = now;
    const gone = this.entries().filter((entry) => {
      const keptFor = entry.kind === 'quoteCancel' && entry.state === 'sent' ? keepAppliedQuotesMs : keepResolvedMs;
      return !unresolved(entry) && !needsDecision(entry) && entry.updated < now - keptFor;
    });
    if (gone.length === 0) return;
    await this.#journal.appendAll(gone.map((entry) => ({ id: entry.id, removed: true as const })));
    for (const entry of gone) this.#entries.delete(entry.id);
    this.#log.info('outbox: resolved entries let go after their keeping', { entries: gone.length });
  }

  #changed(): void {
    if (!this.#closed) this.#events.emit('changed');
  }
}

function withoutNulls(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));
}
