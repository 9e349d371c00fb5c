import { z } from 'zod';
import { statusMark } from '../applications/payment-request';
import { outboxId, outboxStates } from './outbox';

// What this kiosk itself sent, read back from its outbox record (K8): the call-backs it asked for (D18) and, per
// application, the invoices it uploaded and its payment request (D14). Nothing kept anywhere but the outbox.

export const callbackRecord = z.object({
  outboxId,
  name: z.string(),
  mobile: z.string(),
  financedCents: z.number().int().min(0),
  /** When staff asked for it (ISO 8601, the kiosk's clock). */
  requestedAt: z.string(),
  /** `sent`: booked; `queued`: waits for the service (K8); `unconfirmed`: may have reached the provider (K7). */
  state: z.enum(outboxStates),
  /** The slot the provider booked (D18, UTC), once it answered. */
  callAt: z.string().optional(),
  /** The service's id for the call-back. */
  serviceId: z.string().optional(),
  message: z.string().optional(),
});
export type CallbackRecord = z.infer<typeof callbackRecord>;

export const callbackList = z.object({ callbacks: z.array(callbackRecord).max(200) });

export const kioskUpload = z.object({ state: z.enum(outboxStates), at: z.string() });

export const paymentRequestRecord = z.object({
  state: z.enum(outboxStates),
  /** When it went to the service (ISO 8601, the kiosk's clock). */
  requestedAt: z.string(),
  /** The application's status when the service answered; a request is not repeated while it stands (K7). */
  statusWhenRequested: statusMark.optional(),
  message: z.string().optional(),
});
export type PaymentRequestRecord = z.infer<typeof paymentRequestRecord>;

/** One application as this kiosk knows it from its own writes. */
export const applicationKioskRecord = z.object({
  /** Invoices (D16 type INVOICE) uploaded from this kiosk, newest first. */
  invoices: z.array(kioskUpload),
  /** The newest payment request from this kiosk, if any. */
  paymentRequest: paymentRequestRecord.nullable(),
});
export type ApplicationKioskRecord = z.infer<typeof applicationKioskRecord>;
