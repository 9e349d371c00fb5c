import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testStore, resetTestStore } from '../../../fixtures/test-kiosk-store';

// A quote's detail (the service's Get Quote) against a window.kiosk that answers only what each test needs.

const ok = <T>(data: T) => ({ ok: true, data }) as const;

const quote = {
  id: 'quote_1',
  applicant_email: 'priya.raman@example.com',
  total_purchase_amount: 630000,
  deposit_amount: 0,
  repayment_term: 24,
  product_category: 'Air-Conditioning',
  product_description: 'Ducted heat pump',
  created: '2031-03-15T02:00:00+00:00',
  team_member: 'Liam',
  applicant: 'Priya Raman',
  status: 'SENT',
  active: 1,
  expires: '2031-04-14T02:00:00+00:00',
} as const;
const detail = { ...quote, mobile: '0455123987', repayment: { repaymentAmount: 13940, instalments: 52 } };

describe('the quote detail', () => {
  beforeEach(resetTestStore);
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the quote screen and shows what Get Quote answered', async () => {
    vi.stubGlobal('window', { kiosk: { quotes: { get: async () => ok(detail) } } });
    testStore().getState().openQuote('quote_1');
    expect(testStore().getState().screen).toBe('quote');
    await testStore().getState().loadQuoteDetail('quote_1');
    expect(testStore().getState().quoteDetail).toEqual(detail);
    expect(testStore().getState().quoteDetailState).toEqual({ status: 'idle' });
  });

  it('drops an answer about a quote no longer open', async () => {
    vi.stubGlobal('window', { kiosk: { quotes: { get: async () => ok(detail) } } });
    testStore().getState().openQuote('quote_1');
    const loading = testStore().getState().loadQuoteDetail('quote_1');
    testStore().getState().openQuote('quote_2');
    await loading;
    expect(testStore().getState().quoteDetail).toBeNull();
  });

  it('follows a cancel made from it, keeping the mobile and repayment only the kiosk knew', async () => {
    vi.stubGlobal('window', {
      kiosk: {
        quotes: {
          get: async () => ok(detail),
          cancel: async () => ok({ ...quote, active: 0 }),
        },
      },
    });
    testStore().getState().openQuote('quote_1');
    await testStore().getState().loadQuoteDetail('quote_1');
    await testStore().getState().actOnQuote('quote_1', 'cancel');
    expect(testStore().getState().quoteDetail).toEqual({ ...detail, active: 0 });
    expect(testStore().getState().quoteActions['quote_1']?.state).toEqual({ status: 'done' });
  });

  it('back on the list keeps its search and page; new dates start at page 1', async () => {
    vi.stubGlobal('window', { kiosk: { quotes: { list: async () => ok({ quotes: [quote], hasMoreRecords: false }) } } });
    testStore().setState({ quotesRange: { startDate: '2031-03-01', endDate: '2031-03-15' }, quotesSearch: 'priya', quotesPage: 3 });
    await testStore().getState().openQuotesList();
    expect(testStore().getState()).toMatchObject({ quotesSearch: 'priya', quotesPage: 3 });
    await testStore().getState().loadQuotes();
    expect(testStore().getState().quotesPage).toBe(1);
  });

  it('is gone on Next customer (K4)', async () => {
    vi.stubGlobal('window', { kiosk: { quotes: { get: async () => ok(detail) } } });
    testStore().getState().openQuote('quote_1');
    await testStore().getState().loadQuoteDetail('quote_1');
    testStore().getState().nextCustomer();
    expect(testStore().getState()).toMatchObject({ screen: 'calculator', quoteDetailId: null, quoteDetail: null });
  });
});
