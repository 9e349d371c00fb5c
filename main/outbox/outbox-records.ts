import type { ApplicationKioskRecord, CallbackRecord, PaymentRequestRecord } from '../../shared/contract/kiosk-records';
import type { OutboxEntry } from './outbox-entry';

// The kiosk's own lists, read back from its outbox record (K8): no customer data is kept anywhere else.

type Entry<K extends OutboxEntry['kind']> = Extract<OutboxEntry, { kind: K }>;

const newestFirst = (a: OutboxEntry, b: OutboxEntry) => b.created - a.created;
const iso = (ms: number) => new Date(ms).toISOString();

/** The call-backs asked for from this kiosk, newest first; one staff dismissed before it went is not a call-back. */
export function callbackRecords(entries: readonly OutboxEntry[]): CallbackRecord[] {
  return entries
    .filter((entry): entry is Entry<'callout'> => entry.kind === 'callout' && entry.kept !== undefined && !cancelled(entry))
    .sort(newestFirst)
    .slice(0, 200)
    .flatMap(({ id, kept, created, state, serviceId, message }) =>
      kept
        ? [
            {
              outboxId: id,
              name: kept.name,
              mobile: kept.mobile,
              financedCents: Math.max(0, kept.financedCents),
              requestedAt: iso(created),
              state,
              ...(kept.callAt === undefined ? {} : { callAt: kept.callAt }),
              ...(serviceId === undefined ? {} : { serviceId }),
              ...(message === undefined ? {} : { message }),
            },
          ]
        : [],
    );
}

/** What this kiosk sent for one application: its invoices and its newest payment request. */
export function applicationRecord(entries: readonly OutboxEntry[], applicationId: string): ApplicationKioskRecord {
  const invoices = entries
    .filter(
      (entry): entry is Entry<'document'> =>
        entry.kind === 'document' && entry.kept?.applicationId === applicationId && entry.kept.documentType === 'INVOICE',
    )
    .filter((entry) => !cancelled(entry))
    .sort(newestFirst)
    .map((entry) => ({ state: entry.state, at: iso(entry.sentAt ?? entry.created) }));
  return { invoices, paymentRequest: latestPaymentRequest(entries, applicationId) };
}

/** The newest payment request for the application that reached, or may have reached, the provider. */
export function latestPaymentRequest(entries: readonly OutboxEntry[], applicationId: string): PaymentRequestRecord | null {
  const [latest] = entries
    .filter(
      (entry): entry is Entry<'payment'> =>
        entry.kind === 'payment' &&
        entry.kept?.applicationId === applicationId &&
        // A lost answer staff marked as dealt with (or asked again for) no longer stands; a sent one always does.
        (entry.state === 'sent' || (!entry.dealtWith && (entry.state === 'unconfirmed' || entry.state === 'pending'))),
    )
    .sort(newestFirst);
  if (!latest) return null;
  const mark = latest.kept?.statusWhenRequested;
  return {
    state: latest.state,
    requestedAt: iso(latest.sentAt ?? latest.created),
    ...(mark === undefined ? {} : { statusWhenRequested: mark }),
    ...(latest.message === undefined ? {} : { message: latest.message }),
  };
}

/** Quote id → the mobile each quote this kiosk sent went to (digits only), for search. */
export function quoteMobiles(entries: readonly OutboxEntry[]): ReadonlyMap<string, string> {
  return new Map(
    entries.flatMap((entry) =>
      entry.kind === 'quote' && entry.serviceId !== undefined && entry.kept ? [[entry.serviceId, entry.kept.mobile]] : [],
    ),
  );
}

/**
 * K10: quote id → the application the customer made from it at this kiosk. Whatever became of the cancel, the
 * customer applied: the record stands (its cancel's own state is the outbox's business).
 */
export function quotesAppliedAtKiosk(entries: readonly OutboxEntry[]): ReadonlyMap<string, string> {
  return new Map(
    entries.flatMap((entry) => (entry.kind === 'quoteCancel' && entry.kept ? [[entry.kept.quoteId, entry.kept.applicationId]] : [])),
  );
}

/** Staff withdrew it while it waited, or dismissed it before it went: the kiosk never sent it. */
function cancelled(entry: OutboxEntry): boolean {
  return entry.state === 'withdrawn' || (entry.dealtWith === true && entry.state === 'failed');
}
