import { listQuery } from '../../shared/wire/common';
import { errors, type ErrorSpec } from '../../shared/wire/errors';
import { createQuoteBody, quote as quoteSchema, quoteIdParams, type Quote } from '../../shared/wire/quotes';
import { requireAccount, requireCaller, requireResourceAccess } from '../authority';
import { formatTimestamp } from '../clock';
import { PageBodies } from '../encoding/page-bodies';
import { RecordEncodings } from '../encoding/record-encodings';
import { EncodedBody, type Handlers, type RequestInput } from '../handler';
import { dateRange, pageNumberOf, pageSize, parseInput, parseInputPerField } from '../input';
import { checkProposedPurchase } from '../proposed-purchase';
import { createQuoteRecord, quoteStanding, sendQuoteEmail, type QuoteStanding } from '../quote-records';
import { fullName, type Caller, type Sandbox } from '../sandbox';
import { fail } from '../service-error';
import type { AccountRecord, QuoteRecord } from '../store/record-schemas';

export function presentQuote(record: QuoteRecord): Quote {
  return {
    id: record.id,
    applicant_email: record.email,
    total_purchase_amount: record.total_purchase_amount,
    deposit_amount: record.deposit_amount,
    repayment_term: record.repayment_term,
    product_category: record.product_category,
    product_description: record.product_description,
    created: formatTimestamp(record.created),
    team_member: record.team_member,
    applicant: fullName(record),
    status: record.status,
    active: record.active ? 1 : 0,
    expires: formatTimestamp(record.expires),
  };
}

/** D17: only an open quote may be resent; each other standing has the document's own refusal. */
const resendRefusals: Record<Exclude<QuoteStanding, 'open'>, ErrorSpec> = {
  applied: errors.quoteAlreadyApplied,
  cancelled: errors.quoteInvalid,
  expired: errors.quoteExpired,
};

export function quoteHandlers(sandbox: Sandbox): Handlers<'getQuotes' | 'getQuote' | 'createQuote' | 'resendQuote' | 'cancelQuote'> {
  /** The path's quote, through Get Quote's four id errors (D10). */
  const quoteOf = ({ params }: RequestInput, caller: Caller | null): QuoteRecord => {
    const who = requireCaller(caller);
    const { id } = parseInput(quoteIdParams, params, errors.quoteIdMissing);
    if (id.trim() === '') fail(errors.quoteIdMissing);
    const quote = sandbox.store.quotes.get(id) ?? fail(errors.quoteNotFound);
    requireResourceAccess(who, [quote.account_id], errors.quoteForbidden);
    return quote;
  };

  /** An account of the caller's: an unknown one and another's answer with different errors (document, Quotes). */
  const ownAccount = (caller: Caller, accountId: string, unknown: ErrorSpec, foreign: ErrorSpec): AccountRecord => {
    const account = sandbox.account(accountId) ?? fail(unknown);
    requireAccount(caller, account.id, unknown, foreign);
    return account;
  };

  // For speed: each quote encoded once until it changes; a page is its encodings joined, kept until the account changes.
  const pages = new PageBodies(
    sandbox.store.quotesByAccount,
    new RecordEncodings(sandbox.store.quotes, quoteSchema, presentQuote),
    'quotes',
    pageSize,
  );

  return {
    getQuotes: ({ query }, caller) => {
      const who = requireCaller(caller);
      const input = parseInputPerField(
        listQuery,
        query,
        { accountId: errors.quotesInvalidAccount, startDate: errors.quotesInvalidDate, endDate: errors.quotesInvalidDate },
        errors.invalidInput,
      );
      const account = ownAccount(who, input.accountId, errors.quotesInvalidAccount, errors.notAuthorized);
      const { from, to } = dateRange(input, sandbox.now(), errors.quotesInvalidDate);
      return new EncodedBody(pages.body(account.id, from, to, pageNumberOf(input.pageNumber, errors.invalidInput)));
    },

    getQuote: (input, caller) => ({ quote: presentQuote(quoteOf(input, caller)) }),

    createQuote: ({ body }, caller) => {
      const who = requireCaller(caller);
      const details = parseInput(createQuoteBody, body, errors.invalidDataProvided);
      const account = ownAccount(who, details.account_id, errors.invalidAccountId, errors.notAuthorized);
      const product_category = checkProposedPurchase(account.limits, details, errors.invalidDataProvided); // D17
      return { quote: presentQuote(createQuoteRecord(sandbox, { ...details, product_category }, fullName(who.user))) };
    },

    resendQuote: (input, caller) => {
      const quote = quoteOf(input, caller);
      const standing = quoteStanding(quote, sandbox.now());
      if (standing !== 'open') fail(resendRefusals[standing]);
      sendQuoteEmail(sandbox, quote);
      return { quote: presentQuote(quote) };
    },

    cancelQuote: (input, caller) => {
      const quote = quoteOf(input, caller);
      if (quoteStanding(quote, sandbox.now()) !== 'open') fail(errors.quoteNotActive); // D17
      sandbox.store.quotes.update(quote, (draft) => {
        draft.active = false;
      });
      return { quote: presentQuote(quote) };
    },
  };
}
