import { normaliseMobile } from '../../shared/mobile-number';
import type { CallbackRecord } from '../../shared/contract/kiosk-records';
import type { CreateCalloutBody } from '../../shared/wire/callouts';
import { callbackRecords } from '../outbox/outbox-records';
import type { WriteAnswer } from '../outbox/outbox-writer';
import { KioskFailure } from '../core/kiosk-failure';
import type { OutboxService } from './outbox-service';
import type { SessionService } from '../session/session-service';

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
    // D20: the provider calls the mobile as 04 and 8 digits, however it was typed; any other phone goes as it is.
    const phone = normaliseMobile(details.phone) ?? details.phone;
    return this.#outbox.write('callout', { ...details, phone, account_id: this.#session.accountId() }, { confirmRepeat });
  }

  /** The call-backs asked for from this kiosk, read back from its outbox (K8). K4: staff only, never while locked. */
  async list(): Promise<{ callbacks: CallbackRecord[] }> {
    if (this.#session.status().locked) throw new KioskFailure('locked', 'The kiosk is locked. Enter the staff PIN to unlock it.');
    return { callbacks: callbackRecords(await this.#outbox.entries()) };
  }
}
