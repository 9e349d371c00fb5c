import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, sentOf, startDirectKiosk, type DirectKiosk } from './direct-kiosk';

// Get Quote behind a quote's detail view, Get Application Document Types behind the capture's type
// choice; through the registry, against the embedded sandbox's demo data (D28), as the training profile.

const customer = {
  first_name: 'Priya',
  last_name: 'Raman',
  phone: '0455 123 987',
  email: 'priya.raman@example.com',
  total_purchase_amount: 630000,
  deposit_amount: 30000,
  repayment_term: 24,
  product_category: 'Air-Conditioning',
  product_description: 'Ducted heat pump',
};

/** D27's fault control: the next `count` requests to `endpoint` answer its documented 5xx. */
async function failNext(direct: DirectKiosk, endpoint: string, count: number): Promise<void> {
  const response = await fetch(`${direct.training().baseUrl}/sandbox/v1/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint, count, mode: 'error' }),
  });
  expect(response.status).toBe(200);
}

// GET reads are tried three times (main/vendor): three faults make one failed read.
const triesPerRead = 3;

describe('quotes:get and documents:types', () => {
  let direct: DirectKiosk;
  beforeAll(async () => {
    direct = await startDirectKiosk();
  });
  afterAll(() => direct.shutdown());

  it('quotes:get answers the service’s quote, the mobile this kiosk sent it to, and its repayment (D17, D19)', async () => {
    const sent = sentOf(await direct.kiosk.quotes.create(customer));
    const detail = dataOf(await direct.kiosk.quotes.get({ id: sent.id }));
    const repayment = dataOf(
      await direct.kiosk.calculator.repayment({ totalPurchaseAmount: 630000, depositAmount: 30000, repaymentTerm: 24, includeFees: true }),
    );
    expect(detail).toEqual({ ...sent, mobile: '0455123987', repayment });
    expect(repayment.instalments).toBe(52);
  });

  it('quotes:get follows a cancel, and says which quote it cannot find', async () => {
    const sent = sentOf(await direct.kiosk.quotes.create({ ...customer, email: 'cancelled.customer@example.com' }));
    dataOf(await direct.kiosk.quotes.cancel({ id: sent.id }));
    expect(dataOf(await direct.kiosk.quotes.get({ id: sent.id })).active).toBe(0);
    expect(await direct.kiosk.quotes.get({ id: 'quote_none' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('quotes:get on a quote sent elsewhere has no mobile (the service keeps none)', async () => {
    const [seeded] = dataOf(await direct.kiosk.quotes.list({ pageNumber: 1 })).quotes;
    if (!seeded) throw new Error('the demo seed has no quotes');
    const detail = dataOf(await direct.kiosk.quotes.get({ id: seeded.id }));
    expect(detail.id).toBe(seeded.id);
    expect(detail).not.toHaveProperty('mobile');
  });

  it('quotes:get still shows a quote whose figures the calculator refuses today, without a repayment', async () => {
    const sent = sentOf(await direct.kiosk.quotes.create({ ...customer, email: 'limits.changed@example.com' }));
    const { store } = direct.training().sandbox;
    const before = store.accounts.all().map((account) => [account, account.limits] as const);
    for (const [account, limits] of before) store.accounts.update(account, (draft) => (draft.limits = { ...limits, terms: [12] }));
    try {
      expect(dataOf(await direct.kiosk.quotes.get({ id: sent.id }))).toMatchObject({ id: sent.id, repayment: null });
    } finally {
      for (const [account, limits] of before) store.accounts.update(account, (draft) => (draft.limits = limits));
    }
  });

  it('documents:types answers D16’s types and keeps them for the session', async () => {
    expect(dataOf(await direct.kiosk.documents.types({}))).toEqual({ documentTypes: ['INVOICE', 'STC', 'CCA'] });
    // The service failing now makes no difference: main asks it once.
    await failNext(direct, 'getApplicationDocumentTypes', triesPerRead);
    expect(dataOf(await direct.kiosk.documents.types({}))).toEqual({ documentTypes: ['INVOICE', 'STC', 'CCA'] });
  });
});
