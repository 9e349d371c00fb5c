import type { Callout, CreateCalloutBody } from '../../shared/wire/callouts';
import type { SessionService } from './session-service';

/** Asks the financing service to call a customer back (D18), for the signed-in branch. */
export class CalloutService {
  readonly #session: SessionService;

  constructor(session: SessionService) {
    this.#session = session;
  }

  async create(details: Omit<CreateCalloutBody, 'account_id'>): Promise<Callout> {
    const input = { ...details, account_id: this.#session.accountId() };
    return (await this.#session.call((vendor) => vendor.createCalloutRequest(input))).callout;
  }
}
