import { stillAwaitingCustomer } from '../../shared/applications/payment-request';
import type { ApplicationKioskRecord } from '../../shared/contract/kiosk-records';
import type { ListFilter } from '../../shared/contract/lists';
import type { Application } from '../../shared/wire/applications';
import { applicationRecord, latestPaymentRequest } from '../outbox/outbox-records';
import type { WriteAnswer } from '../outbox/outbox-writer';
import { KioskFailure } from '../core/kiosk-failure';
import { listQuery } from './list-query';
import type { OutboxService } from './outbox-service';
import type { SessionService } from '../session/session-service';

/** Applications customers made (D13, D14): following them, the vendor reference, payment, and the secure code (D20). */
export class ApplicationService {
  readonly #session: SessionService;
  readonly #outbox: OutboxService;
  readonly #readers = new Set<(applications: readonly Application[]) => void>();

  constructor(session: SessionService, outbox: OutboxService) {
    this.#session = session;
    this.#outbox = outbox;
  }

  /** Told of every application the screens read (a list, a detail): news fresher than the watch's last poll. */
  onRead(reader: (applications: readonly Application[]) => void): () => void {
    this.#readers.add(reader);
    return () => void this.#readers.delete(reader);
  }

  async list(filter: ListFilter): Promise<{ applications: Application[]; hasMoreRecords: boolean }> {
    const query = listQuery(this.#session.accountId(), filter);
    const page = await this.#session.call((vendor) => vendor.getApplications(query));
    return { applications: page.applications, hasMoreRecords: page.hasMoreRecords === 1 };
  }

  async get(id: string): Promise<Application> {
    return (await this.#session.call((vendor) => vendor.getApplication({ application_id: id }))).application;
  }

  /** A list for the screens, told to the readers; the watch's own polls use `list`, so nothing is observed twice. */
  async listShown(filter: ListFilter): Promise<{ applications: Application[]; hasMoreRecords: boolean }> {
    const page = await this.list(filter);
    this.#tell(page.applications);
    return page;
  }

  /** An application for the screens, told to the readers, as `listShown`. */
  async getShown(id: string): Promise<Application> {
    const application = await this.get(id);
    this.#tell([application]);
    return application;
  }

  #tell(applications: readonly Application[]): void {
    for (const reader of this.#readers) reader(applications);
  }

  /** K8: through the outbox; the same reference twice is the same change, so a lost answer is simply sent again. */
  setReference(id: string, referenceNumber: string): Promise<WriteAnswer<'reference'>> {
    return this.#outbox.write('reference', { application_id: id, reference_number: referenceNumber });
  }

  /** What this kiosk sent for the application (its invoices, its payment request), from the outbox record (K8). */
  async kioskRecord(id: string): Promise<ApplicationKioskRecord> {
    return applicationRecord(await this.#outbox.entries(), id);
  }

  /** The job is delivered and installed; the service then asks the buyer to confirm (D14). K7: needs the service now. */
  async requestPayment(id: string): Promise<Application> {
    const earlier = latestPaymentRequest(await this.#outbox.entries(), id);
    const mark = earlier?.state === 'sent' ? earlier.statusWhenRequested : undefined;
    // K7-style: the customer was asked already; while the status stands, a second request would only repeat it.
    if (mark && stillAwaitingCustomer(mark, await this.get(id))) throw paymentAlreadyRequested(earlier?.requestedAt ?? '');
    return this.#outbox.writeNow('payment', { application_id: id });
  }

  /** K7: a code whose answer was lost may have gone; a repeat to the same mobile needs `confirmRepeat`. */
  sendSecureCode(mobile: string, confirmRepeat?: boolean): Promise<{ token: string }> {
    return this.#outbox.writeNow('secureCode', { mobile }, { confirmRepeat });
  }
}

function paymentAlreadyRequested(requestedAt: string): KioskFailure {
  const at = new Date(requestedAt).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
  return new KioskFailure(
    'refused',
    `Payment was already requested for this application on ${at}, and the customer has not confirmed yet. A second request is not sent.`,
  );
}
