import { randomBytes } from 'node:crypto';
import type { ChangesSince, StatusChange } from '../../shared/contract/watch';
import type { Logger } from '../services/logger';

export type ChangeListener = (change: StatusChange) => void;

interface Entry {
  readonly seq: number;
  readonly change: StatusChange;
}

/**
 * The changes the screens have still to see: a bounded buffer they pull with a cursor (the browser host's bridge has
 * no push), and listeners for a push channel (Electron) later. A cursor names this feed's run, so one kept across a
 * restart is noticed, not misread.
 */
export class ChangeFeed {
  readonly #capacity: number;
  readonly #run = randomBytes(6).toString('base64url');
  readonly #listeners = new Set<ChangeListener>();
  readonly #log: Logger;
  #entries: Entry[] = [];
  #latest = 0;

  constructor(options: { capacity: number; log: Logger }) {
    this.#capacity = options.capacity;
    this.#log = options.log;
  }

  get listening(): boolean {
    return this.#listeners.size > 0;
  }

  publish(change: StatusChange): void {
    this.#latest += 1;
    this.#entries.push({ seq: this.#latest, change });
    if (this.#entries.length > this.#capacity) this.#entries = this.#entries.slice(-this.#capacity);
    for (const listener of this.#listeners) {
      try {
        listener(change);
      } catch (error) {
        this.#log.error('watch: a status change listener failed', error);
      }
    }
  }

  /** Without a cursor, every change still kept; with this feed's cursor, those after it. */
  since(cursor?: string): ChangesSince {
    const after = cursor === undefined ? 0 : this.#seqOf(cursor);
    const next = `${this.#run}.${this.#latest}`;
    if (after === undefined) return { changes: this.#entries.map((entry) => entry.change), cursor: next, missed: true };
    const oldest = this.#entries[0]?.seq ?? this.#latest + 1;
    const changes = this.#entries.filter((entry) => entry.seq > after).map((entry) => entry.change);
    return { changes, cursor: next, missed: cursor !== undefined && oldest > after + 1 };
  }

  /** Drops the changes kept (another branch's, after a change of profile); cursors stay valid. */
  clear(): void {
    this.#entries = [];
  }

  onChange(listener: ChangeListener): () => void {
    const own: ChangeListener = (change) => listener(change);
    this.#listeners.add(own);
    return () => void this.#listeners.delete(own);
  }

  /** The sequence number in a cursor of this run, or undefined for another run's or a malformed one. */
  #seqOf(cursor: string): number | undefined {
    const [run, seq] = cursor.split('.');
    if (run !== this.#run || seq === undefined || !/^\d{1,15}$/.test(seq)) return undefined;
    const value = Number(seq);
    return value <= this.#latest ? value : undefined;
  }
}
