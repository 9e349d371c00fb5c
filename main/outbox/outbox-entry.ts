import { z } from 'zod';
import { outboxStates, type OutboxKind } from '../../shared/contract/outbox';
import { applicationId } from '../../shared/contract/ids';
import { statusMark } from '../../shared/applications/payment-request';
import { createDocumentBody, secureCodeBody, updateApplicationBody } from '../../shared/wire/applications';
import { createCalloutBody } from '../../shared/wire/callouts';
import { createQuoteBody } from '../../shared/wire/quotes';
import { recordId } from '../../shared/contract/ids';

// K8: one write as the outbox keeps it (sealed on disk): what to send, what became of it, and what K3/K7 need.

/** Exactly the body each write sends, so it can go again after a restart (K8) or on staff's say-so (K7). */
export const outboxPayloads = {
  quote: createQuoteBody,
  callout: createCalloutBody,
  secureCode: secureCodeBody,
  document: createDocumentBody.extend({ application_id: applicationId }),
  reference: updateApplicationBody.extend({ application_id: applicationId }),
  payment: z.strictObject({ application_id: applicationId }),
  // K10: the quote to cancel (Cancel Quote takes its id), and the application the customer made from it at the kiosk.
  quoteCancel: z.strictObject({ id: recordId, application_id: applicationId }),
} as const satisfies Record<OutboxKind, z.ZodType>;

export type OutboxPayload<K extends OutboxKind> = z.infer<(typeof outboxPayloads)[K]>;

const common = {
  id: z.string(),
  state: z.enum(outboxStates),
  /** The kiosk's clock, epoch ms. */
  created: z.number(),
  updated: z.number(),
  /** When it last went to the service: K7's refusal names it. */
  sentAt: z.number().optional(),
  summary: z.string(),
  serviceId: z.string().optional(),
  message: z.string().optional(),
  /** K7: a hash of who it was for (same customer, same mobile, same application), to refuse a repeat for 30 minutes. */
  sameAs: z.string().optional(),
  /** K3 for documents: how many of the same name and type the application had before the first upload. */
  documentsBefore: z.number().int().min(0).optional(),
  /** Its outcome came after its caller was answered (queued, K8; still unknown, K3): staff see a refusal in the outbox. */
  waited: z.boolean().optional(),
  /** Staff dismissed it (`outbox:resolve`). */
  dealtWith: z.boolean().optional(),
};

/**
 * The little the kiosk's own lists need once the payload is gone, kept as long as the entry (pruned a week after it
 * is resolved): the call-backs list (D18), the invoices uploaded and the payment request per application (D14, K7).
 */
export const outboxKept = {
  quote: z.object({ mobile: z.string() }),
  callout: z.object({ name: z.string(), mobile: z.string(), financedCents: z.number().int(), callAt: z.string().optional() }),
  document: z.object({ applicationId, documentType: z.string() }),
  payment: z.object({ applicationId, statusWhenRequested: statusMark.optional() }),
  quoteCancel: z.object({ quoteId: recordId, applicationId }),
} as const;

// The payload goes once the write is resolved: nothing of the customer stays longer than needed.
export const outboxEntry = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.literal('quote'), payload: outboxPayloads.quote.optional(), kept: outboxKept.quote.optional() }),
  z.object({ ...common, kind: z.literal('callout'), payload: outboxPayloads.callout.optional(), kept: outboxKept.callout.optional() }),
  z.object({ ...common, kind: z.literal('secureCode'), payload: outboxPayloads.secureCode.optional() }),
  z.object({ ...common, kind: z.literal('document'), payload: outboxPayloads.document.optional(), kept: outboxKept.document.optional() }),
  z.object({ ...common, kind: z.literal('reference'), payload: outboxPayloads.reference.optional() }),
  z.object({ ...common, kind: z.literal('payment'), payload: outboxPayloads.payment.optional(), kept: outboxKept.payment.optional() }),
  z.object({
    ...common,
    kind: z.literal('quoteCancel'),
    payload: outboxPayloads.quoteCancel.optional(),
    kept: outboxKept.quoteCancel.optional(),
  }),
]);
export type OutboxEntry = z.infer<typeof outboxEntry>;

/** K7: no list to look in, so a lost answer stays a question for staff. */
export const unlookable: ReadonlySet<OutboxKind> = new Set<OutboxKind>(['callout', 'secureCode', 'payment']);

/** K8: these may wait for the service; secure codes and payment requests need it there and then. */
export const queueable: ReadonlySet<OutboxKind> = new Set<OutboxKind>(['quote', 'callout', 'document', 'reference', 'quoteCancel']);

/** Staff must decide: an outcome nothing can look up (K7), or a queued write the service later refused. */
export function needsDecision(entry: OutboxEntry): boolean {
  if (entry.dealtWith) return false;
  return (entry.state === 'unconfirmed' && unlookable.has(entry.kind)) || (entry.state === 'failed' && entry.waited === true);
}

/** Not gone yet, and the kiosk sends it by itself once it can: queued, cut off, or looked up first (K3). Staff may withdraw it. */
export function waiting(entry: OutboxEntry): boolean {
  if (entry.dealtWith) return false;
  return entry.state === 'queued' || entry.state === 'pending' || (entry.state === 'unconfirmed' && !unlookable.has(entry.kind));
}

/** Still the kiosk's business: kept until resolved, never pruned (K8). */
export function unresolved(entry: OutboxEntry): boolean {
  return !entry.dealtWith && (entry.state === 'pending' || entry.state === 'queued' || entry.state === 'unconfirmed');
}
