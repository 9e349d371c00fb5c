import type { NeedsYouItem, NeedsYouList } from '../contract/alerts';
import type { ApplicationKioskRecord } from '../contract/kiosk-records';
import { paymentStanding } from '../applications/payment-standing';
import type { Application } from '../wire/applications';

// Issue 38 item 12: which of the branch's applications need the salesperson, and why, by what the service says of
// each (its status, D14; its documents, D16) and what this kiosk sent for it (its outbox record, K8):
// - referred (REFER): the provider is reviewing it, and staff may need to help the customer with what it asks;
// - approved with no payment requested from this kiosk (paymentStanding's `ready`), and of those, the ones with no
//   invoice at the provider or from this kiosk: the lender usually needs the invoice before it pays.

export type WatchedApplication = Pick<Application, 'id' | 'status' | 'status_history' | 'created'>;

/** Whether an invoice is on the application: true, false, or undefined while its documents have not been read. */
export type InvoiceKnown = boolean | undefined;

/** Why this application needs staff now, or null. */
export function needsYouItemOf(
  application: WatchedApplication,
  record: ApplicationKioskRecord | null,
  invoice: InvoiceKnown,
): NeedsYouItem | null {
  const since = application.status_history.findLast((change) => change.status === application.status)?.time ?? application.created;
  const item = { applicationId: application.id, status: application.status, since };
  if (application.status === 'REFER') return { ...item, reason: 'referred' };
  if (paymentStanding(application, record).kind !== 'ready') return null;
  return { ...item, reason: invoice === false ? 'invoiceMissing' : 'requestPayment' };
}

/** The items, newest status first (then by number), so what just happened is at the top. */
export function needsYouListOf(items: readonly NeedsYouItem[]): NeedsYouList {
  return {
    items: [...items].sort(
      (a, b) => Date.parse(b.since) - Date.parse(a.since) || b.applicationId.localeCompare(a.applicationId, 'en', { numeric: true }),
    ),
  };
}
