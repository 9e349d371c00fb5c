import type { ListedQuote, ListFilter } from '../../shared/contract/lists';
import type { QuoteDetail } from '../../shared/contract/quote-detail';
import { normaliseMobile } from '../../shared/mobile-number';
import type { CreateQuoteBody, Quote } from '../../shared/wire/quotes';
import { quoteMobiles, quotesAppliedAtKiosk } from '../outbox/outbox-records';
import type { WriteAnswer } from '../outbox/outbox-writer';
import { applicationsFromQuotes } from '../../shared/dashboard/quote-applications';
import { everyApplication } from './branch-lists';
import { listQuery } from './list-query';
import type { CalculatorService } from './calculator-service';
import { KioskFailure } from '../core/kiosk-failure';
import type { OutboxService } from './outbox-service';
import type { SessionService } from '../session/session-service';

/** Quotes emailed to customers with an apply link (D17), always for the signed-in branch. */
export class QuoteService {
  readonly #session: SessionService;
  readonly #outbox: OutboxService;
  readonly #calculator: CalculatorService;

  constructor(session: SessionService, outbox: OutboxService, calculator: CalculatorService) {
    this.#session = session;
    this.#outbox = outbox;
    this.#calculator = calculator;
  }

  /** K8: through the outbox; K3: a quote whose answer was lost is looked for before it is sent again. */
  async create(details: Omit<CreateQuoteBody, 'account_id'>): Promise<WriteAnswer<'quote'>> {
    // D20: a mobile however it was typed goes as 04 and 8 digits; any other phone goes as it is, for the service to judge.
    const phone = normaliseMobile(details.phone) ?? details.phone;
    return this.#outbox.write('quote', { ...details, phone, account_id: this.#session.accountId() });
  }

  /**
   * One page as the service gives it (D8: oldest first); quotes this kiosk sent carry their mobile (K8's record), for
   * search, and each quote applied for since carries its application, by Branch's funnel's rule.
   */
  async list(filter: ListFilter): Promise<{ quotes: ListedQuote[]; hasMoreRecords: boolean }> {
    const query = listQuery(this.#session.accountId(), filter);
    const page = await this.#session.call((vendor) => vendor.getQuotes(query));
    const entries = await this.#outbox.entries();
    const mobiles = quoteMobiles(entries);
    const applied = quotesAppliedAtKiosk(entries);
    const appliedFor = await this.#applicationsMadeFrom(page.quotes, applied);
    const quotes = page.quotes.map((quote) => {
      const listed = withKioskRecord(quote, mobiles.get(quote.id), applied.get(quote.id));
      const applicationId = appliedFor.get(quote.id);
      return applicationId === undefined ? listed : { ...listed, appliedFor: { applicationId } };
    });
    return { quotes, hasMoreRecords: page.hasMoreRecords === 1 };
  }

  /**
   * Quote id → the application made from it: the applications made since the page's first quote (D13: they name no
   * quote), linked by shared/dashboard/quote-applications.ts, the rule Branch's funnel counts by (K10's records first).
   */
  async #applicationsMadeFrom(quotes: readonly Quote[], appliedAtKiosk: ReadonlyMap<string, string>): Promise<Map<string, string>> {
    // D8: a page is oldest first, so its first quote is as far back as an application made from one can be.
    const first = quotes[0]?.created;
    if (first === undefined) return new Map();
    const applications = await everyApplication(this.#session, { startDate: first.slice(0, 10) });
    const links = applicationsFromQuotes(quotes, applications, appliedAtKiosk);
    return new Map([...links].map(([applicationId, quoteId]) => [quoteId, applicationId]));
  }

  /** One quote (Get Quote), with the mobile this kiosk sent it to (K8's record) and its repayment (D19). */
  async get(id: string): Promise<QuoteDetail> {
    const { quote } = await this.#session.call((vendor) => vendor.getQuote({ id }));
    const entries = await this.#outbox.entries();
    const listed = withKioskRecord(quote, quoteMobiles(entries).get(quote.id), quotesAppliedAtKiosk(entries).get(quote.id));
    return { ...listed, repayment: await this.#repaymentOf(quote) };
  }

  async resend(id: string): Promise<Quote> {
    return (await this.#session.call((vendor) => vendor.resendQuote({ id }))).quote;
  }

  async cancel(id: string): Promise<Quote> {
    return (await this.#session.call((vendor) => vendor.cancelQuote({ id }))).quote;
  }

  /**
   * K10: the customer applied for this quote at the kiosk (checkout's verified return), so it is cancelled at the
   * service through the outbox: written down now, sent once staff take the kiosk back (or the service is back).
   */
  async appliedAtKiosk(quoteId: string, applicationId: string): Promise<void> {
    await this.#outbox.writeLater('quoteCancel', { id: quoteId, application_id: applicationId });
  }

  /**
   * D19: the quote keeps no fee choice, so its repayment is the calculator's default, a first-time customer's with the
   * establishment fee. A refusal (limits changed since) leaves it out rather than the whole quote; no answer at all fails.
   */
  async #repaymentOf(quote: Quote): Promise<QuoteDetail['repayment']> {
    try {
      return await this.#calculator.repayment({
        totalPurchaseAmount: quote.total_purchase_amount,
        depositAmount: quote.deposit_amount,
        repaymentTerm: quote.repayment_term,
        includeFees: true,
      });
    } catch (error) {
      if (error instanceof KioskFailure && error.error.code === 'invalid-input') return null;
      throw error;
    }
  }
}

/** The service's quote with what only this kiosk knows of it: the mobile it went to, and K10's application. */
function withKioskRecord(quote: Quote, mobile: string | undefined, applicationId: string | undefined): ListedQuote {
  return {
    ...quote,
    ...(mobile === undefined ? {} : { mobile }),
    ...(applicationId === undefined ? {} : { appliedAtKiosk: { applicationId } }),
  };
}
