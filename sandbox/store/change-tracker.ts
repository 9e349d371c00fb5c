import type { CollectionListener } from './collection';

// D30: what has changed since the last write to disk, by record key. A record changed twice before a write is
// written once, as it then is; a record removed is written as a removal. Serialised only when written.

/** One write to the journal: records put (with their current value) or removed (null), and whole singletons. */
export interface Batch {
  ops: [collection: string, key: string, record: unknown][];
  singletons: Record<string, unknown>;
}

export interface TrackedSource {
  get(key: string): unknown;
}

export class ChangeTracker {
  /** Collection and key of each changed record, in the order they first changed. */
  private readonly dirty = new Map<string, [string, string]>();
  private readonly singletons = new Set<string>();
  /** The whole state was replaced (a reset): only a snapshot can say so. */
  private whole = false;
  /** Changes an answer reports: a write must happen before that answer goes out. */
  private urgent = 0;

  constructor(
    private readonly sources: ReadonlyMap<string, TrackedSource>,
    private readonly singletonValue: (name: string) => unknown,
    /** Told when the first change since the last write arrives, urgent or not. */
    private readonly onDirty: (urgent: boolean) => void,
  ) {}

  /** A listener that records every change of the named collection. */
  listenerFor<T>(collection: string): CollectionListener<T> {
    return {
      put: (_record, key, deferred) => this.mark(collection, key, !deferred),
      removed: (_record, key) => this.mark(collection, key, true),
      reloaded: () => this.replacedWhole(),
    };
  }

  singleton(name: string, urgent = true): void {
    this.singletons.add(name);
    this.noteChange(urgent);
  }

  get hasUrgent(): boolean {
    return this.urgent > 0;
  }

  get isEmpty(): boolean {
    return this.dirty.size === 0 && this.singletons.size === 0 && !this.whole;
  }

  get needsSnapshot(): boolean {
    return this.whole;
  }

  /** Everything changed since the last take, as it stands now; the tracker starts afresh. */
  take(): Batch {
    const ops: Batch['ops'] = [];
    for (const [collection, key] of this.dirty.values()) {
      const record = this.sources.get(collection)?.get(key);
      ops.push([collection, key, record ?? null]);
    }
    const singletons: Record<string, unknown> = {};
    for (const name of this.singletons) singletons[name] = this.singletonValue(name);
    this.clear();
    return { ops, singletons };
  }

  /** A snapshot covers everything: nothing is left to write. */
  clear(): void {
    this.dirty.clear();
    this.singletons.clear();
    this.whole = false;
    this.urgent = 0;
  }

  private replacedWhole(): void {
    this.whole = true;
    this.noteChange(true);
  }

  private mark(collection: string, key: string, urgent: boolean): void {
    const id = `${collection}\u0000${key}`;
    if (!this.dirty.has(id)) this.dirty.set(id, [collection, key]);
    this.noteChange(urgent);
  }

  private noteChange(urgent: boolean): void {
    if (urgent) this.urgent += 1;
    this.onDirty(urgent);
  }
}
