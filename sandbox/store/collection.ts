// One kind of record in the sandbox's store (D30): every change goes through here, so saving, indexes and
// cached encodings hear of it and no route can forget them. Records are read as they are; writes are methods.

/** What a collection tells the store and its indexes about each change. */
export interface CollectionListener<T> {
  /** A record was added or changed in place; `deferred`: a change no answer reports (D30), saved with the next write. */
  put(record: T, key: string, deferred: boolean): void;
  removed(record: T, key: string): void;
  /** The whole collection was replaced (a reset or a load). */
  reloaded(): void;
}

/** A draft of a record that may be written, inside `update` only. */
export type Draft<T> = { -readonly [K in keyof T]: T[K] };

export class Collection<T> {
  private readonly byKey = new Map<string, T>();
  private readonly listeners: CollectionListener<T>[] = [];

  constructor(
    readonly name: string,
    private items: T[],
    readonly keyOf: (record: T) => string,
  ) {
    this.reindex();
  }

  get size(): number {
    return this.items.length;
  }

  /** Every record, in the order they were added. */
  all(): readonly T[] {
    return this.items;
  }

  get(key: string): T | undefined {
    return this.byKey.get(key);
  }

  has(key: string): boolean {
    return this.byKey.has(key);
  }

  find(predicate: (record: T) => boolean): T | undefined {
    return this.items.find(predicate);
  }

  filter(predicate: (record: T) => boolean): T[] {
    return this.items.filter(predicate);
  }

  some(predicate: (record: T) => boolean): boolean {
    return this.items.some(predicate);
  }

  listen(listener: CollectionListener<T>): void {
    this.listeners.push(listener);
  }

  /** Adds a record, or replaces the one with its key where it stands. */
  insert(record: T): T {
    const key = this.keyOf(record);
    const old = this.byKey.get(key);
    if (old === undefined) this.items.push(record);
    else {
      this.items[this.items.indexOf(old)] = record;
      for (const listener of this.listeners) listener.removed(old, key);
    }
    this.byKey.set(key, record);
    for (const listener of this.listeners) listener.put(record, key, false);
    return record;
  }

  /**
   * Changes a record in place; the store saves it and its cached encodings are dropped. `deferred` is for
   * bookkeeping no answer reports (a session's last use): saved with the next write, never waited for.
   */
  update(record: T, change: (draft: Draft<T>) => void, deferred = false): T {
    const key = this.keyOf(record);
    if (this.byKey.get(key) !== record) throw new Error(`store: ${this.name} ${key} is not a current record`);
    change(record as Draft<T>);
    for (const listener of this.listeners) listener.put(record, key, deferred);
    return record;
  }

  remove(record: T): void {
    this.removeWhere((candidate) => candidate === record);
  }

  /** Removes every record that matches, keeping the others in order. */
  removeWhere(predicate: (record: T) => boolean): T[] {
    const removed: T[] = [];
    let kept = 0;
    for (const record of this.items) {
      if (predicate(record)) removed.push(record);
      else this.items[kept++] = record;
    }
    if (removed.length === 0) return removed;
    this.items.length = kept;
    for (const record of removed) {
      const key = this.keyOf(record);
      this.byKey.delete(key);
      for (const listener of this.listeners) listener.removed(record, key);
    }
    return removed;
  }

  /** Takes a new array of records (a reset or a load): indexes and caches start over. */
  reload(items: T[]): void {
    this.items = items;
    this.reindex();
    for (const listener of this.listeners) listener.reloaded();
  }

  private reindex(): void {
    this.byKey.clear();
    for (const record of this.items) this.byKey.set(this.keyOf(record), record);
  }
}
