import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, pathForms, type EndpointId } from '../../../shared/wire/endpoints';
import { errors } from '../../../shared/wire/errors';
import { formatTimestamp } from '../../../sandbox/clock';
import { createQuoteRecord, markQuoteApplied } from '../../../sandbox/quote-records';
import { defaultLimits } from '../../../sandbox/store/account-limits';
import type { QuoteRecord } from '../../../sandbox/store/record-schemas';
import { errorOf, useSandbox, type SessionPair } from './harness';

const spec = ({ http, status, message }: { http: number; status: number; message: string }) => ({ http, status, message });
const dayMs = 86_400_000;
const foreignAccountId = '2002';

/** A path form with the quote id filled in. */
const withId = (path: string, id: string) => path.replace('{id}', id);

function quoteBody(accountId: string, overrides: Record<string, unknown> = {}) {
  return {
    account_id: accountId,
    first_name: 'Casey',
    last_name: 'Customer',
    phone: '0412345678',
    email: 'casey@example.com',
    total_purchase_amount: 1_250_000,
    deposit_amount: 250_000,
    repayment_term: 24,
    product_category: 'solar-panel-package',
    product_description: '6.6 kW rooftop system',
    ...overrides,
  };
}

describe('Quotes (D17)', () => {
  const sb = useSandbox();
  let session: SessionPair;

  /** A fresh session: tests that move the clock by days outlive the last one (D9). */
  const renewSession = async () => {
    session = await sb.current.login();
  };
  const request = (method: string, path: string, body?: unknown) => sb.current.request(method, path, { session, body });
  const createQuote = async (overrides: Record<string, unknown> = {}) => {
    const answer = await request('POST', endpoints.createQuote.path, quoteBody(sb.current.accountId, overrides));
    expect(answer.http).toBe(200);
    return answer.body.quote;
  };
  const record = (id: string): QuoteRecord => {
    const found = sb.current.sandbox.state.quotes.find((quote) => quote.id === id);
    if (!found) throw new Error(`no quote ${id}`);
    return found;
  };
  const advanceClock = async (seconds: number) => {
    expect((await sb.current.request('POST', '/sandbox/v1/clock/advance', { body: { seconds } })).http).toBe(200);
    await renewSession();
  };
  const injectFault = async (endpoint: EndpointId) => {
    expect((await sb.current.request('POST', '/sandbox/v1/faults', { body: { endpoint, count: 1, mode: 'error' } })).http).toBe(200);
  };
  /** A quote of a branch the seed's administrator does not belong to (D10). */
  const foreignQuote = () =>
    createQuoteRecord(sb.current.sandbox, quoteBody(foreignAccountId, { product_category: 'Roofing' }), 'Other Agent');

  beforeAll(async () => {
    sb.current.sandbox.store.accounts.insert({
      id: foreignAccountId,
      entity_legal_name: 'Another Vendor Pty Ltd',
      entity_trading_name: 'Another Vendor',
      limits: defaultLimits(),
    });
    await renewSession();
  });

  describe('Create Quote', () => {
    it('creates a SENT, active quote on every path form, expiring 30 days later (D1, D17)', async () => {
      expect(pathForms(endpoints.createQuote)).toEqual(['/rest/vendor/v1/quote', '/rest/vendor/quote', '/rest/v1/vendor/quote']);
      for (const path of pathForms(endpoints.createQuote)) {
        const before = formatTimestamp(sb.current.sandbox.now());
        const answer = await request('POST', path, quoteBody(sb.current.accountId));
        expect(answer.http).toBe(200);
        expect(answer.body.status).toBe(2000);
        const { quote } = answer.body;
        expect(quote).toEqual({
          id: expect.any(String),
          applicant_email: 'casey@example.com',
          total_purchase_amount: 1_250_000,
          deposit_amount: 250_000,
          repayment_term: 24,
          product_category: 'Solar Panel Package',
          product_description: '6.6 kW rooftop system',
          created: expect.any(String),
          team_member: 'Alex Admin',
          applicant: 'Casey Customer',
          status: 'SENT',
          active: 1,
          expires: expect.any(String),
        });
        expect(quote.created >= before).toBe(true);
        expect(Date.parse(quote.expires) - Date.parse(quote.created)).toBe(30 * dayMs);
      }
    });

    it('emails the apply link to applicant_email (D17, D27)', async () => {
      const email = 'emailed.applicant@example.com';
      const quote = await createQuote({ email, first_name: 'Robin' });
      const answer = await sb.current.request('GET', `/sandbox/v1/messages?to=${encodeURIComponent(email)}`);
      expect(answer.body.messages).toHaveLength(1);
      const [message] = answer.body.messages;
      const link = `${sb.current.baseUrl}/apply/quote/${quote.id}?token=${record(quote.id).applyToken}`;
      expect(message).toMatchObject({ channel: 'email', to: email, link });
      expect(message.body).toContain(link);
      expect(message.body).toContain('Hi Robin');
      expect(record(quote.id).applyToken).toMatch(/^[\w-]{43,}$/);
    });

    it('takes a category by name or slug and keeps the name (D17, D22)', async () => {
      expect((await createQuote({ product_category: 'Pool Heating Systems (Solar/Pump/Gas)' })).product_category).toBe(
        'Pool Heating Systems (Solar/Pump/Gas)',
      );
      expect((await createQuote({ product_category: 'pool-heating-systems-solar-pump-gas' })).product_category).toBe(
        'Pool Heating Systems (Solar/Pump/Gas)',
      );
    });

    it('accepts the D19 edges: deposit 0, financed $1,000.00 and $55,000.00, terms 6 and 120', async () => {
      await createQuote({ total_purchase_amount: 100_000, deposit_amount: 0, repayment_term: 6 });
      await createQuote({ total_purchase_amount: 5_600_000, deposit_amount: 100_000, repayment_term: 120 });
    });

    it('400/4402 Invalid data provided, with field errors, for a malformed body (D3)', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ first_name: undefined }, 'first_name'],
        [{ email: 'not-an-email' }, 'email'],
        [{ total_purchase_amount: 12.5 }, 'total_purchase_amount'],
        [{ deposit_amount: -1 }, 'deposit_amount'],
        [{ repayment_term: '24' }, 'repayment_term'],
        [{ product_description: '  ' }, 'product_description'],
        [{ surprise: true }, 'surprise'],
      ];
      for (const [overrides, field] of cases) {
        const answer = await request('POST', endpoints.createQuote.path, quoteBody(sb.current.accountId, overrides));
        expect(errorOf(answer)).toEqual(spec(errors.invalidDataProvided));
        expect(Object.keys(answer.body.errors)).toEqual([field]);
      }
      const notAnObject = await request('POST', endpoints.createQuote.path, ['a list']);
      expect(errorOf(notAnObject)).toEqual(spec(errors.invalidDataProvided));
    });

    it('400/4402 Invalid data provided, with field errors, outside the D17 rules and D19 limits', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ deposit_amount: 1_250_000 }, 'deposit_amount'],
        [{ deposit_amount: 1_300_000 }, 'deposit_amount'],
        [{ total_purchase_amount: 99_999, deposit_amount: 0 }, 'total_purchase_amount'],
        [{ total_purchase_amount: 5_500_001, deposit_amount: 0 }, 'total_purchase_amount'],
        [{ repayment_term: 13 }, 'repayment_term'],
        [{ product_category: 'Spaceships' }, 'product_category'],
        [{ product_category: 'FLOORING' }, 'product_category'],
      ];
      for (const [overrides, field] of cases) {
        const answer = await request('POST', endpoints.createQuote.path, quoteBody(sb.current.accountId, overrides));
        expect(errorOf(answer)).toEqual(spec(errors.invalidDataProvided));
        expect(Object.keys(answer.body.errors)).toEqual([field]);
      }
      const everything = await request(
        'POST',
        endpoints.createQuote.path,
        quoteBody(sb.current.accountId, { deposit_amount: 2_000_000, repayment_term: 7, product_category: 'x' }),
      );
      expect(Object.keys(everything.body.errors).sort()).toEqual(['deposit_amount', 'product_category', 'repayment_term']);
    });

    it('checks limits against the account: a branch with its own limits (D19)', async () => {
      const { store } = sb.current.sandbox;
      const account = sb.current.sandbox.account(sb.current.accountId)!;
      const limits = account.limits;
      store.accounts.update(account, (draft) => (draft.limits = { ...limits, maxFinancedCents: 500_000, terms: [12] }));
      try {
        const answer = await request('POST', endpoints.createQuote.path, quoteBody(sb.current.accountId));
        expect(errorOf(answer)).toEqual(spec(errors.invalidDataProvided));
        expect(Object.keys(answer.body.errors).sort()).toEqual(['repayment_term', 'total_purchase_amount']);
      } finally {
        store.accounts.update(account, (draft) => (draft.limits = limits));
      }
    });

    it('400/4402 Invalid account id for an unknown or malformed account_id', async () => {
      for (const accountId of ['9999', 'not an id']) {
        const answer = await request('POST', endpoints.createQuote.path, quoteBody(accountId));
        expect(errorOf(answer)).toEqual(spec(errors.invalidAccountId));
      }
    });

    it('401/4010 Not authorized for a branch the user does not belong to (D10)', async () => {
      const answer = await request('POST', endpoints.createQuote.path, quoteBody(foreignAccountId));
      expect(errorOf(answer)).toEqual(spec(errors.notAuthorized));
      expect(
        sb.current.sandbox.state.quotes.some((quote) => quote.account_id === foreignAccountId && quote.team_member === 'Alex Admin'),
      ).toBe(false);
    });

    it('401/4010 Unauthorized without a session (D3)', async () => {
      const answer = await sb.current.request('POST', endpoints.createQuote.path, { body: quoteBody(sb.current.accountId) });
      expect(errorOf(answer)).toEqual(spec(errors.unauthorized));
    });

    it('500/5000 Internal error when a fault is injected', async () => {
      await injectFault('createQuote');
      const answer = await request('POST', endpoints.createQuote.path, quoteBody(sb.current.accountId));
      expect(errorOf(answer)).toEqual(spec(errors.internalError));
    });
  });

  describe('Get Quotes (D4, D8)', () => {
    it('lists the account’s quotes, oldest first, on every path form (D1)', async () => {
      const mine = await createQuote();
      foreignQuote();
      expect(pathForms(endpoints.getQuotes)).toEqual(['/rest/vendor/v1/quotes', '/rest/vendor/quotes', '/rest/v1/vendor/quotes']);
      for (const path of pathForms(endpoints.getQuotes)) {
        const answer = await request('GET', `${path}?accountId=${sb.current.accountId}`);
        expect(answer.http).toBe(200);
        expect(answer.body.hasMoreRecords).toBe(0);
        const { quotes } = answer.body;
        expect(quotes.at(-1)).toEqual(mine);
        expect(quotes.map((quote: { created: string }) => quote.created)).toEqual(
          quotes.map((quote: { created: string }) => quote.created).sort(),
        );
        expect(quotes.every((quote: { id: string }) => record(quote.id).account_id === sb.current.accountId)).toBe(true);
      }
    });

    it('filters by whole UTC days: startDate 00:00:00 through endDate 23:59:59 (D4)', async () => {
      const at = [
        Date.UTC(2024, 2, 9, 23, 59, 59),
        Date.UTC(2024, 2, 10, 0, 0, 0),
        Date.UTC(2024, 2, 11, 23, 59, 59),
        Date.UTC(2024, 2, 12),
      ];
      const ids: string[] = [];
      for (const created of at) {
        const quote = await createQuote();
        sb.current.sandbox.store.quotes.update(record(quote.id), (draft) => (draft.created = created));
        ids.push(quote.id);
      }
      const answer = await request(
        'GET',
        `${endpoints.getQuotes.path}?accountId=${sb.current.accountId}&startDate=2024-03-10&endDate=2024-03-11`,
      );
      expect(answer.body.quotes.map((quote: { id: string }) => quote.id)).toEqual([ids[1], ids[2]]);
      const untilToday = await request('GET', `${endpoints.getQuotes.path}?accountId=${sb.current.accountId}&startDate=2024-03-12`);
      expect(untilToday.body.quotes[0].id).toBe(ids[3]);
    });

    it('400/4402 Invalid account for a missing, unknown or malformed accountId', async () => {
      for (const query of ['', '?accountId=', '?accountId=9999', '?accountId=a%20b']) {
        expect(errorOf(await request('GET', `${endpoints.getQuotes.path}${query}`))).toEqual(spec(errors.quotesInvalidAccount));
      }
    });

    it('401/4010 Not authorized for a branch the user does not belong to (D10)', async () => {
      const answer = await request('GET', `${endpoints.getQuotes.path}?accountId=${foreignAccountId}`);
      expect(errorOf(answer)).toEqual(spec(errors.notAuthorized));
    });

    it('400/4402 Invalid date for malformed, impossible or reversed dates (D4)', async () => {
      const base = `${endpoints.getQuotes.path}?accountId=${sb.current.accountId}`;
      for (const dates of ['startDate=2024-3-01', 'endDate=2025-02-30', 'startDate=yesterday', 'startDate=2024-03-11&endDate=2024-03-10']) {
        expect(errorOf(await request('GET', `${base}&${dates}`))).toEqual(spec(errors.quotesInvalidDate));
      }
    });

    it('400/4402 Invalid input for a pageNumber that is not an integer ≥ 1, or an unknown parameter (D8)', async () => {
      const base = `${endpoints.getQuotes.path}?accountId=${sb.current.accountId}`;
      for (const extra of ['pageNumber=0', 'pageNumber=-1', 'pageNumber=1.5', 'pageNumber=two', 'colour=blue']) {
        expect(errorOf(await request('GET', `${base}&${extra}`))).toEqual(spec(errors.invalidInput));
      }
    });

    it('500/5000 Internal error when a fault is injected', async () => {
      await injectFault('getQuotes');
      expect(errorOf(await request('GET', `${endpoints.getQuotes.path}?accountId=${sb.current.accountId}`))).toEqual(
        spec(errors.internalError),
      );
    });
  });

  describe('Get Quote', () => {
    it('answers the quote on every path form (D1)', async () => {
      const quote = await createQuote();
      expect(pathForms(endpoints.getQuote)).toEqual([
        '/rest/vendor/v1/quotes/{id}',
        '/rest/vendor/quotes/{id}',
        '/rest/vendor/quote/{id}',
        '/rest/v1/vendor/quotes/{id}',
      ]);
      for (const path of pathForms(endpoints.getQuote)) {
        const answer = await request('GET', withId(path, quote.id));
        expect(answer.http).toBe(200);
        expect(answer.body).toEqual({ status: 2000, quote });
      }
    });
  });

  describe('Resend Quote', () => {
    it('emails the apply link again, by POST and by GET on every path form (D1, D17)', async () => {
      const email = 'resend.me@example.com';
      const quote = await createQuote({ email });
      const sent = async () => (await sb.current.request('GET', `/sandbox/v1/messages?to=${email}`)).body.messages;
      expect(pathForms(endpoints.resendQuote)).toEqual([
        '/rest/vendor/v1/quote/{id}/resend',
        '/rest/vendor/quote/{id}/resend',
        '/rest/v1/vendor/quote/{id}/resend',
      ]);
      let expected = 1;
      for (const path of pathForms(endpoints.resendQuote)) {
        for (const method of ['POST', 'GET']) {
          const answer = await request(method, withId(path, quote.id));
          expect(answer.body).toEqual({ status: 2000, quote });
          expected += 1;
        }
      }
      const messages = await sent();
      expect(messages).toHaveLength(expected);
      expect(new Set(messages.map((message: { link: string }) => message.link)).size).toBe(1);
    });

    it('400/4402 Quote already applied once the customer applied from it (D17)', async () => {
      const quote = await createQuote();
      markQuoteApplied(sb.current.sandbox, record(quote.id), '100042');
      expect(errorOf(await request('POST', withId(endpoints.resendQuote.path, quote.id)))).toEqual(spec(errors.quoteAlreadyApplied));
      expect((await request('GET', withId(endpoints.getQuote.path, quote.id))).body.quote).toMatchObject({
        status: 'COMPLETED',
        active: 1,
      });
    });

    it('400/4402 The quote is invalid once cancelled (D17)', async () => {
      const quote = await createQuote();
      expect((await request('DELETE', withId(endpoints.cancelQuote.path, quote.id))).http).toBe(200);
      expect(errorOf(await request('POST', withId(endpoints.resendQuote.path, quote.id)))).toEqual(spec(errors.quoteInvalid));
    });
  });

  describe('Delete Quote', () => {
    it('cancels on every path form and answers the quote with active 0 (D1, D17)', async () => {
      expect(pathForms(endpoints.cancelQuote)).toEqual([
        '/rest/vendor/v1/quote/{id}',
        '/rest/vendor/quote/{id}',
        '/rest/v1/vendor/quote/{id}',
      ]);
      for (const path of pathForms(endpoints.cancelQuote)) {
        const quote = await createQuote();
        const answer = await request('DELETE', withId(path, quote.id));
        expect(answer.body).toEqual({ status: 2000, quote: { ...quote, active: 0 } });
        expect((await request('GET', withId(endpoints.getQuote.path, quote.id))).body.quote.active).toBe(0);
      }
    });

    it('400/4402 Quote not active when already cancelled or applied (D17)', async () => {
      const cancelled = await createQuote();
      await request('DELETE', withId(endpoints.cancelQuote.path, cancelled.id));
      expect(errorOf(await request('DELETE', withId(endpoints.cancelQuote.path, cancelled.id)))).toEqual(spec(errors.quoteNotActive));
      const applied = await createQuote();
      markQuoteApplied(sb.current.sandbox, record(applied.id), '100043');
      expect(errorOf(await request('DELETE', withId(endpoints.cancelQuote.path, applied.id)))).toEqual(spec(errors.quoteNotActive));
    });
  });

  describe('The quote-id errors of Get Quote, Resend Quote and Delete Quote', () => {
    const idEndpoints: Array<[EndpointId, string, string]> = [
      ['getQuote', 'GET', endpoints.getQuote.path],
      ['resendQuote', 'POST', endpoints.resendQuote.path],
      ['resendQuote', 'GET', endpoints.resendQuote.path],
      ['cancelQuote', 'DELETE', endpoints.cancelQuote.path],
    ];

    it.each(idEndpoints)('%s (%s): 400/4402 Invalid quote ID for a blank id', async (_id, method, path) => {
      for (const blank of ['%20', '%09']) {
        expect(errorOf(await request(method, withId(path, blank)))).toEqual(spec(errors.quoteIdMissing));
      }
    });

    it.each(idEndpoints)('%s (%s): 404/4041 Quote not found for an unknown id', async (_id, method, path) => {
      expect(errorOf(await request(method, withId(path, 'quote_404')))).toEqual(spec(errors.quoteNotFound));
    });

    it.each(idEndpoints)(
      '%s (%s): 401/4010 Not authorised for the resource for another account’s quote (D10)',
      async (_id, method, path) => {
        const quote = foreignQuote();
        expect(errorOf(await request(method, withId(path, quote.id)))).toEqual(spec(errors.quoteForbidden));
        expect(quote).toMatchObject({ active: true, status: 'SENT' });
      },
    );

    it.each(idEndpoints)('%s (%s): 500/5000 Internal error when a fault is injected', async (id, method, path) => {
      const quote = await createQuote();
      await injectFault(id);
      expect(errorOf(await request(method, withId(path, quote.id)))).toEqual(spec(errors.internalError));
      expect((await request(method, withId(path, quote.id))).http).toBe(200);
    });
  });

  // Last: it moves the sandbox clock 30 days on.
  describe('Expiry, 30 days after creation (D17, D27)', () => {
    it('resends until 30 days have passed; then resend is "The quote is expired", delete "Quote not active", and it still reads', async () => {
      const quote = await createQuote();
      const spare = await createQuote();
      await advanceClock(30 * 86_400 - 60);
      expect((await request('POST', withId(endpoints.resendQuote.path, quote.id))).http).toBe(200);

      await advanceClock(60);
      expect(errorOf(await request('POST', withId(endpoints.resendQuote.path, quote.id)))).toEqual(spec(errors.quoteExpired));
      expect(errorOf(await request('GET', withId(endpoints.resendQuote.path, quote.id)))).toEqual(spec(errors.quoteExpired));
      expect(errorOf(await request('DELETE', withId(endpoints.cancelQuote.path, spare.id)))).toEqual(spec(errors.quoteNotActive));
      const read = await request('GET', withId(endpoints.getQuote.path, quote.id));
      expect(read.body.quote).toEqual(quote);
    });
  });
});

describe('Get Quotes paging (D8)', () => {
  const sb = useSandbox();

  const page = async (pageNumber: number, session: SessionPair) =>
    (await sb.current.request('GET', `${endpoints.getQuotes.path}?accountId=${sb.current.accountId}&pageNumber=${pageNumber}`, { session }))
      .body;

  it('answers 500 a page, created then id ascending; past the end is empty with hasMoreRecords 0', async () => {
    const { sandbox, accountId } = sb.current;
    for (let i = 0; i < 501; i++) {
      const quote = createQuoteRecord(sandbox, quoteBody(accountId, { product_category: 'Flooring' }), 'Alex Admin');
      sandbox.store.quotes.update(quote, (draft) => (draft.created = Date.UTC(2024, 0, 1) + (500 - i) * 60_000));
    }
    const session = await sb.current.login();
    const first = await page(1, session);
    const second = await page(2, session);
    const third = await page(3, session);
    expect([first.quotes.length, first.hasMoreRecords]).toEqual([500, 1]);
    expect([second.quotes.length, second.hasMoreRecords]).toEqual([1, 0]);
    expect([third.quotes.length, third.hasMoreRecords]).toEqual([0, 0]);
    const created = [...first.quotes, ...second.quotes].map((quote: { created: string }) => quote.created);
    expect(created).toEqual([...created].sort());
    expect(first.quotes[0].created).toBe('2024-01-01T00:00:00+00:00');
  });
});
