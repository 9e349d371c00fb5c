import type { ListFilter } from '../../shared/contract/lists';
import type { Application } from '../../shared/wire/applications';
import { listQuery } from './list-query';
import type { SessionService } from './session-service';

/** Applications customers made (D13, D14): following them, the vendor reference, payment, and the secure code (D20). */
export class ApplicationService {
  readonly #session: SessionService;

  constructor(session: SessionService) {
    this.#session = session;
  }

  async list(filter: ListFilter): Promise<{ applications: Application[]; hasMoreRecords: boolean }> {
    const query = listQuery(this.#session.accountId(), filter);
    const page = await this.#session.call((vendor) => vendor.getApplications(query));
    return { applications: page.applications, hasMoreRecords: page.hasMoreRecords === 1 };
  }

  async get(id: string): Promise<Application> {
    return (await this.#session.call((vendor) => vendor.getApplication({ application_id: id }))).application;
  }

  async setReference(id: string, referenceNumber: string): Promise<Application> {
    const input = { application_id: id, reference_number: referenceNumber };
    return (await this.#session.call((vendor) => vendor.updateApplication(input))).application;
  }

  /** The job is delivered and installed; the service then asks the buyer to confirm (D14). */
  async requestPayment(id: string): Promise<Application> {
    return (await this.#session.call((vendor) => vendor.requestApplicationPayment({ application_id: id }))).application;
  }

  async sendSecureCode(mobile: string): Promise<{ token: string }> {
    const { token } = await this.#session.call((vendor) => vendor.sendApplicationSecureCode({ mobile }));
    return { token };
  }
}
