import { describe, expect, it } from 'vitest';
import { calculateFinance, type FinanceRequest } from '../../../../sandbox/finance';
import { defaultLimits, type AccountLimits } from '../../../../sandbox/store/account-limits';
import { totalCostCents } from '../../../../shared/quotes/total-cost';

// D19's total cost (issue 38 item 3), against the sandbox calculator's own answers: the repayment it states, not one
// worked out here.

function totalCostOf(limits: AccountLimits, request: Omit<FinanceRequest, 'financeType'>) {
  const answer = calculateFinance(limits, { ...request, financeType: 'CONSUMER' });
  return totalCostCents({
    depositCents: answer.depositCents,
    repayment: { repaymentAmount: answer.repaymentCents, instalments: answer.instalments },
    annualFeeCents: answer.annualFeeCents,
    termMonths: request.termMonths,
  });
}

describe('the total cost of a quote (D19)', () => {
  it('is the deposit and every repayment, the establishment and account-keeping fees inside them', () => {
    // The sandbox's worked example: $5,000.00, no deposit, 12 months, the fee on → 26 × $199.80.
    expect(
      totalCostOf(defaultLimits(), { totalPurchaseCents: 500_000, depositCents: 0, termMonths: 12, includeEstablishmentFee: true }),
    ).toBe(519_480);
    // $7,450.50 with $450.50 down over 24 months: 52 × ceil((700,000 + 7,500) / 52) + 460 = 52 × $14,066 → $7,314.32, plus the deposit.
    expect(
      totalCostOf(defaultLimits(), { totalPurchaseCents: 745_050, depositCents: 45_050, termMonths: 24, includeEstablishmentFee: true }),
    ).toBe(45_050 + 52 * 14_066);
  });

  it('is never less than the price, the establishment fee and every fortnight’s account-keeping fee, and over it by the rounding alone', () => {
    for (const termMonths of [6, 12, 18, 36, 120])
      for (const includeEstablishmentFee of [true, false]) {
        const request = { totalPurchaseCents: 1_234_567, depositCents: 34_567, termMonths, includeEstablishmentFee };
        const { instalments } = calculateFinance(defaultLimits(), { ...request, financeType: 'CONSUMER' });
        const fees = (includeEstablishmentFee ? 7_500 : 0) + instalments * 460;
        const rounding = totalCostOf(defaultLimits(), request) - (1_234_567 + fees);
        expect(rounding).toBeGreaterThanOrEqual(0);
        expect(rounding).toBeLessThan(instalments);
      }
  });

  it('adds an account’s annual fee once for each year the plan runs, a part year too', () => {
    const limits = { ...defaultLimits(), annualFeeCents: 3_000 };
    const request = { totalPurchaseCents: 500_000, depositCents: 0, includeEstablishmentFee: true };
    expect(totalCostOf(limits, { ...request, termMonths: 12 })).toBe(519_480 + 3_000);
    // 18 months begins a second year: 39 repayments of ceil(507,500 / 39) + 460 = $13,473.
    expect(totalCostOf(limits, { ...request, termMonths: 18 })).toBe(39 * 13_473 + 2 * 3_000);
  });
});
