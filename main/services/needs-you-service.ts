import type { NeedsYouList } from '../../shared/contract/alerts';
import { needsYouItemOf, needsYouListOf, type InvoiceKnown, type WatchedApplication } from '../../shared/alerts/needs-you';
import type { ApplicationKioskRecord } from '../../shared/contract/kiosk-records';
import { invoiceReachedProvider } from '../../shared/applications/payment-standing';
import type { Application, ApplicationDocument } from '../../shared/wire/applications';
import { Emitter } from '../core/emitter';
import type { Logger } from '../core/logger';
import type { OutboxEntry } from '../outbox/outbox-entry';
import { applicationRecord } from '../outbox/outbox-records';

export interface NeedsYouOptions {
  /** Every application the status watch reads (its polls, webhooks' refreshes, the screens' reads): the only reads of statuses. */
  onRead(listener: (applications: readonly Application[]) => void): () => void;
  /** Whether the watch polls an application (its last 30 days): an older one a screen read (a search) is not the list's. */
  watches(application: Pick<Application, 'created'>): boolean;
  /** The profile in use's outbox (K8): its payment requests and invoices, and when it changes. */
  records(): Promise<readonly OutboxEntry[]>;
  onRecordsChanged(listener: () => void): () => void;
  /** Another profile, another branch: what was kept of the last one goes. */
  onProfileChange(listener: () => void): () => void;
  /** Get Application Documents (D16), for an approved application not yet known to carry an invoice; throws its failures. */
  documents(applicationId: string): Promise<readonly ApplicationDocument[]>;
  log: Logger;
}

/**
 * Issue 38 item 12: the branch's applications that need the salesperson (shared/alerts/needs-you.ts), from what the
 * status watch already reads: no polling of its own. An approved application's documents are read once for its
 * status (one at a time, and no more after a failure until the next read of statuses), to tell an invoice missing.
 * Kept: numbers, statuses and times, never a customer's name (K4).
 */
export class NeedsYouService {
  readonly #options: NeedsYouOptions;
  readonly #feed: Emitter<{ changed: NeedsYouList }>;
  readonly #applications = new Map<string, WatchedApplication>();
  /** Application id → whether an invoice was listed, for the status history's length it was read at. */
  readonly #invoices = new Map<string, { version: number; present: boolean }>();
  #latest: NeedsYouList = { items: [] };
  #counting: Promise<void> = Promise.resolve();
  /** The documents being read, while they are. */
  #reading: Promise<void> | null = null;

  constructor(options: NeedsYouOptions) {
    this.#options = options;
    this.#feed = new Emitter('needs-you', options.log);
    options.onRead((applications) => {
      for (const { id, status, status_history, created } of applications)
        if (options.watches({ created })) this.#applications.set(id, { id, status, status_history, created });
      void this.#recount().then(() => this.#readDocuments());
    });
    options.onRecordsChanged(() => void this.#recount());
    options.onProfileChange(() => {
      this.#applications.clear();
      this.#invoices.clear();
      void this.#recount();
    });
  }

  /** What needs staff now, newest first. */
  async list(): Promise<NeedsYouList> {
    await this.#recount();
    return this.#latest;
  }

  /** Resolves once no count and no read of documents is under way (as the watch's `idle`). */
  async settled(): Promise<void> {
    do {
      await this.#counting;
      await this.#reading;
    } while (this.#reading !== null);
    await this.#counting;
  }

  /** Told each time the list changes, with the whole list; returns the unsubscribe. */
  onChange(listener: (list: NeedsYouList) => void): () => void {
    return this.#feed.on('changed', listener);
  }

  /** One count at a time, in order, so an older count never replaces a newer one. */
  #recount(): Promise<void> {
    this.#counting = this.#counting
      .then(() => this.#count())
      .catch((error: unknown) => this.#options.log.error('needs-you: could not count', error));
    return this.#counting;
  }

  async #count(): Promise<void> {
    const entries = await this.#options.records();
    // One that ages out of the window leaves the list as the watch stops polling it.
    const watched = [...this.#applications.values()].filter((application) => this.#options.watches(application));
    const items = watched.flatMap((application) => {
      const record = applicationRecord(entries, application.id);
      const item = needsYouItemOf(application, record, this.#invoiceKnown(application, record));
      return item ? [item] : [];
    });
    const list = needsYouListOf(items);
    if (JSON.stringify(list) === JSON.stringify(this.#latest)) return;
    this.#latest = list;
    this.#options.log.info('needs-you: changed', { items: list.items.length });
    this.#feed.emit('changed', list);
  }

  /** An invoice from this kiosk reached the provider (K8), else what its documents said when last read for this status. */
  #invoiceKnown(application: WatchedApplication, record: ApplicationKioskRecord): InvoiceKnown {
    if (invoiceReachedProvider([], record)) return true;
    const read = this.#invoices.get(application.id);
    return read?.version === application.status_history.length ? read.present : undefined;
  }

  /** The documents of each listed approved application whose invoice is not known, one at a time. */
  #readDocuments(): Promise<void> {
    this.#reading ??= this.#readEachUnknown().finally(() => (this.#reading = null));
    return this.#reading;
  }

  async #readEachUnknown(): Promise<void> {
    try {
      for (;;) {
        const unknown = this.#latest.items.find(
          (item) =>
            item.reason === 'requestPayment' && this.#invoices.get(item.applicationId)?.version !== this.#versionOf(item.applicationId),
        );
        if (unknown === undefined) return;
        const version = this.#versionOf(unknown.applicationId);
        const documents = await this.#options.documents(unknown.applicationId);
        this.#invoices.set(unknown.applicationId, { version, present: invoiceReachedProvider(documents, null) });
        await this.#recount();
      }
    } catch (error) {
      // Offline or locked: tried again after the watch's next read, never in a loop of its own.
      this.#options.log.warn(
        `needs-you: could not read an application's documents: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  #versionOf(applicationId: string): number {
    return this.#applications.get(applicationId)?.status_history.length ?? -1;
  }
}
