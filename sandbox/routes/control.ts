import { controlEndpoints, type ControlEndpointId, type SeedName, type WebhookDelivery } from '../../shared/wire/control';
import { endpointIds, endpoints, type EndpointId } from '../../shared/wire/endpoints';
import { errors } from '../../shared/wire/errors';
import { formatTimestamp } from '../clock';
import type { Handler } from '../handler';
import { parseInput } from '../input';
import { overrideApplicationStatus } from '../lifecycle';
import type { Sandbox } from '../sandbox';
import { seeds } from '../seeds';
import type { SeedResult } from '../seeds/seed';
import { fail } from '../service-error';
import { emptyState } from '../store/sandbox-state';
import type { DeliveryRecord, MessageRecord } from '../store/record-schemas';
import { nextAttemptAt } from '../webhooks/delivery';
import { presentApplication } from './applications';

// D27: the control interface. No session: it exists only in the sandbox.

/** The seed a reset without a body goes back to, and who hears of each reset's new handout (to keep it with the data). */
export interface Seeding {
  name: SeedName;
  reseeded(handout: SeedResult): Promise<void>;
}

export function controlHandlers(sandbox: Sandbox, seeding: Seeding): Record<ControlEndpointId, Handler> {
  const clockReading = () => ({ now: formatTimestamp(sandbox.now()), pendingTimers: sandbox.clock.pending().length });
  return {
    getMessages: ({ query }) => {
      const { to } = parseInput(controlEndpoints.getMessages.query, query, errors.invalidInput);
      const messages = to === undefined ? sandbox.store.messages.all() : sandbox.store.messagesByRecipient.get(to.toLowerCase());
      return { messages: messages.map(presentMessage) };
    },
    getClock: () => ({ clock: clockReading() }),
    advanceClock: async ({ body }) => {
      const { seconds } = parseInput(controlEndpoints.advanceClock.body, body, errors.invalidInput);
      await sandbox.clock.advance(seconds);
      return { clock: clockReading() };
    },
    forceApplicationStatus: ({ params, body }) => {
      const { status } = parseInput(controlEndpoints.forceApplicationStatus.body, body, errors.invalidInput);
      const application = sandbox.store.applications.get(params['id'] ?? '') ?? fail(errors.applicationNotFound);
      overrideApplicationStatus(sandbox, application, status);
      return { application: presentApplication(application) };
    },
    getWebhookDeliveries: ({ query }) => {
      const { applicationId } = parseInput(controlEndpoints.getWebhookDeliveries.query, query, errors.invalidInput);
      const deliveries =
        applicationId === undefined ? sandbox.store.deliveries.all() : sandbox.store.deliveriesByApplication.get(applicationId);
      return { deliveries: deliveries.map((delivery) => presentDelivery(sandbox, delivery)) };
    },
    reset: async ({ body }) => {
      const { seed = seeding.name } = parseInput(controlEndpoints.reset.body, body, errors.invalidInput) ?? {};
      seeding.name = seed;
      const handout = resetTo(sandbox, seed);
      await seeding.reseeded(handout);
      return { seed, handout };
    },
    injectFault: ({ body }) => {
      const { endpoint, count, mode } = parseInput(controlEndpoints.injectFault.body, body, errors.invalidInput);
      const id = endpointIds.find((candidate) => candidate === endpoint) ?? fail(errors.invalidInput, { endpoint: ['Unknown endpoint'] });
      sandbox.store.setFault(id, { remaining: count, mode, ...faultAnswer(id) });
      return {};
    },
  };
}

/** Replaces everything but the clock's time with a fresh seed. */
export function resetTo(sandbox: Sandbox, seed: SeedName): SeedResult {
  const fresh = emptyState();
  // The clock keeps its time and its timer numbering; D30: the id counter never goes back, even across a reset.
  fresh.clock = { ...sandbox.state.clock, timers: [] };
  fresh.nextId = sandbox.state.nextId;
  sandbox.store.replace(fresh);
  return seeds[seed](sandbox);
}

/** An injected fault answers with the first 5xx the document lists for the endpoint. */
function faultAnswer(id: EndpointId) {
  const listed: readonly { http: number; status: number; message: string }[] = endpoints[id].errors;
  const { http, status, message } = listed.find((spec) => spec.http >= 500) ?? errors.internalError;
  return { http, status, message };
}

function presentMessage(message: MessageRecord) {
  return { ...message, sent: formatTimestamp(message.sent) };
}

function presentDelivery(sandbox: Sandbox, delivery: DeliveryRecord): WebhookDelivery {
  const nextAttempt = nextAttemptAt(sandbox, delivery);
  return {
    id: delivery.id,
    applicationId: delivery.applicationId,
    webhookId: delivery.webhookId,
    url: delivery.url,
    status: delivery.status,
    referenceNumber: delivery.reference_number,
    raised: formatTimestamp(delivery.raised),
    outcome: delivery.outcome,
    ...(delivery.reason === undefined ? {} : { reason: delivery.reason }),
    ...(nextAttempt === undefined ? {} : { nextAttempt: formatTimestamp(nextAttempt) }),
    attempts: delivery.attempts.map(({ at, ...attempt }) => ({ time: formatTimestamp(at), ...attempt })),
  };
}
