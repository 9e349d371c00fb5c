import type { Collection } from './collection';
import { byCreatedThenId, type Dated } from './record-order';

// Records of one account in D8 order (created, then id), kept sorted as they change, so a page of a list by
// account and date is two binary searches and a slice, never a scan of every record.

export interface Page<T> {
  items: T[];
  hasMoreRecords: 0 | 1;
}

interface Placed {
  accountId: string;
  created: number;
}

export class AccountTimeline<T extends Dated & { readonly account_id: string }> {
  private readonly byAccount = new Map<string, T[]>();
  /** Moves whenever a record of the account changes, so whatever was built from its records can tell it is stale. */
  private readonly versions = new Map<string, number>();
  private epoch = 0;
  /** Where each record was filed, so a record changed in place is found under its old place. */
  private readonly placed = new WeakMap<T, Placed>();

  constructor(private readonly collection: Collection<T>) {
    this.rebuild();
    collection.listen({
      put: (record) => {
        this.touch(record.account_id);
        this.file(record);
      },
      removed: (record) => {
        this.touch(record.account_id);
        this.unfile(record);
      },
      reloaded: () => this.rebuild(),
    });
  }

  /** A number that changes whenever a record of the account does (a reset changes them all). */
  version(accountId: string): number {
    return this.epoch + (this.versions.get(accountId) ?? 0);
  }

  private touch(accountId: string): void {
    this.versions.set(accountId, (this.versions.get(accountId) ?? 0) + 1);
  }

  /** Records of the account created within [from, to], in D8 order. */
  range(accountId: string, from: number, to: number): { list: readonly T[]; start: number; end: number } {
    const list = this.byAccount.get(accountId) ?? [];
    return { list, start: firstAtOrAfter(list, from), end: firstAtOrAfter(list, to + 1) };
  }

  /** D8: 500 (or `size`) a page; past the end is empty with hasMoreRecords 0. */
  page(accountId: string, from: number, to: number, page: number, size: number): Page<T> {
    const { list, start, end } = this.range(accountId, from, to);
    const first = start + (page - 1) * size;
    const last = Math.min(end, first + size);
    return { items: first >= end ? [] : list.slice(first, last), hasMoreRecords: end > last ? 1 : 0 };
  }

  private file(record: T): void {
    const before = this.placed.get(record);
    if (before?.accountId === record.account_id && before.created === record.created) return;
    if (before) this.unfile(record);
    let list = this.byAccount.get(record.account_id);
    if (!list) this.byAccount.set(record.account_id, (list = []));
    // Almost always the newest: appended without a search.
    const last = list.at(-1);
    if (last === undefined || byCreatedThenId(last, record) < 0) list.push(record);
    else list.splice(insertionPoint(list, record), 0, record);
    this.placed.set(record, { accountId: record.account_id, created: record.created });
  }

  private unfile(record: T): void {
    const at = this.placed.get(record);
    if (!at) return;
    const list = this.byAccount.get(at.accountId);
    if (!list) return;
    // Found from where it was filed; a record whose time changed in place unsettles the search, so look everywhere then.
    let index = list.indexOf(record, Math.max(0, firstAtOrAfter(list, at.created) - 1));
    if (index < 0) index = list.indexOf(record);
    if (index >= 0) list.splice(index, 1);
    this.placed.delete(record);
  }

  private rebuild(): void {
    // Past every version handed out so far.
    this.epoch += 1 + Math.max(0, ...this.versions.values());
    this.versions.clear();
    this.byAccount.clear();
    for (const record of this.collection.all()) {
      let list = this.byAccount.get(record.account_id);
      if (!list) this.byAccount.set(record.account_id, (list = []));
      list.push(record);
      this.placed.set(record, { accountId: record.account_id, created: record.created });
    }
    for (const list of this.byAccount.values()) list.sort(byCreatedThenId);
  }
}

/** The first index whose record was created at or after `time`. */
function firstAtOrAfter(list: readonly Dated[], time: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle] as Dated).created < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

function insertionPoint(list: readonly Dated[], record: Dated): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (byCreatedThenId(list[middle] as Dated, record) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
