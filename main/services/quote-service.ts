import type { ListFilter } from '../../shared/contract/lists';
import type { CreateQuoteBody, Quote } from '../../shared/wire/quotes';
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
  create(details: Omit<CreateQuoteBody, 'account_id'>): Promise<WriteAnswer<'quote'>> {
    return this.#outbox.write('quote', { ...details, account_id: this.#session.accountId() });
  }

  async list(filter: ListFilter): Promise<{ quotes: Quote[]; hasMoreRecords: boolean }> {
    const query = listQuery(this.#session.accountId(), filter);
    const page = await this.#session.call((vendor) => vendor.getQuotes(query));
    return { quotes: page.quotes, hasMoreRecords: page.hasMoreRecords === 1 };
  }

  async resend(id: string): Promise<Quote> {
    return (await this.#session.call((vendor) => vendor.resendQuote({ id }))).quote;
  }

  async cancel(id: string): Promise<Quote> {
    return (await this.#session.call((vendor) => vendor.cancelQuote({ id }))).quote;
  }
}
