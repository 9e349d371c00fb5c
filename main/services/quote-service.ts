import type { ListFilter } from '../../shared/contract/lists';
import type { CreateQuoteBody, Quote } from '../../shared/wire/quotes';
import { listQuery } from './list-query';
import type { SessionService } from './session-service';

/** Quotes emailed to customers with an apply link (D17), always for the signed-in branch. */
export class QuoteService {
  readonly #session: SessionService;

  constructor(session: SessionService) {
    this.#session = session;
  }

  async create(details: Omit<CreateQuoteBody, 'account_id'>): Promise<Quote> {
    const body = { ...details, account_id: this.#session.accountId() };
    return (await this.#session.call('createQuote', { body })).quote;
  }

  async list(filter: ListFilter): Promise<{ quotes: Quote[]; hasMoreRecords: boolean }> {
    const page = await this.#session.call('getQuotes', { query: listQuery(this.#session.accountId(), filter) });
    return { quotes: page.quotes, hasMoreRecords: page.hasMoreRecords === 1 };
  }

  async resend(id: string): Promise<Quote> {
    return (await this.#session.call('resendQuote', { params: { id } })).quote;
  }

  async cancel(id: string): Promise<Quote> {
    return (await this.#session.call('cancelQuote', { params: { id } })).quote;
  }
}
