import type { ListedQuote } from '../contract/lists';
import { standingOfQuote, type QuoteStanding } from './quote-standing';

// K10: a quote the customer applied for at the kiosk is cancelled at the service (so its emailed link starts nothing
// more), yet it was applied for. The kiosk's record says so; the screens show it as applied, never as cancelled.

/**
 * Where a listed quote stands as the kiosk shows it: the service's standing (D17), unless K10's record or the funnel's
 * rule (shared/dashboard/quote-applications.ts) links it to an application made from it.
 */
export function standingShown(
  quote: Pick<ListedQuote, 'status' | 'active' | 'expires' | 'appliedAtKiosk' | 'appliedFor'>,
  now: number,
): QuoteStanding {
  return quote.appliedAtKiosk === undefined && quote.appliedFor === undefined ? standingOfQuote(quote, now) : 'applied';
}

/** The one wording of K10's record, wherever a quote shows it. */
export function appliedAtKioskWords(applicationId: string): string {
  return `Applied at the kiosk — application ${applicationId}`;
}
