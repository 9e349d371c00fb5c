import type { QuoteFunnel } from '../contract/dashboard';
import type { Application } from '../wire/applications';
import { isPaid, wasApproved } from './application-outcomes';
import type { DayRange } from './dashboard-range';
import { applicationsFromQuotes, type LinkableApplication, type LinkableQuote } from './quote-applications';

// Branch's funnel, quotes to payment, each step a subset of the one before (issue 26, point 8): the quotes made in the
// range, the applications made from those quotes, of those the approved at any point (D14), of those the paid. The
// applications made at checkout without a quote (D13) are not in it; Branch shows all applications beside it.

export type FunnelQuote = LinkableQuote;
export type FunnelApplication = LinkableApplication & Pick<Application, 'status' | 'status_history'>;

function within(range: DayRange, record: { created: string }): boolean {
  const day = record.created.slice(0, 10);
  return day >= range.startDate && day <= range.endDate;
}

/** `appliedAtKiosk`: quote id → application id, the kiosk's K10 records. */
export function quoteFunnel(
  quotes: readonly FunnelQuote[],
  applications: readonly FunnelApplication[],
  range: DayRange,
  appliedAtKiosk: ReadonlyMap<string, string> = new Map(),
): QuoteFunnel {
  const rangeQuotes = quotes.filter((quote) => within(range, quote));
  const links = applicationsFromQuotes(rangeQuotes, applications, appliedAtKiosk);
  const fromQuotes = applications.filter((application) => links.has(application.id));
  const approved = fromQuotes.filter(wasApproved);
  return {
    quotesSent: rangeQuotes.length,
    applied: fromQuotes.length,
    approved: approved.length,
    // Paid needs approval first (D14), so every paid one is among the approved.
    paid: approved.filter(isPaid).length,
    applicationIds: fromQuotes.map((application) => application.id),
  };
}
