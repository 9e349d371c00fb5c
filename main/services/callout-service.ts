import type { CreateCalloutBody } from '../../shared/wire/callouts';
import type { WriteAnswer } from '../outbox/outbox-writer';
import type { OutboxService } from './outbox-service';
import type { SessionService } from './session-service';

/** Asks the financing service to call a customer back (D18), for the signed-in branch. */
export class CalloutService {
  readonly #session: SessionService;
  readonly #outbox: OutboxService;

  constructor(session: SessionService, outbox: OutboxService) {
    this.#session = session;
    this.#outbox = outbox;
  }

  /** K8 through the outbox; K7: a repeat of one that may have gone needs `confirmRepeat`. */
  create({
    confirmRepeat,
    ...details
  }: Omit<CreateCalloutBody, 'account_id'> & { confirmRepeat?: boolean }): Promise<WriteAnswer<'callout'>> {
    return this.#outbox.write('callout', { ...details, account_id: this.#session.accountId() }, { confirmRepeat });
  }
}
