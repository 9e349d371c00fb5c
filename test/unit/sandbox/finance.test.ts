import { describe, expect, it } from 'vitest';
import { calculateFinance, instalmentsFor, limitProblems } from '../../../sandbox/finance';
import { defaultLimits } from '../../../sandbox/store/account-limits';

// D19 worked examples, computed by hand from the rule:
//   instalments = ceil(months × 26 / 12); repayment = ceil((financed + fee) / instalments) + 460.
const limits = defaultLimits();
const consumer = (total: number, deposit: number, termMonths: number, fee = true) =>
  calculateFinance(limits, {
    totalPurchaseCents: total,
    depositCents: deposit,
    termMonths,
    includeEstablishmentFee: fee,
    financeType: 'CONSUMER',
  });

describe('D19 repayment arithmetic', () => {
  it('counts fortnightly instalments as ceil(months × 26 / 12)', () => {
    expect([6, 12, 18, 24, 36, 60, 120].map(instalmentsFor)).toEqual([13, 26, 39, 52, 78, 130, 260]);
    expect(instalmentsFor(7)).toBe(16); // 15.17 rounds up
  });

  it('$5,000 over 12 months with the fee: ceil(507500 / 26) + 460 = 19980', () => {
    expect(consumer(500_000, 0, 12)).toMatchObject({
      instalments: 26,
      repaymentCents: 19_980,
      financedCents: 500_000,
      establishmentFeeCents: 7_500,
    });
  });

  it('$12,500 less a $2,500 deposit over 24 months without the fee: ceil(1000000 / 52) + 460 = 19691', () => {
    expect(consumer(1_250_000, 250_000, 24, false)).toMatchObject({ instalments: 52, repaymentCents: 19_691, establishmentFeeCents: 0 });
  });

  it('$55,000 over 120 months: ceil(5507500 / 260) + 460 = 21643', () => {
    expect(consumer(5_500_000, 0, 120).repaymentCents).toBe(21_643);
  });

  it('SME uses the $99 establishment fee: ceil(509900 / 26) + 460 = 20072', () => {
    const sme = calculateFinance(limits, {
      totalPurchaseCents: 500_000,
      depositCents: 0,
      termMonths: 12,
      includeEstablishmentFee: true,
      financeType: 'SME',
    });
    expect(sme).toMatchObject({ repaymentCents: 20_072, establishmentFeeCents: 9_900 });
  });

  it('reports the fixed fees in cents', () => {
    expect(consumer(500_000, 0, 12)).toMatchObject({ weeklyAccountKeepingFeeCents: 230, annualFeeCents: 0, latePaymentFeeCents: 499 });
  });
});

describe('D19 limits', () => {
  it('accepts $1,000.00 to $55,000.00 financed and the listed terms', () => {
    expect(limitProblems(limits, { totalPurchaseCents: 100_000, depositCents: 0, termMonths: 6 })).toEqual({});
    expect(limitProblems(limits, { totalPurchaseCents: 5_600_000, depositCents: 100_000, termMonths: 120 })).toEqual({});
  });

  it('names the field that is out of bounds', () => {
    expect(Object.keys(limitProblems(limits, { totalPurchaseCents: 99_999, depositCents: 0, termMonths: 12 }))).toEqual([
      'totalPurchaseAmount',
    ]);
    expect(Object.keys(limitProblems(limits, { totalPurchaseCents: 5_500_001, depositCents: 0, termMonths: 12 }))).toEqual([
      'totalPurchaseAmount',
    ]);
    expect(Object.keys(limitProblems(limits, { totalPurchaseCents: 500_000, depositCents: 500_000, termMonths: 12 }))).toEqual([
      'depositAmount',
    ]);
    expect(Object.keys(limitProblems(limits, { totalPurchaseCents: 500_000, depositCents: 0, termMonths: 13 }))).toEqual(['repaymentTerm']);
  });
});
