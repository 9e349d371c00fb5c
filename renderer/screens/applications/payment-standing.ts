import { stillAwaitingCustomer } from '../../../shared/applications/payment-request';
import type { ApplicationKioskRecord } from '../../../shared/contract/kiosk-records';
import type { Application, ApplicationDocument } from '../../../shared/wire/applications';
import type { AsyncState } from '../../store/async-state';
import { say } from './words';

// Where an application's payment stands for staff (D14), from the service's status and this kiosk's outbox record (K8).

export type PaymentStanding =
  | { kind: 'not-approved' }
  | { kind: 'paid' }
  | { kind: 'ready' }
  /** K7-style: requested, and the status has not moved since: a second request would only repeat it. */
  | { kind: 'waiting'; requestedAt: string }
  /** K7: its answer was lost; it may have reached the provider (the Outbox holds the decision). */
  | { kind: 'may-have-gone'; requestedAt: string };

export function paymentStanding(application: Application, record: ApplicationKioskRecord | null): PaymentStanding {
  if (application.status === 'PAID') return { kind: 'paid' };
  if (application.status !== 'APPROVED') return { kind: 'not-approved' };
  const request = record?.paymentRequest ?? null;
  if (request?.state === 'sent' && request.statusWhenRequested && stillAwaitingCustomer(request.statusWhenRequested, application))
    return { kind: 'waiting', requestedAt: request.requestedAt };
  if (request?.state === 'unconfirmed' || request?.state === 'pending') return { kind: 'may-have-gone', requestedAt: request.requestedAt };
  return { kind: 'ready' };
}

/** Whether an invoice is on the application, and if not, what staff can honestly be told about it. */
export type InvoiceStanding = { present: true } | { present: false; words: string };

export function invoiceStanding(
  documents: readonly ApplicationDocument[],
  documentsState: AsyncState,
  record: ApplicationKioskRecord | null,
): InvoiceStanding {
  const invoices = record?.invoices ?? [];
  if (documents.some((document) => document.type === 'INVOICE') || invoices.some((invoice) => invoice.state === 'sent'))
    return { present: true };
  if (invoices.some((invoice) => invoice.state === 'queued' || invoice.state === 'pending'))
    return { present: false, words: say('applications.invoice.waiting') };
  if (invoices.some((invoice) => invoice.state === 'unconfirmed'))
    return { present: false, words: say('applications.invoice.unconfirmed') };
  if (documentsState.status === 'failed') return { present: false, words: say('applications.invoice.unreadable') };
  return { present: false, words: say('applications.invoice.none') };
}
