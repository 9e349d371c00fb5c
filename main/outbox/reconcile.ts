import type { VendorPort } from '../core/vendor-port';
import { findQuote, sameDocuments } from '../vendor/reconciled-creates';
import { ok, type Result } from '../core/result';
import type { OutboxEntry } from './outbox-entry';
import type { Made, WriteResults } from './outbox-sends';
import { inactiveQuote } from './quote-cancel';

// K3: before a write whose answer was lost goes again, look for what it made. Quotes are found by their fields in
// a recent window, documents by a count that grew since before the upload, a reference by reading the application
// (it is the same whichever time it lands, so when absent it is simply sent again), a quote's cancel by reading the
// quote (K10). Callouts, secure codes and
// payment requests cannot be looked up (K7).

/** How long before the entry was written a match may carry as its `created` (clock skew, slow answers). */
export const lookupWindowMs = 10 * 60_000;

/** What a look-up tells: found (what was made), absent (safe to send again), or a failed look-up (cannot tell yet). */
export type Lookup = { found: Made<keyof WriteResults> } | { absent: true };

export async function lookUp(entry: OutboxEntry, vendor: VendorPort, claimedQuotes: ReadonlySet<string>): Promise<Result<Lookup>> {
  switch (entry.kind) {
    case 'quote': {
      if (!entry.payload) return ok({ absent: true });
      const found = await findQuote(vendor, entry.payload, entry.created - lookupWindowMs, claimedQuotes);
      if (!found.ok) return found;
      return ok(found.data ? { found: { result: found.data.quote, serviceId: found.data.quote.id } } : { absent: true });
    }
    case 'document': {
      // Never uploaded if the count before it was not written down: the upload goes only after it is (K8).
      if (!entry.payload || entry.documentsBefore === undefined) return ok({ absent: true });
      const now = await sameDocuments(vendor, entry.payload);
      if (!now.ok) return now;
      const added = now.data.length > entry.documentsBefore ? now.data.at(-1) : undefined;
      return ok(added ? { found: { result: added, serviceId: entry.payload.application_id } } : { absent: true });
    }
    case 'reference': {
      // The same change twice is the same change, but a refusal after a lost answer must not hide that it landed.
      if (!entry.payload) return ok({ absent: true });
      const read = await vendor.getApplication({ application_id: entry.payload.application_id });
      if (!read.ok) return read;
      const { application } = read.data;
      return ok(
        application.reference_number === entry.payload.reference_number
          ? { found: { result: application, serviceId: application.id } }
          : { absent: true },
      );
    }
    case 'quoteCancel': {
      // K10: done once the quote is inactive, whoever made it so; otherwise the cancel simply goes again.
      if (!entry.payload) return ok({ absent: true });
      const read = await inactiveQuote(vendor, entry.payload.id);
      if (!read.ok) return read;
      return ok(read.data ? { found: { result: read.data, serviceId: read.data.id } } : { absent: true });
    }
    case 'callout':
    case 'secureCode':
    case 'payment':
      throw new Error(`K7: a ${entry.kind} cannot be looked up.`);
  }
}

/** The count of documents like this one before it goes, for K3 afterwards. */
export async function documentsBefore(
  vendor: VendorPort,
  payload: NonNullable<Extract<OutboxEntry, { kind: 'document' }>['payload']>,
): Promise<Result<number>> {
  const listed = await sameDocuments(vendor, payload);
  return listed.ok ? ok(listed.data.length) : listed;
}
