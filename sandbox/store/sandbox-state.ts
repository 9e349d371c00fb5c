import { z } from 'zod';
import { checkoutRecord } from '../checkout/checkout-record';
import type { ClockState } from '../clock';
import {
  accountRecord,
  apiKeyRecord,
  applicationRecord,
  calloutRecord,
  contentRecord,
  credentialRecord,
  deliveryRecord,
  faultRecord,
  messageRecord,
  quoteRecord,
  secureCodeRecord,
  sessionRecord,
  userRecord,
  webhookRecord,
} from './record-schemas';

// The whole sandbox as one plain JSON value (D29): what the store holds, what a snapshot writes, and the schema
// a saved state must pass when it is loaded (D30).

const clockState: z.ZodType<ClockState> = z.object({
  offsetMs: z.number(),
  timers: z.array(z.object({ id: z.string(), at: z.number(), kind: z.string(), data: z.record(z.string(), z.unknown()) })),
  nextTimerId: z.number().int(),
});

export const sandboxState = z.object({
  version: z.literal(1),
  nextId: z.number().int(),
  clock: clockState,
  accounts: z.array(accountRecord),
  users: z.array(userRecord),
  credentials: z.array(credentialRecord),
  sessions: z.array(sessionRecord),
  /** Fingerprints of ended sessions, so deleting one again answers "Invalid session" (D9). */
  endedSessions: z.array(z.string()),
  applications: z.array(applicationRecord),
  quotes: z.array(quoteRecord),
  callouts: z.array(calloutRecord),
  messages: z.array(messageRecord),
  secureCodes: z.array(secureCodeRecord),
  apiKeys: z.array(apiKeyRecord),
  webhooks: z.array(webhookRecord),
  /** The delivery log of webhook events, pending ones included (D25, D27). */
  deliveries: z.array(deliveryRecord),
  /** Checkouts in progress and finished, kept a day (D23). */
  checkouts: z.array(checkoutRecord).default([]),
  content: z.array(contentRecord),
  faults: z.record(z.string(), faultRecord),
  /** D30: the journal that continues this snapshot, beside it in the data folder. */
  journal: z.string().optional(),
});
export type SandboxState = z.infer<typeof sandboxState>;

export function emptyState(): SandboxState {
  return {
    version: 1,
    nextId: 1,
    clock: { offsetMs: 0, timers: [], nextTimerId: 1 },
    accounts: [],
    users: [],
    credentials: [],
    sessions: [],
    endedSessions: [],
    applications: [],
    quotes: [],
    callouts: [],
    messages: [],
    secureCodes: [],
    apiKeys: [],
    webhooks: [],
    deliveries: [],
    checkouts: [],
    content: [],
    faults: {},
  };
}
