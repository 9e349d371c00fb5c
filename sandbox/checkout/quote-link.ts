import type { FastifyReply } from 'fastify';
import { quoteStanding } from '../quote-records';
import type { Sandbox } from '../sandbox';
import { openCheckout } from './checkout-book';
import { checkoutPath } from './checkout-scene';
import { noticePage } from './notice-page';
import { seeOther, sendPage } from './page-response';
import { quoteLinkInvalid, quoteUnavailable } from './quote-notices';
import { sameSecret } from './same-secret';

// D17: a quote email's apply link, `/apply/quote/{id}?token=`, opens the application form for the quote's
// purchase; the quote's team member is the application's (D13), and no vendor redirect follows.

export function applyFromQuote(sandbox: Sandbox, reply: FastifyReply, quoteId: string, query: unknown): FastifyReply {
  const token =
    typeof query === 'object' && query !== null && 'token' in query && typeof query.token === 'string' ? query.token : undefined;
  const quote = sandbox.store.quotes.get(quoteId);
  const account = quote && sandbox.account(quote.account_id);
  if (!quote || !account || !sameSecret(quote.applyToken, token)) return sendPage(reply, 404, noticePage(quoteLinkInvalid()));
  const standing = quoteStanding(quote, sandbox.now());
  if (standing !== 'open') return sendPage(reply, 410, noticePage(quoteUnavailable(standing, account.entity_trading_name)));
  const checkout = openCheckout(sandbox, {
    account_id: quote.account_id,
    total_purchase_amount: quote.total_purchase_amount,
    deposit_amount: quote.deposit_amount,
    repayment_term: quote.repayment_term,
    product_category: quote.product_category,
    product_description: quote.product_description,
    reference_number: '',
    team_member: quote.team_member,
    quoteId: quote.id,
  });
  return seeOther(reply, checkoutPath(checkout));
}
