import { formatCents } from '../shared/money';
import { quoteStanding as standingOf, type QuoteStanding } from '../shared/quotes/quote-standing';
import type { CreateQuoteBody } from '../shared/wire/quotes';
import { formatDate } from './clock';
import { randomToken } from './random';
import type { Sandbox } from './sandbox';
import type { QuoteRecord } from './store/record-schemas';

// D17: a quote is SENT with an emailed apply link, expires 30 days after creation, can be cancelled, and is
// COMPLETED once the customer applies from it.

export const quoteLifetimeMs = 30 * 86_400_000;

export type { QuoteStanding } from '../shared/quotes/quote-standing';

/** Where a quote stands, by the rule the kiosk's screens offer their actions by (shared/, D17). */
export function quoteStanding(quote: QuoteRecord, now: number): QuoteStanding {
  return standingOf({ status: quote.status, active: quote.active, expiresAt: quote.expires }, now);
}

/** Records a new quote (its category already canonical) and emails the apply link to the applicant. */
export function createQuoteRecord(sandbox: Sandbox, details: CreateQuoteBody, teamMember: string): QuoteRecord {
  const now = sandbox.now();
  const quote: QuoteRecord = {
    ...details,
    id: sandbox.newId('quote_'),
    team_member: teamMember,
    status: 'SENT',
    active: true,
    created: now,
    expires: now + quoteLifetimeMs,
    applyToken: randomToken(),
  };
  sandbox.store.quotes.insert(quote);
  sendQuoteEmail(sandbox, quote);
  return quote;
}

function quoteApplyLink(sandbox: Sandbox, quote: QuoteRecord): string {
  return `${sandbox.baseUrl}/apply/quote/${quote.id}?token=${quote.applyToken}`;
}

export function sendQuoteEmail(sandbox: Sandbox, quote: QuoteRecord): void {
  const link = quoteApplyLink(sandbox, quote);
  const vendor = sandbox.account(quote.account_id)?.entity_trading_name ?? 'your vendor';
  sandbox.sendMessage({
    channel: 'email',
    to: quote.email,
    subject: `Your finance quote from ${vendor}`,
    body: [
      `Hi ${quote.first_name},`,
      `${quote.team_member} of ${vendor} has prepared a finance quote for you: ${quote.product_category}, ${quote.product_description}.`,
      `Purchase ${formatCents(quote.total_purchase_amount)}, deposit ${formatCents(quote.deposit_amount)}, over ${quote.repayment_term} months.`,
      `Apply before ${formatDate(quote.expires)} (UTC): ${link}`,
    ].join('\n\n'),
    link,
  });
}

/** The customer has applied from the quote's link (D13, D17). */
export function markQuoteApplied(sandbox: Sandbox, quote: QuoteRecord, applicationId: string): void {
  sandbox.store.quotes.update(quote, (draft) => {
    draft.status = 'COMPLETED';
    draft.applicationId = applicationId;
  });
}
