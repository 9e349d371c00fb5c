import type { ListedQuote, ListFilter } from '../../shared/contract/lists';
import { normaliseMobile } from '../../shared/mobile-number';
import type { CreateQuoteBody, Quote } from '../../shared/wire/quotes';
import { quoteMobiles } from '../outbox/outbox-records';
import type { WriteAnswer } from '../outbox/outbox-writer';
import { listQuery } from './list-query';
import type { OutboxService } from './outbox-service';
import type { SessionService } from './session-service';

/** Quotes emailed to customers with an apply link (D17), always for the signed-in branch. */
export class QuoteService {
  readonly #session: SessionService;
  readonly #outbox: OutboxService;

  constructor(session: SessionService, outbox: OutboxService) {
    this.#session = session;
    this.#outbox = outbox;
  }

  /** K8: through the outbox; K3: a quote whose answer was lost is looked for before it is sent again. */
  async create(details: Omit<CreateQuoteBody, 'account_id'>): Promise<WriteAnswer<'quote'>> {
    // D20: a mobile however it was typed goes as 04 and 8 digits; any other phone goes as it is, for the service to judge.
    const phone = normaliseMobile(details.phone) ?? details.phone;
    return this.#outbox.write('quote', { ...details, phone, account_id: this.#session.accountId() });
  }

  /** One page as the service gives it (D8: oldest first); quotes this kiosk sent carry their mobile (K8's record), for search. */
  async list(filter: ListFilter): Promise<{ quotes: ListedQuote[]; hasMoreRecords: boolean }> {
    const query = listQuery(this.#session.accountId(), filter);
    const page = await this.#session.call((vendor) => vendor.getQuotes(query));
    const mobiles = quoteMobiles(await this.#outbox.entries());
    const quotes = page.quotes.map((quote) => {
      const mobile = mobiles.get(quote.id);
      return mobile === undefined ? quote : { ...quote, mobile };
    });
    return { quotes, hasMoreRecords: page.hasMoreRecords === 1 };
  }

  async resend(id: string): Promise<Quote> {
    return (await this.#session.call((vendor) => vendor.resendQuote({ id }))).quote;
  }

  async cancel(id: string): Promise<Quote> {
    return (await this.#session.call((vendor) => vendor.cancelQuote({ id }))).quote;
  }
}
