import { z } from 'zod/mini';

// zod/mini (issue 37): every answer's check, loaded with the bridge client before the whole contract.

/** Why a kiosk operation did not happen; screens choose what to show by code and show the message as it is. */
export const kioskErrorCodes = [
  'invalid-input',
  'not-signed-in',
  'locked',
  'wrong-pin',
  'too-many-attempts',
  'not-found',
  'not-allowed',
  'refused',
  'credentials',
  // No connection or no answer in time: nothing reached the service (told apart from the service's own error, below).
  'unavailable',
  // The service answered with its own error (a 5xx, or an answer the kiosk cannot read): it is there, try again soon.
  'service-error',
  'outcome-unknown',
  // K7: the same request may already have reached the provider; staff confirm before it goes again.
  'needs-confirmation',
  'not-training',
  'untrusted-caller',
  'internal',
] as const;
export type KioskErrorCode = (typeof kioskErrorCodes)[number];

const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrors>;

/** `message` is plain words for a salesperson, never a stack or a service's internals. */
export const kioskError = z.object({
  code: z.enum(kioskErrorCodes),
  message: z.string().check(z.minLength(1)),
  fieldErrors: z.optional(fieldErrors),
  /** `too-many-attempts` (K15): how long PIN checks stay paused from this answer on, so the screen can count it down. */
  retryInMs: z.optional(z.int().check(z.gte(0))),
});
export type KioskError = z.infer<typeof kioskError>;

/** Every channel answers this instead of throwing: Electron passes only `message` of a thrown error (docs/house-plan.md). */
export type KioskResult<T> = { ok: true; data: T } | { ok: false; error: KioskError };

export function kioskResult<T extends z.core.$ZodType>(data: T) {
  return z.discriminatedUnion('ok', [z.object({ ok: z.literal(true), data }), z.object({ ok: z.literal(false), error: kioskError })]);
}
