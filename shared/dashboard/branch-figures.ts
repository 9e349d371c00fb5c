import type { BranchFigures, DashboardSummary } from '../contract/dashboard';
import type { Application } from '../wire/applications';
import type { Quote } from '../wire/quotes';
import { isDeclined, isPaid, wasApproved } from './application-outcomes';
import { weeksOf, type DayRange } from './dashboard-range';

// What each figure of the branch dashboard means. Every figure counts records *made* in the range
// (the service's lists filter by creation, D4), as they stand now:
// - quotesSent: quotes created (a new quote is SENT and emailed, D17);
// - quotesApplied: of those, the ones a customer has applied from (COMPLETED, D17, or applied for at the kiosk, K10);
// - applied: applications created, from a quote's link or at checkout (D13);
// - approved: of those, approved at some point, including those paid or withdrawn since (D14, D15);
// - declined: of those, declined (D15);
// - paid: of those, paid: delivery confirmed after the payment request (D14);
// - financedCents: the amount financed of the paid ones, in integer cents (D6).

export type CountedQuote = Pick<Quote, 'created' | 'status'> & { id?: string };
export type CountedApplication = Pick<Application, 'created' | 'status' | 'status_history' | 'financed_amount'>;

export const noFigures: BranchFigures = {
  quotesSent: 0,
  quotesApplied: 0,
  applied: 0,
  approved: 0,
  declined: 0,
  paid: 0,
  financedCents: 0,
};

/** The UTC day a record was made: D4 timestamps are `YYYY-MM-DDThh:mm:ss+00:00`. */
function dayOf(record: { created: string }): string {
  return record.created.slice(0, 10);
}

function within(range: DayRange, record: { created: string }): boolean {
  const day = dayOf(record);
  return day >= range.startDate && day <= range.endDate;
}

/** The figures of the quotes and applications made in `range` (any others are left out). */
export function branchFigures(
  quotes: readonly CountedQuote[],
  applications: readonly CountedApplication[],
  range: DayRange,
  appliedAtKiosk: ReadonlySet<string> = new Set(),
): BranchFigures {
  const figures = { ...noFigures };
  for (const quote of quotes) {
    if (!within(range, quote)) continue;
    figures.quotesSent++;
    // K10: applied for at the kiosk, the service holds it cancelled; the kiosk's record says applied.
    if (quote.status === 'COMPLETED' || (quote.id !== undefined && appliedAtKiosk.has(quote.id))) figures.quotesApplied++;
  }
  for (const application of applications) {
    if (!within(range, application)) continue;
    figures.applied++;
    if (wasApproved(application)) figures.approved++;
    if (isDeclined(application)) figures.declined++;
    if (isPaid(application)) {
      figures.paid++;
      figures.financedCents += application.financed_amount;
    }
  }
  return figures;
}

/** The range's figures and each of its weeks' (weeksOf); the weeks add up to the whole. The funnel: quote-funnel.ts; per salesperson: team-figures.ts. */
export function branchSummary(
  quotes: readonly CountedQuote[],
  applications: readonly CountedApplication[],
  range: DayRange,
  appliedAtKiosk: ReadonlySet<string> = new Set(),
): Omit<DashboardSummary, 'funnel' | 'team'> {
  return {
    ...range,
    figures: branchFigures(quotes, applications, range, appliedAtKiosk),
    weeks: weeksOf(range).map((week) => ({ ...week, ...branchFigures(quotes, applications, week, appliedAtKiosk) })),
  };
}
