import { z } from 'zod';
import { applicationStatuses } from '../enums';
import { okStatus, timestamp } from './common';
import { applicationResponse } from './applications';
import type { EndpointSpec } from './endpoints';
import { errors as e } from './errors';

// D27: the sandbox's control interface, under /sandbox/v1, without a session. Sandbox only.

export const sandboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  link: z.string().optional().meta({ description: 'The apply link of a quote email (D17)' }),
  code: z.string().optional().meta({ description: 'The code of a secure-code SMS (D20)' }),
  sent: timestamp,
});
export type SandboxMessage = z.infer<typeof sandboxMessage>;

export const clockReading = z.object({ now: timestamp, pendingTimers: z.number().int() });
export type ClockReading = z.infer<typeof clockReading>;

const clockResponse = z.object({ status: okStatus, clock: clockReading });

export const faultModes = ['error', 'drop'] as const;

/** D25: an attempt is acknowledged by 200 or 406; anything else fails and the event is retried. */
export const attemptOutcomes = ['acknowledged', 'failed'] as const;
/** D25: `skipped` when the account has no private key (nothing is sent) or the webhook went away. */
export const deliveryOutcomes = ['pending', 'delivered', 'failed', 'skipped'] as const;

const webhookDeliveryAttempt = z.object({
  time: timestamp,
  http: z.number().int().optional().meta({ description: 'The HTTP status the receiver answered' }),
  error: z.string().optional().meta({ description: 'Why there was no answer: timeout, refused connection…' }),
  outcome: z.enum(attemptOutcomes),
});

export const webhookDelivery = z.object({
  id: z.string().meta({ description: 'The event id, sent as X-Event-Id on every attempt (D25)' }),
  applicationId: z.string(),
  webhookId: z.string(),
  url: z.string(),
  status: z.enum(applicationStatuses),
  referenceNumber: z.string(),
  raised: timestamp,
  outcome: z.enum(deliveryOutcomes),
  reason: z.string().optional(),
  nextAttempt: z.optional(timestamp),
  attempts: z.array(webhookDeliveryAttempt),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const seedNames = ['demo', 'empty'] as const;
export type SeedName = (typeof seedNames)[number];

export const apiCredentials = z.object({ apiId: z.string(), apiSecret: z.string() });
export const seedHandout = z.object({
  credentials: z.object({ administrator: apiCredentials, teamMember: apiCredentials.optional() }),
  publicKey: z.string().optional(),
  privateKey: z.string().optional(),
});
export type SeedHandout = z.infer<typeof seedHandout>;

const c = '/sandbox/v1';

export const controlEndpoints = {
  getMessages: {
    summary: 'Messages the sandbox "sent" (SMS and email)',
    tag: 'Sandbox control',
    method: 'GET',
    path: `${c}/messages`,
    auth: 'public',
    query: z.strictObject({ to: z.string().optional() }),
    response: z.object({ status: okStatus, messages: z.array(sandboxMessage) }),
    errors: [e.invalidInput, e.unsupportedMediaType],
  },
  getClock: {
    summary: 'Read the sandbox clock',
    tag: 'Sandbox control',
    method: 'GET',
    path: `${c}/clock`,
    auth: 'public',
    response: clockResponse,
    errors: [e.unsupportedMediaType],
  },
  advanceClock: {
    summary: 'Advance the sandbox clock, running every due timer in time order',
    tag: 'Sandbox control',
    method: 'POST',
    path: `${c}/clock/advance`,
    auth: 'public',
    body: z.strictObject({
      seconds: z
        .number()
        .int()
        .min(0)
        .max(10 * 365 * 86_400),
    }),
    response: clockResponse,
    errors: [e.invalidInput, e.unsupportedMediaType],
  },
  forceApplicationStatus: {
    summary: 'Force an application status',
    tag: 'Sandbox control',
    method: 'POST',
    path: `${c}/applications/{id}/status`,
    auth: 'public',
    params: z.strictObject({ id: z.string() }),
    body: z.strictObject({ status: z.enum(applicationStatuses) }),
    response: applicationResponse,
    errors: [e.invalidInput, e.applicationNotFound, e.unsupportedMediaType],
  },
  getWebhookDeliveries: {
    summary: 'Webhook events with every delivery attempt (D25), oldest first',
    tag: 'Sandbox control',
    method: 'GET',
    path: `${c}/webhook-deliveries`,
    auth: 'public',
    query: z.strictObject({ applicationId: z.string().optional() }),
    response: z.object({ status: okStatus, deliveries: z.array(webhookDelivery) }),
    errors: [e.invalidInput, e.unsupportedMediaType],
  },
  reset: {
    summary: 'Reset the sandbox to a seed',
    tag: 'Sandbox control',
    method: 'POST',
    path: `${c}/reset`,
    auth: 'public',
    body: z.strictObject({ seed: z.enum(seedNames).optional() }).optional(),
    response: z.object({ status: okStatus, seed: z.enum(seedNames), handout: seedHandout }),
    errors: [e.invalidInput, e.unsupportedMediaType],
  },
  injectFault: {
    summary: 'Make the next requests to an endpoint fail (its documented 5xx) or lose their answer (K3 drills)',
    tag: 'Sandbox control',
    method: 'POST',
    path: `${c}/faults`,
    auth: 'public',
    body: z.strictObject({
      endpoint: z.string(),
      count: z.number().int().min(1).max(1000).default(1),
      mode: z.enum(faultModes).default('error'),
    }),
    response: z.object({ status: okStatus }),
    errors: [e.invalidInput, e.unsupportedMediaType],
  },
} as const satisfies Record<string, EndpointSpec>;

export type ControlEndpointId = keyof typeof controlEndpoints;
