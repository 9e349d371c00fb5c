import type { QuoteStatus } from '../enums';
import type { Quote } from '../wire/quotes';

// D17: where a quote stands decides what the service still does with it. The sandbox refuses by this rule and the
// screens offer only what it accepts, so the rule lives once, here.

/** Only an `open` quote may be resent, cancelled or applied from. */
export type QuoteStanding = 'open' | 'applied' | 'cancelled' | 'expired';

export type QuoteAction = 'resend' | 'cancel';

/** What the rule needs to know, whoever holds the quote (the sandbox's record, the wire's quote). */
export interface QuoteFacts {
  status: QuoteStatus;
  active: boolean;
  /** Epoch ms: 30 days after creation (D17). */
  expiresAt: number;
}

export function quoteStanding(quote: QuoteFacts, now: number): QuoteStanding {
  if (quote.status === 'COMPLETED') return 'applied';
  if (!quote.active) return 'cancelled';
  return now >= quote.expiresAt ? 'expired' : 'open';
}

/** A quote as the service lists it, by the service's clock `now` (epoch ms). */
export function standingOfQuote(quote: Pick<Quote, 'status' | 'active' | 'expires'>, now: number): QuoteStanding {
  return quoteStanding({ status: quote.status, active: quote.active === 1, expiresAt: Date.parse(quote.expires) }, now);
}

/** D17: resend refuses an applied, cancelled or expired quote; cancel refuses the same three ("Quote not active"). */
export function quoteActionsAllowed(standing: QuoteStanding): readonly QuoteAction[] {
  return standing === 'open' ? ['resend', 'cancel'] : [];
}
