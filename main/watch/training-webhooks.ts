import type { Logger } from '../core/logger';
import { describeFailure } from '../core/service-failure';
import { failed, ok, type Result } from '../core/result';
import type { VendorClient } from '../core/vendor-port';
import type { SeenTokens } from './seen-tokens';
import type { StatusReport } from './status-report';
import { startWebhookReceiver } from './webhook-receiver';
import { registerWebhook, type WebhookAdmin } from './webhook-registration';

export interface TrainingWebhooksOptions {
  /** A client signed in as the training sandbox's ADMINISTRATOR (D10: only they manage webhooks). */
  admin: WebhookAdmin & Pick<VendorClient, 'signOut'>;
  accountId: string;
  /** The account's private API key, from the training sandbox's handout (D25: without one nothing is sent). */
  privateKey: string;
  /** The sandbox's clock, in ms: webhook timestamps are its seconds. */
  serviceNow: () => number;
  /** Usually `StatusWatcher.report`. */
  onReport: (report: StatusReport) => Promise<unknown>;
  log: Logger;
  seenTokens?: SeenTokens;
}

export interface TrainingWebhooks {
  readonly url: string;
  readonly webhookId: string;
  /** Deletes the webhook (in a short admin session, K2) and stops the receiver. */
  close(): Promise<void>;
}

/** Training only: a verified webhook receiver on loopback, registered with the embedded sandbox (D24–D26). */
export async function startTrainingWebhooks(options: TrainingWebhooksOptions): Promise<Result<TrainingWebhooks>> {
  const { admin, accountId, log } = options;
  const receiver = await startWebhookReceiver({
    privateKey: options.privateKey,
    serviceNow: options.serviceNow,
    log,
    onReport: (report) =>
      void options.onReport(report).catch((error: unknown) => log.error('watch: a webhook could not be followed up', error)),
    ...(options.seenTokens ? { seenTokens: options.seenTokens } : {}),
  });
  const registered = await registerWebhook(admin, accountId, receiver.url);
  // K2: no admin session is kept open while the kiosk only listens; closing signs in again to delete the webhook.
  await admin.signOut();
  if (!registered.ok) {
    await receiver.close();
    return failed(registered.error);
  }
  const webhookId = registered.data.id;
  return ok({
    url: receiver.url,
    webhookId,
    close: async () => {
      const deleted = await admin.deleteWebhook({ id: webhookId });
      if (!deleted.ok) log.warn(`watch: could not delete the training webhook: ${describeFailure(deleted.error)}`);
      await admin.signOut();
      await receiver.close();
    },
  });
}
