import type { ApplicationKioskRecord } from '../contract/kiosk-records';
import type { Application, ApplicationDocument } from '../wire/applications';
import { stillAwaitingCustomer } from './payment-request';

// Where an application's payment stands (D14), from the service's status and this kiosk's outbox record (K8): one rule
// for the application's payment card and main's Needs you list.

export type PaymentStanding =
  | { kind: 'not-approved' }
  | { kind: 'paid' }
  | { kind: 'ready' }
  /** K7-style: requested, and the status has not moved since: a second request would only repeat it. */
  | { kind: 'waiting'; requestedAt: string }
  /** K7: its answer was lost; it may have reached the provider (the Outbox holds the decision). */
  | { kind: 'may-have-gone'; requestedAt: string };

export function paymentStanding(
  application: Pick<Application, 'status' | 'status_history'>,
  record: ApplicationKioskRecord | null,
): PaymentStanding {
  if (application.status === 'PAID') return { kind: 'paid' };
  if (application.status !== 'APPROVED') return { kind: 'not-approved' };
  const request = record?.paymentRequest ?? null;
  if (request?.state === 'sent' && request.statusWhenRequested && stillAwaitingCustomer(request.statusWhenRequested, application))
    return { kind: 'waiting', requestedAt: request.requestedAt };
  if (request?.state === 'unconfirmed' || request?.state === 'pending') return { kind: 'may-have-gone', requestedAt: request.requestedAt };
  return { kind: 'ready' };
}

/** An invoice (D16) is on the application: the provider lists one, or one from this kiosk reached it (K8). */
export function invoiceReachedProvider(
  documents: readonly Pick<ApplicationDocument, 'type'>[],
  record: ApplicationKioskRecord | null,
): boolean {
  return documents.some((document) => document.type === 'INVOICE') || (record?.invoices ?? []).some((invoice) => invoice.state === 'sent');
}
