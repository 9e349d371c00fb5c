import { describe, expect, it } from 'vitest';
import { errors } from '../../../shared/wire/errors';
import { errorOf, useSandbox } from './harness';

const spec = ({ http, status, message }: { http: number; status: number; message: string }) => ({ http, status, message });
const calculate = '/rest/vendor/v1/calculate-repayment-amount';
const publicCalculator = '/rest/pub/v1/calculators/finance';

describe('Calculate Repayment Amount (D19)', () => {
  const sb = useSandbox();

  it('answers the D19 repayment on both path forms (D1), with every boolean spelling (D5)', async () => {
    const session = await sb.current.login();
    for (const [path, includeFees] of [
      [calculate, 1],
      ['/rest/v1/vendor/calculate-repayment-amount', true],
      [calculate, 'true'],
      [calculate, '1'],
    ] as const) {
      const answer = await sb.current.request('POST', path, {
        session,
        body: { totalPurchaseAmount: 500_000, depositAmount: 0, repaymentTerm: 12, includeFees },
      });
      expect(answer.body).toEqual({ status: 2000, repaymentAmount: { repaymentAmount: 19_980, instalments: 26 } });
    }
    const withoutFee = await sb.current.request('POST', calculate, {
      session,
      body: { totalPurchaseAmount: 500_000, depositAmount: 0, repaymentTerm: 12, includeFees: 0 },
    });
    expect(withoutFee.body.repaymentAmount).toEqual({ repaymentAmount: 19_691, instalments: 26 });
  });

  it.each([
    ['a term not offered', { totalPurchaseAmount: 500_000, depositAmount: 0, repaymentTerm: 13, includeFees: 1 }, 'repaymentTerm'],
    [
      'a deposit equal to the total',
      { totalPurchaseAmount: 500_000, depositAmount: 500_000, repaymentTerm: 12, includeFees: 1 },
      'depositAmount',
    ],
    ['too little financed', { totalPurchaseAmount: 99_999, depositAmount: 0, repaymentTerm: 12, includeFees: 1 }, 'totalPurchaseAmount'],
    ['too much financed', { totalPurchaseAmount: 5_500_001, depositAmount: 0, repaymentTerm: 12, includeFees: 1 }, 'totalPurchaseAmount'],
    [
      'dollars instead of cents',
      { totalPurchaseAmount: 5000.5, depositAmount: 0, repaymentTerm: 12, includeFees: 1 },
      'totalPurchaseAmount',
    ],
    ['a negative deposit', { totalPurchaseAmount: 500_000, depositAmount: -1, repaymentTerm: 12, includeFees: 1 }, 'depositAmount'],
    ['a missing field', { totalPurchaseAmount: 500_000, depositAmount: 0, repaymentTerm: 12 }, 'includeFees'],
    ['an unknown field', { totalPurchaseAmount: 500_000, depositAmount: 0, repaymentTerm: 12, includeFees: 1, rate: 5 }, 'rate'],
  ])('refuses %s: 400/4402 Invalid input naming the field', async (_name, body, field) => {
    const answer = await sb.current.request('POST', calculate, { session: await sb.current.login(), body });
    expect(errorOf(answer)).toEqual(spec(errors.invalidInput));
    expect(Object.keys(answer.body.errors)).toContain(field);
  });

  // The service shows no way to read an account's limits, so the kiosk shows these reasons to the salesperson as they are.
  it('says the account’s range and terms in plain words, dollars not cents, next to the field (D19)', async () => {
    const session = await sb.current.login();
    const outside = await sb.current.request('POST', calculate, {
      session,
      body: { totalPurchaseAmount: 50_000, depositAmount: 0, repaymentTerm: 12, includeFees: 1 },
    });
    expect(errorOf(outside)).toEqual(spec(errors.invalidInput));
    expect(outside.body.errors).toEqual({ totalPurchaseAmount: ['Financed amount must be between $1,000.00 and $55,000.00'] });
    const overDeposit = await sb.current.request('POST', calculate, {
      session,
      body: { totalPurchaseAmount: 6_000_000, depositAmount: 400_000, repaymentTerm: 12, includeFees: 1 },
    });
    expect(overDeposit.body.errors).toEqual({ totalPurchaseAmount: ['Financed amount must be between $1,000.00 and $55,000.00'] });
    const term = await sb.current.request('POST', calculate, {
      session,
      body: { totalPurchaseAmount: 500_000, depositAmount: 0, repaymentTerm: 13, includeFees: 1 },
    });
    expect(term.body.errors).toEqual({ repaymentTerm: ['Term must be one of 6, 12, 18, 24, 36, 48, 60, 72, 84, 96, 108, 120 months'] });
  });

  it('needs a session: 401/4010 Unauthorized', async () => {
    const answer = await sb.current.request('POST', calculate, {
      body: { totalPurchaseAmount: 500_000, depositAmount: 0, repaymentTerm: 12, includeFees: 1 },
    });
    expect(errorOf(answer)).toEqual(spec(errors.unauthorized));
  });
});

describe('Public calculator (D6, D19)', () => {
  const sb = useSandbox();

  it('needs no session and answers the full breakdown in cents', async () => {
    const answer = await sb.current.request('POST', publicCalculator, {
      body: { totalPurchaseAmount: 1_250_000, repaymentTerm: '24', depositAmount: 250_000 },
    });
    expect(answer.body).toEqual({
      status: 2000,
      data: {
        repayment_amount: Math.ceil((1_000_000 + 7_500) / 52) + 460,
        instalments: 52,
        total_purchase_amount: 1_250_000,
        deposit_amount: 250_000,
        financed_amount: 1_000_000,
        establishment_fee: 7_500,
        weekly_account_keeping_fee: 230,
        annual_fee: 0,
        late_payment_fee: 499,
      },
    });
  });

  it('defaults: deposit 0, fee on, CONSUMER; term as an integer; financeType in any case', async () => {
    const a = await sb.current.request('POST', publicCalculator, { body: { totalPurchaseAmount: 500_000, repaymentTerm: 12 } });
    expect(a.body.data).toMatchObject({ deposit_amount: 0, establishment_fee: 7_500, repayment_amount: 19_980 });
    const b = await sb.current.request('POST', publicCalculator, {
      body: { totalPurchaseAmount: 500_000, repaymentTerm: '12', financeType: 'sme', addEstablishmentFee: 'true' },
    });
    expect(b.body.data).toMatchObject({ establishment_fee: 9_900, repayment_amount: 20_072 });
    const c = await sb.current.request('POST', publicCalculator, {
      body: { totalPurchaseAmount: 500_000, repaymentTerm: '12', financeType: 'consumer', addEstablishmentFee: 0 },
    });
    expect(c.body.data).toMatchObject({ establishment_fee: 0, repayment_amount: 19_691 });
  });

  it.each([
    ['a missing amount', { repaymentTerm: '12' }],
    ['a term that is not a number', { totalPurchaseAmount: 500_000, repaymentTerm: 'twelve' }],
    ['a term not offered', { totalPurchaseAmount: 500_000, repaymentTerm: '11' }],
    ['an unknown finance type', { totalPurchaseAmount: 500_000, repaymentTerm: '12', financeType: 'BUSINESS' }],
    ['an amount over the limit', { totalPurchaseAmount: 9_000_000, repaymentTerm: '12' }],
    ['a body that is a list', [1, 2, 3]],
  ])('refuses %s: 400/4402 Invalid input', async (_name, body) => {
    expect(errorOf(await sb.current.request('POST', publicCalculator, { body }))).toEqual(spec(errors.invalidInput));
  });

  it('answers a body it answered before from its text alone, and reads every other text afresh (issue 39 item 9)', async () => {
    const text = '{"totalPurchaseAmount":500000,"repaymentTerm":"12"}';
    const first = await sb.current.request('POST', publicCalculator, { rawBody: text });
    const again = await sb.current.request('POST', publicCalculator, { rawBody: text });
    expect(first.body.data).toMatchObject({ repayment_amount: 19_980 });
    expect(again.body).toEqual(first.body);
    // The same numbers spelled otherwise are another text: parsed, and answered the same.
    const spaced = await sb.current.request('POST', publicCalculator, { rawBody: text.replaceAll(':', ': ') });
    expect(spaced.body).toEqual(first.body);
    expect(errorOf(await sb.current.request('POST', publicCalculator, { rawBody: `${text}}` }))).toEqual(spec(errors.invalidInput));
  });

  it('answers a body again with the very answer it gave the first time, and a drill’s fault before it (D27)', async () => {
    const text = '{"totalPurchaseAmount":640000,"repaymentTerm":"24"}';
    const send = async () => {
      const answer = await fetch(`${sb.current.baseUrl}${publicCalculator}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      });
      return { http: answer.status, headers: [...answer.headers].filter(([name]) => name !== 'date'), body: await answer.text() };
    };
    const first = await send();
    expect(first.http).toBe(200);
    expect(await send()).toEqual(first);
    await sb.current.request('POST', '/sandbox/v1/faults', { body: { endpoint: 'publicCalculator', count: 1, mode: 'error' } });
    expect((await send()).http).toBe(500);
    expect(await send()).toEqual(first);
  });

  it('answers 500/5000 Internal error only when a fault is injected (D27)', async () => {
    await sb.current.request('POST', '/sandbox/v1/faults', { body: { endpoint: 'publicCalculator', count: 1, mode: 'error' } });
    const body = { totalPurchaseAmount: 500_000, repaymentTerm: '12' };
    expect(errorOf(await sb.current.request('POST', publicCalculator, { body }))).toEqual(spec(errors.internalError));
    expect((await sb.current.request('POST', publicCalculator, { body })).http).toBe(200);
  });
});
