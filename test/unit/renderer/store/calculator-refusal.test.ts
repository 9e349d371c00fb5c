import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldError } from '../../../../renderer/store/async-state';
import { testStore, resetTestStore } from '../../../fixtures/test-kiosk-store';

// D19: the branch's range and terms are its service's to judge; the calculator keeps its refusal by field, against a
// window.kiosk that answers only what the calculator asks.

const ok = <T>(data: T) => ({ ok: true, data }) as const;
const reason = 'Financed amount must be between $1,000.00 and $55,000.00';
const refusal = {
  ok: false,
  error: { code: 'invalid-input', message: 'Some details need correcting.', fieldErrors: { totalPurchaseAmount: [reason] } },
} as const;
const breakdown = {
  repayment_amount: 19_980,
  instalments: 26,
  total_purchase_amount: 500_000,
  deposit_amount: 0,
  financed_amount: 500_000,
  establishment_fee: 7_500,
  weekly_account_keeping_fee: 230,
  annual_fee: 0,
  late_payment_fee: 499,
};

describe('the calculator’s answers', () => {
  beforeEach(resetTestStore);
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the service’s refusal by field, drops the repayments of the amounts before, and keeps what was typed', async () => {
    vi.stubGlobal('window', {
      kiosk: {
        calculator: {
          repayment: async () => refusal,
          breakdown: async () => refusal,
          compareTerms: async () => refusal,
        },
      },
    });
    testStore().setState({
      repayment: { repaymentAmount: 19_980, instalments: 26 },
      breakdown,
      comparison: [{ repaymentTerm: 12, repaymentAmount: 19_980, instalments: 26 }],
    });
    testStore().getState().setCalculator({ totalCents: 50_000, depositCents: 0, termMonths: 12 });
    await testStore().getState().calculate();

    const after = testStore().getState();
    expect(fieldError(after.calculation, 'totalPurchaseAmount')).toBe(reason);
    expect(fieldError(after.calculation, 'repaymentTerm')).toBeUndefined();
    expect(after).toMatchObject({ repayment: null, breakdown: null, comparison: [], totalCents: 50_000, depositCents: 0, termMonths: 12 });
  });

  it('shows the repayments once the service accepts the amounts', async () => {
    vi.stubGlobal('window', {
      kiosk: {
        calculator: {
          repayment: async () => ok({ repaymentAmount: 19_980, instalments: 26 }),
          breakdown: async () => ok(breakdown),
          compareTerms: async () => ok({ options: [{ repaymentTerm: 12, repaymentAmount: 19_980, instalments: 26 }] }),
        },
      },
    });
    testStore().getState().setCalculator({ totalCents: 500_000, depositCents: 0, termMonths: 12 });
    await testStore().getState().calculate();

    const after = testStore().getState();
    expect(after.calculation).toEqual({ status: 'done' });
    expect(after.repayment).toEqual({ repaymentAmount: 19_980, instalments: 26 });
  });
});
