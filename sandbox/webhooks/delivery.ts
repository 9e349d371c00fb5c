import { z } from 'zod';
import { privateKeyOf } from '../api-key-records';
import type { Sandbox } from '../sandbox';
import type { ApplicationRecord, DeliveryRecord } from '../store/record-schemas';
import { signatureFields } from './signing';
import { postJson } from './transport';

// D25: each application status change is an event for each webhook of the application's account, delivered
// by attempts on the sandbox clock. Attempts are clock timers, so `clock.advance` runs (and awaits) those that
// fall due on the way, and pending deliveries live in the state and survive a restart.

/** Document, "Events": resend after 10, 10, 15, 30, 60, 120 and 240 minutes, so at most 8 attempts in 485 minutes. */
const retryDelaysMinutes = [10, 10, 15, 30, 60, 120, 240] as const;

const attemptTimer = 'webhook.attempt';
const attemptData = z.object({ deliveryId: z.string() });

const noPrivateKey = 'The account has no private API key, so nothing is sent';
const webhookDeleted = 'The webhook was deleted';

/** Runs attempts as they fall due, and retries at once any attempt a crash interrupted. */
export function startWebhookDelivery(sandbox: Sandbox): void {
  sandbox.clock.on(attemptTimer, async (timer) => {
    const { deliveryId } = attemptData.parse(timer.data);
    const delivery = sandbox.store.deliveries.get(deliveryId);
    if (delivery?.outcome === 'pending') await attempt(sandbox, delivery);
  });
  // The timer of an attempt leaves the state when the attempt starts; a crash before it ends leaves a pending event without one.
  for (const delivery of sandbox.store.deliveries.all()) {
    if (delivery.outcome === 'pending' && nextAttemptAt(sandbox, delivery) === undefined) scheduleAttempt(sandbox, delivery, sandbox.now());
  }
}

/** D14: a status change raises one event for each webhook of the application's account; the first attempt is made at once. */
export function raiseStatusEvents(sandbox: Sandbox, application: ApplicationRecord): void {
  const webhooks = sandbox.store.webhooks.filter((webhook) => webhook.account_id === application.account_id);
  if (webhooks.length === 0) return;
  const signed = privateKeyOf(sandbox, application.account_id) !== undefined;
  for (const webhook of webhooks) {
    const delivery: DeliveryRecord = {
      id: sandbox.newId('evt_'),
      applicationId: application.id,
      webhookId: webhook.id,
      url: webhook.url,
      status: application.status,
      reference_number: application.reference_number,
      raised: sandbox.now(),
      outcome: signed ? 'pending' : 'skipped',
      ...(signed ? {} : { reason: noPrivateKey }),
      attempts: [],
    };
    sandbox.store.deliveries.insert(delivery);
    if (signed) scheduleAttempt(sandbox, delivery, sandbox.now());
  }
  // Asynchronously: the request that changed the status is not kept waiting for the receivers.
  void sandbox.clock.runDueNow();
}

/** When the next attempt of a pending event is due, if one is scheduled. */
export function nextAttemptAt(sandbox: Sandbox, delivery: DeliveryRecord): number | undefined {
  return sandbox.clock.pending().find((timer) => timer.kind === attemptTimer && timer.data['deliveryId'] === delivery.id)?.at;
}

function scheduleAttempt(sandbox: Sandbox, delivery: DeliveryRecord, at: number): void {
  sandbox.clock.schedule(at, attemptTimer, { deliveryId: delivery.id });
}

async function attempt(sandbox: Sandbox, delivery: DeliveryRecord): Promise<void> {
  const webhook = sandbox.store.webhooks.get(delivery.webhookId);
  const privateKey = webhook && privateKeyOf(sandbox, webhook.account_id);
  if (!privateKey) {
    sandbox.store.deliveries.update(delivery, (draft) => {
      draft.outcome = 'skipped';
      draft.reason = webhook ? noPrivateKey : webhookDeleted;
    });
    return;
  }
  const at = sandbox.now();
  // Signed afresh for every attempt: a new timestamp and token; the event id stays (D25).
  const body = {
    id: delivery.applicationId,
    reference_number: delivery.reference_number,
    status: delivery.status,
    ...(await signatureFields(privateKey, at)),
  };
  const answer = await postJson(delivery.url, body, { 'x-event-id': delivery.id });
  // A reset while the attempt was on its way replaced the delivery log: this event is gone.
  if (sandbox.store.deliveries.get(delivery.id) !== delivery) return;
  const acknowledged = 'http' in answer && (answer.http === 200 || answer.http === 406);
  const attempts = [...delivery.attempts, { at, ...answer, outcome: acknowledged ? ('acknowledged' as const) : ('failed' as const) }];
  const retryDelay = retryDelaysMinutes[attempts.length - 1];
  sandbox.store.deliveries.update(delivery, (draft) => {
    draft.attempts = attempts;
    if (acknowledged) draft.outcome = 'delivered';
    else if (retryDelay === undefined) draft.outcome = 'failed';
  });
  if (!acknowledged && retryDelay !== undefined) scheduleAttempt(sandbox, delivery, at + retryDelay * 60_000);
}
