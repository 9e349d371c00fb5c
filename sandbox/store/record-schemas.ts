import { z } from 'zod';
import { apiKeyTypes, applicationDocumentTypes, applicationStatuses, calloutStatuses, quoteStatuses, userRoles } from '../../shared/enums';
import { applicant } from '../../shared/wire/applications';
import { financedPurchaseFields } from '../../shared/wire/common';
import { content } from '../../shared/wire/content';
import { attemptOutcomes, deliveryOutcomes, faultModes, sandboxMessage } from '../../shared/wire/control';
import { accountLimits } from './account-limits';

// The sandbox's stored records as plain JSON-serialisable data, so `--data` can keep them across restarts (D29).
// Times are epoch milliseconds of sandbox time; they are formatted only on the wire (D4).
// The schemas are the single source of the record types and validate a saved state when it is loaded.

const time = z.number();
const cents = z.number().int();

export const accountRecord = z.object({
  id: z.string(),
  entity_legal_name: z.string(),
  entity_trading_name: z.string(),
  limits: accountLimits,
});
/** Read only: changes go through the store (D30). */
export type AccountRecord = Readonly<z.infer<typeof accountRecord>>;

export const userRecord = z.object({
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

export const credentialRecord = z.object({
  apiId: z.string(),
  /** D11: only a hash of the secret is kept. */
  secretHash: z.string(),
  userId: z.string(),
  accountId: z.string(),
  created: time,
});
/** Read only: changes go through the store (D30). */
export type CredentialRecord = Readonly<z.infer<typeof credentialRecord>>;

export const sessionRecord = z.object({
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

export const applicationRecord = z.object({
  id: z.string(),
  account_id: z.string(),
  applicants: z.array(applicant),
  team_member: z.string(),
  ...financedPurchaseFields,
  reference_number: z.string(),
  status: z.enum(applicationStatuses),
  history: z.array(statusChangeRecord),
  created: time,
  documents: z.array(documentRecord),
  quoteId: z.string().optional(),
});
/** Read only: changes go through the store (D30). */
export type ApplicationRecord = Readonly<z.infer<typeof applicationRecord>>;

/** The purchase a quote, callout or checkout is for. */
export const purchaseFields = {
  total_purchase_amount: cents,
  deposit_amount: cents,
  repayment_term: z.number().int(),
  product_category: z.string(),
  product_description: z.string(),
};

/** The customer and purchase a quote or callout proposes. */
const proposedPurchase = {
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string(),
  ...purchaseFields,
};

export const quoteRecord = z.object({
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

export const calloutRecord = z.object({
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

/** A message the sandbox "sent" (D27), as the control interface lists it, with its time kept as a number. */
export const messageRecord = sandboxMessage.extend({ sent: time });
/** Read only: changes go through the store (D30). */
export type MessageRecord = Readonly<z.infer<typeof messageRecord>>;

export const secureCodeRecord = z.object({
  token: z.string(),
  mobile: z.string(),
  code: z.string(),
  issued: time,
  expires: time,
});
/** Read only: changes go through the store (D30). */
export type SecureCodeRecord = Readonly<z.infer<typeof secureCodeRecord>>;

export const apiKeyRecord = z.object({
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

export const webhookRecord = z.object({
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
export const deliveryRecord = z.object({
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

/** Get Content's text (D21), its version kept as a number. */
export const contentRecord = content.extend({ version: time });
/** Read only: changes go through the store (D30). */
export type ContentRecord = Readonly<z.infer<typeof contentRecord>>;

export const faultRecord = z.object({
  /** How many more requests to the endpoint fail. */
  remaining: z.number().int(),
  /** `error`: answer the endpoint's documented 5xx; `drop`: do the work, then cut the connection (K3). */
  mode: z.enum(faultModes),
  http: z.number().int(),
  status: z.number().int(),
  message: z.string(),
});
export type FaultRecord = z.infer<typeof faultRecord>;
