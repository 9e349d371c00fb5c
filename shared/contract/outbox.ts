import { z } from 'zod/mini';

// K8: the kiosk's durable outbox. Every write to the financing service is written down before it is sent and
// marked with its outcome after; while the service cannot be reached, quotes, callouts, documents and references
// wait in it and go once each when it is back. The screens see entries as staff need them: never a secret (K1).

// `quoteCancel`: a quote the customer applied for at the kiosk, cancelled so its emailed link starts nothing more (K10).
export const outboxKinds = ['quote', 'callout', 'secureCode', 'document', 'reference', 'payment', 'quoteCancel'] as const;
export type OutboxKind = (typeof outboxKinds)[number];

/**
 * `pending`: written down, being sent. `queued`: waiting for the service to come back (K8). `sent`: the service
 * confirmed it (or K3's look-up found it). `unconfirmed`: the answer was lost and nothing can tell whether it
 * arrived (K7: callouts, secure codes), or the look-up could not tell yet. `failed`: the service refused it.
 * `withdrawn`: staff discarded it while it waited, so the kiosk never sends it.
 */
export const outboxStates = ['pending', 'queued', 'sent', 'unconfirmed', 'failed', 'withdrawn'] as const;
export type OutboxState = (typeof outboxStates)[number];

export const outboxId = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

/** One write, as staff see it in the Outbox panel. */
export const outboxEntryView = z.object({
  id: outboxId,
  kind: z.enum(outboxKinds),
  state: z.enum(outboxStates),
  /**
   * Plain words: what it is and for whom, e.g. "Quote for Jamie Nguyen, $8,500.00 over 24 months". Only while it is
   * still the kiosk's or staff's business (`waiting`, `needsDecision`): a settled entry names no customer (K4).
   */
  summary: z.optional(z.string().check(z.minLength(1), z.maxLength(300))),
  /** When staff asked for it, and when its state last changed (ISO 8601, the kiosk's clock). */
  created: z.string(),
  updated: z.string(),
  /** The service's id of what was made (a quote's, a callout's, the application's), once known. */
  serviceId: z.optional(z.string()),
  /** Why it failed or why it needs a decision, in plain words (the service's message where it gave one). */
  message: z.optional(z.string()),
  /** Staff must decide: send again (K7, `confirmRepeat`) or mark it done. */
  needsDecision: z.boolean(),
  /** Not gone yet, and the kiosk sends it by itself once it can (K8): staff may still discard it. */
  waiting: z.boolean(),
});
export type OutboxEntryView = z.infer<typeof outboxEntryView>;

/** The outbox at a glance: the newest entries first, and what the top bar's badge counts. */
export const outboxSnapshot = z.object({
  entries: z.array(outboxEntryView).check(z.maxLength(200)),
  /** False while the service cannot be reached (the screen says "offline — N queued"). */
  online: z.boolean(),
  /** Entries `waiting` to go: the count the top bar and the panel say, the same entries the list shows waiting. */
  queued: z.int().check(z.gte(0)),
  needsDecision: z.int().check(z.gte(0)),
  /** Entries whose record could not be read (damaged on disk): kept for support, never sent or dropped in silence. */
  unreadable: z.int().check(z.gte(0)),
});
export type OutboxSnapshot = z.infer<typeof outboxSnapshot>;

/**
 * Staff's decision on an entry: send it again (K7: they confirm the repeat), dismiss it as dealt with, or withdraw one
 * still `waiting` so it is never sent (refused, saying so, once it has gone).
 */
export const outboxDecisions = ['sendAgain', 'dismiss', 'withdraw'] as const;
export type OutboxDecision = (typeof outboxDecisions)[number];
export const resolveOutboxInput = z.strictObject({ id: outboxId, action: z.enum(outboxDecisions) });

/** What a write answers: sent, with what the service made, or queued until the service is back (K8). */
export function sentOrQueued<T extends z.core.$ZodType>(result: T) {
  return z.discriminatedUnion('state', [
    z.object({ state: z.literal('sent'), outboxId, result }),
    z.object({ state: z.literal('queued'), outboxId }),
  ]);
}

/** Spread into shared/contract.ts's `contract`; on its own so the browser host's bridge client can check these without the rest. */
export const outboxChannels = {
  'outbox:list': { input: z.strictObject({}), output: outboxSnapshot },
  'outbox:resolve': { input: resolveOutboxInput, output: outboxSnapshot },
};
