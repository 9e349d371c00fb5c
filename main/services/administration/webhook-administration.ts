import type { Webhook } from '../../../shared/wire/api-keys';
import type { Profile } from '../../credentials/profiles';
import { registerWebhook } from '../../watch/webhook-registration';
import { KioskFailure } from '../../core/kiosk-failure';
import type { Logger } from '../../core/logger';
import type { SessionService } from '../../session/session-service';
import { callAsAdministrator } from './admin-call';
import type { AdministratorGuard } from './administrator-guard';
import { formFieldErrors } from './form-field-errors';
import { webhookAddressProblem } from './webhook-address';

export interface WebhooksInUse {
  webhooks: (Webhook & { isThisKiosk: boolean })[];
  kioskReceiverUrl?: string;
}

/** D24: the branch's webhooks; in training the kiosk's own receiver (main/watch) is the one address to add. */
export class WebhookAdministration {
  readonly #session: SessionService;
  readonly #guard: AdministratorGuard;
  readonly #log: Logger;
  readonly #receiverUrl: () => string | undefined;

  constructor(options: { session: SessionService; guard: AdministratorGuard; log: Logger; receiverUrl: () => string | undefined }) {
    this.#session = options.session;
    this.#guard = options.guard;
    this.#log = options.log;
    this.#receiverUrl = options.receiverUrl;
  }

  async list(): Promise<WebhooksInUse> {
    return this.#listed(await this.#guard.allowRead());
  }

  /** One registration per address: one already there is answered as it is (K3: a lost answer is looked for first). */
  async add(pin: string, url: string | undefined): Promise<WebhooksInUse> {
    const profile = await this.#guard.allowChange(pin);
    const receiver = this.#receiverUrl();
    const address = url ?? (profile.environment.kind === 'training' ? receiver : undefined);
    if (address === undefined) {
      const reason =
        profile.environment.kind === 'training'
          ? 'The kiosk’s own receiver is not running, so there is nothing to add. Restart training and try again.'
          : 'Enter the address, starting with https://';
      throw new KioskFailure('invalid-input', reason, { url: [reason] });
    }
    const problem = webhookAddressProblem(address, profile.environment, receiver);
    if (problem !== undefined) throw new KioskFailure('invalid-input', problem, { url: [problem] });
    await callAsAdministrator(
      this.#session,
      this.#log,
      (vendor) => registerWebhook(vendor, profile.accountId, address),
      (failure) =>
        failure.fieldErrors === undefined
          ? undefined
          : new KioskFailure('invalid-input', 'The financing service did not take this address.', formFieldErrors(failure.fieldErrors)),
    );
    return this.#listed(profile);
  }

  /** Deleting the kiosk's own receiver (training) leaves status tracking to polling until training restarts. */
  async delete(pin: string, id: string): Promise<WebhooksInUse> {
    const profile = await this.#guard.allowChange(pin);
    await callAsAdministrator(this.#session, this.#log, (vendor) => vendor.deleteWebhook({ id }));
    return this.#listed(profile);
  }

  async #listed(profile: Profile): Promise<WebhooksInUse> {
    const answer = await callAsAdministrator(this.#session, this.#log, (vendor) => vendor.getWebhooks({ accountId: profile.accountId }));
    const receiver = profile.environment.kind === 'training' ? this.#receiverUrl() : undefined;
    return {
      webhooks: answer.webhooks.map((webhook) => ({ ...webhook, isThisKiosk: webhook.url === receiver })),
      ...(receiver === undefined ? {} : { kioskReceiverUrl: receiver }),
    };
  }
}
