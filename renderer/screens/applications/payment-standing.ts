import { invoiceReachedProvider } from '../../../shared/applications/payment-standing';
import type { ApplicationKioskRecord } from '../../../shared/contract/kiosk-records';
import type { ApplicationDocument } from '../../../shared/wire/applications';
import type { AsyncState } from '../../store/async-state';
import { say } from './words';

// Whether an invoice is on an application, for staff; where its payment stands: shared/applications/payment-standing.ts.

/** Whether an invoice is on the application, and if not, what staff can honestly be told about it. */
export type InvoiceStanding = { present: true } | { present: false; words: string };

export function invoiceStanding(
  documents: readonly ApplicationDocument[],
  documentsState: AsyncState,
  record: ApplicationKioskRecord | null,
): InvoiceStanding {
  const invoices = record?.invoices ?? [];
  if (invoiceReachedProvider(documents, record)) return { present: true };
  if (invoices.some((invoice) => invoice.state === 'queued' || invoice.state === 'pending'))
    return { present: false, words: say('applications.invoice.waiting') };
  if (invoices.some((invoice) => invoice.state === 'unconfirmed'))
    return { present: false, words: say('applications.invoice.unconfirmed') };
  if (documentsState.status === 'failed') return { present: false, words: say('applications.invoice.unreadable') };
  return { present: false, words: say('applications.invoice.none') };
}
