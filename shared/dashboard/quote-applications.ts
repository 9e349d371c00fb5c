import type { Application } from '../wire/applications';
import type { Quote } from '../wire/quotes';

// Which application came from which quote. The service's applications name no quote (D13), so Branch's funnel finds
// them: the kiosk's own record of a quote applied for at the kiosk is certain (K10); otherwise an applied quote (D17)
// is matched to the first later application for its applicant's email, financed amount and term.

export type LinkableQuote = Pick<
  Quote,
  'id' | 'created' | 'status' | 'applicant_email' | 'total_purchase_amount' | 'deposit_amount' | 'repayment_term'
>;
export type LinkableApplication = Pick<Application, 'id' | 'created' | 'applicants' | 'financed_amount' | 'repayment_term'>;

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** D4 timestamps; compared as instants, so a record made the same second as its quote still counts. */
function madeAt(record: { created: string }): number {
  return Date.parse(record.created);
}

function looksMadeFrom(quote: LinkableQuote, application: LinkableApplication): boolean {
  return (
    madeAt(application) >= madeAt(quote) &&
    application.financed_amount === quote.total_purchase_amount - quote.deposit_amount &&
    application.repayment_term === quote.repayment_term &&
    application.applicants.some((applicant) => sameEmail(applicant.email, quote.applicant_email))
  );
}

function oldestFirst<T extends { created: string; id: string }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => madeAt(a) - madeAt(b) || a.id.localeCompare(b.id));
}

/**
 * Application id → the quote it came from, each application linked to at most one quote and each quote to at most
 * one application (the service refuses a second from one quote, D17). `appliedAtKiosk`: quote id → application id,
 * the outbox's K10 records, which win over any match. Only quotes the service holds applied (COMPLETED) are matched
 * otherwise, so a customer who bought the same at checkout without the quote's link is not counted from it.
 */
export function applicationsFromQuotes(
  quotes: readonly LinkableQuote[],
  applications: readonly LinkableApplication[],
  appliedAtKiosk: ReadonlyMap<string, string> = new Map(),
): ReadonlyMap<string, string> {
  const quoteOf = new Map<string, string>();
  const linkedQuotes = new Set<string>();
  const known = new Set(applications.map((application) => application.id));
  for (const quote of quotes) {
    const applicationId = appliedAtKiosk.get(quote.id);
    if (applicationId === undefined || !known.has(applicationId) || quoteOf.has(applicationId)) continue;
    quoteOf.set(applicationId, quote.id);
    linkedQuotes.add(quote.id);
  }
  const unlinked = oldestFirst(applications).filter((application) => !quoteOf.has(application.id));
  for (const quote of oldestFirst(quotes)) {
    if (quote.status !== 'COMPLETED' || linkedQuotes.has(quote.id)) continue;
    const index = unlinked.findIndex((application) => looksMadeFrom(quote, application));
    if (index === -1) continue;
    const [application] = unlinked.splice(index, 1);
    if (application === undefined) continue;
    quoteOf.set(application.id, quote.id);
    linkedQuotes.add(quote.id);
  }
  return quoteOf;
}
