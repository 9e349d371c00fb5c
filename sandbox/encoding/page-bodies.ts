import type { AccountTimeline } from '../store/account-timeline';
import type { Dated } from '../store/record-order';
/** What a page needs of the record encodings: each record's wire form as JSON text. */
export interface Encodings<T> {
  encoded(record: T): string;
}

// For speed: a list page's whole body (D2 envelope, D8 page), built from cached record encodings and kept as
// bytes until a record of that account changes (the timeline's version moves). Pages asked again cost nothing.

/** How many pages are kept; the oldest goes first. */
const keptPages = 256;

interface Kept {
  version: number;
  bytes: Buffer;
}

export class PageBodies<T extends Dated & { readonly account_id: string }> {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly timeline: AccountTimeline<T>,
    private readonly encodings: Encodings<T>,
    /** The list's name in the body, such as `applications`. */
    private readonly listName: string,
    private readonly pageSize: number,
  ) {}

  body(accountId: string, from: number, to: number, page: number): Buffer {
    const key = `${accountId}\u0000${from}\u0000${to}\u0000${page}`;
    const version = this.timeline.version(accountId);
    const kept = this.kept.get(key);
    if (kept?.version === version) return kept.bytes;
    const { items, hasMoreRecords } = this.timeline.page(accountId, from, to, page, this.pageSize);
    const list = items.map((record) => this.encodings.encoded(record)).join(',');
    const bytes = Buffer.from(`{"status":2000,${JSON.stringify(this.listName)}:[${list}],"hasMoreRecords":${hasMoreRecords}}`, 'utf8');
    this.kept.delete(key);
    this.kept.set(key, { version, bytes });
    if (this.kept.size > keptPages) this.kept.delete(this.kept.keys().next().value as string);
    return bytes;
  }
}
