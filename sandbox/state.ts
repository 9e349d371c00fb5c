import { z } from 'zod';
import {
  apiKeyTypes,
  applicationDocumentTypes,
  applicationStatuses,
  calloutStatuses,
  contentTypes,
  quoteStatuses,
  userRoles,
} from '../shared/enums';
import { defaultFinancingLimits } from '../shared/wire/financing-limits';
import { applicant } from '../shared/wire/applications';
import { attemptOutcomes, deliveryOutcomes, faultModes } from '../shared/wire/control';
import { checkoutRecord } from './checkout/checkout-record';
import type { ClockState } from './clock';

// The whole sandbox as plain JSON-serialisable data, so `--data` can keep it across restarts (D29).
// Times are epoch milliseconds of sandbox time; they are formatted only on the wire (D4).
// The schemas are the single source of the record types and validate a saved state when it is loaded.

const time = z.number();
const cents = z.number().int();

const accountLimits = z.object({
  minFinancedCents: cents,
  maxFinancedCents: cents,
  terms: z.array(z.number().int()),
  establishmentFeeCents: cents,
  smeEstablishmentFeeCents: cents,
  weeklyAccountKeepingFeeCents: cents,
  annualFeeCents: cents,
  latePaymentFeeCents: cents,
});
export type AccountLimits = z.infer<typeof accountLimits>;

const accountRecord = z.object({
  id: z.string(),
  entity_legal_name: z.string(),
  entity_trading_name: z.string(),
  limits: accountLimits,
});
/** Read only: changes go through the store (D30). */
export type AccountRecord = Readonly<z.infer<typeof accountRecord>>;

const userRecord = z.object({
  id: z.string(),
  role: z.enum(userRoles),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  accountIds: z.array(z.string()),
  created: time,
});
/** Read only: changes go through the store (D30). */
export type UserRecord = Readonly<z.infer<typeof userRecord>>;

const credentialRecord = z.object({
  apiId: z.string(),
  /** D11: only a hash of the secret is kept. */
  secretHash: z.string(),
  userId: z.string(),
  accountId: z.string(),
  created: time,
});
/** Read only: changes go through the store (D30). */
export type CredentialRecord = Readonly<z.infer<typeof credentialRecord>>;

const sessionRecord = z.object({
  key: z.string(),
  tokenHash: z.string(),
  userId: z.string(),
  accountId: z.string(),
  created: time,
  lastSeen: time,
});
/** Read only: changes go through the store (D30). */
export type SessionRecord = Readonly<z.infer<typeof sessionRecord>>;

const statusChangeRecord = z.object({ status: z.enum(applicationStatuses), at: time });
export type StatusChangeRecord = z.infer<typeof statusChangeRecord>;

const documentRecord = z.object({
  type: z.enum(applicationDocumentTypes),
  filename: z.string(),
  bytes: z.number().int(),
  sha256: z.string(),
  uploaded: time,
});
/** Read only: changes go through the store (D30). */
export type DocumentRecord = Readonly<z.infer<typeof documentRecord>>;

const applicationRecord = z.object({
  id: z.string(),
  account_id: z.string(),
  applicants: z.array(applicant),
  team_member: z.string(),
  total_purchase_amount: cents,
  deposit_amount: cents,
  financed_amount: cents,
  repayment_term: z.number().int(),
  product_category: z.string(),
  product_description: z.string(),
  reference_number: z.string(),
  status: z.enum(applicationStatuses),
  history: z.array(statusChangeRecord),
  created: time,
  documents: z.array(documentRecord),
  quoteId: z.string().optional(),
});
/** Read only: changes go through the store (D30). */
export type ApplicationRecord = Readonly<z.infer<typeof applicationRecord>>;

/** The customer and purchase a quote or callout proposes. */
const proposedPurchase = {
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string(),
  total_purchase_amount: cents,
  deposit_amount: cents,
  repayment_term: z.number().int(),
  product_category: z.string(),
  product_description: z.string(),
};

const quoteRecord = z.object({
  id: z.string(),
  account_id: z.string(),
  ...proposedPurchase,
  team_member: z.string(),
  status: z.enum(quoteStatuses),
  active: z.boolean(),
  created: time,
  expires: time,
  /** Secret part of the apply link sent in the quote email (D17). */
  applyToken: z.string(),
  applicationId: z.string().optional(),
});
/** Read only: changes go through the store (D30). */
export type QuoteRecord = Readonly<z.infer<typeof quoteRecord>>;

const calloutRecord = z.object({
  id: z.string(),
  account_id: z.string(),
  ...proposedPurchase,
  call_datetime: time,
  status: z.enum(calloutStatuses),
  created: time,
  modified: time,
});
/** Read only: changes go through the store (D30). */
export type CalloutRecord = Readonly<z.infer<typeof calloutRecord>>;

const messageRecord = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The apply link of a quote email, or the code of a secure-code SMS, for tools and tests. */
  link: z.string().optional(),
  code: z.string().optional(),
  sent: time,
});
/** Read only: changes go through the store (D30). */
export type MessageRecord = Readonly<z.infer<typeof messageRecord>>;

const secureCodeRecord = z.object({
  token: z.string(),
  mobile: z.string(),
  code: z.string(),
  issued: time,
  expires: time,
});
/** Read only: changes go through the store (D30). */
export type SecureCodeRecord = Readonly<z.infer<typeof secureCodeRecord>>;

const apiKeyRecord = z.object({
  id: z.string(),
  account_id: z.string(),
  type: z.enum(apiKeyTypes),
  key: z.string(),
  referrer_urls: z.array(z.string()),
  redirect_urls: z.array(z.string()),
  created: time,
});
/** Read only: changes go through the store (D30). */
export type ApiKeyRecord = Readonly<z.infer<typeof apiKeyRecord>>;

const webhookRecord = z.object({
  id: z.string(),
  account_id: z.string(),
  url: z.string(),
  created: time,
});
/** Read only: changes go through the store (D30). */
export type WebhookRecord = Readonly<z.infer<typeof webhookRecord>>;

/** One attempt to deliver a webhook event (D25): the HTTP status it got, or why it got none. */
const deliveryAttemptRecord = z.object({
  at: time,
  http: z.number().int().optional(),
  error: z.string().optional(),
  outcome: z.enum(attemptOutcomes),
});

/** One status change's event for one webhook, with every attempt to deliver it (D25). */
const deliveryRecord = z.object({
  /** Sent as `X-Event-Id`, the same on every attempt. */
  id: z.string(),
  applicationId: z.string(),
  webhookId: z.string(),
  url: z.string(),
  status: z.enum(applicationStatuses),
  reference_number: z.string(),
  raised: time,
  outcome: z.enum(deliveryOutcomes),
  /** Why nothing (more) was sent, for a skipped event. */
  reason: z.string().optional(),
  attempts: z.array(deliveryAttemptRecord),
});
/** Read only: changes go through the store (D30). */
export type DeliveryRecord = Readonly<z.infer<typeof deliveryRecord>>;

const contentRecord = z.object({
  content_type: z.enum(contentTypes),
  version: time,
  content: z.string(),
});
/** Read only: changes go through the store (D30). */
export type ContentRecord = Readonly<z.infer<typeof contentRecord>>;

const faultRecord = z.object({
  /** How many more requests to the endpoint fail. */
  remaining: z.number().int(),
  /** `error`: answer the endpoint's documented 5xx; `drop`: do the work, then cut the connection (K3). */
  mode: z.enum(faultModes),
  http: z.number().int(),
  status: z.number().int(),
  message: z.string(),
});
export type FaultRecord = z.infer<typeof faultRecord>;

const clockState: z.ZodType<ClockState> = z.object({
  offsetMs: z.number(),
  timers: z.array(z.object({ id: z.string(), at: time, kind: z.string(), data: z.record(z.string(), z.unknown()) })),
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

/** D19 defaults: the financed range and terms are shared/'s, the fees the sandbox's own. */
export function defaultLimits(): AccountLimits {
  return {
    minFinancedCents: defaultFinancingLimits.min_financed_amount,
    maxFinancedCents: defaultFinancingLimits.max_financed_amount,
    terms: [...defaultFinancingLimits.repayment_terms],
    establishmentFeeCents: 7_500,
    smeEstablishmentFeeCents: 9_900,
    weeklyAccountKeepingFeeCents: 230,
    annualFeeCents: 0,
    latePaymentFeeCents: 499,
  };
}
