import { describe, expect, it } from 'vitest';
import { defaultFinancingLimits } from '../../../shared/wire/financing-limits';
import { amountProblem } from '../../../shared/wire/purchase-amounts';

// D17, D19: the amount rules the sandbox answers by, with each account's range; the screens know no range (the service
// shows no way to read it), so they check the deposit alone.

describe('amount rules (D17, D19)', () => {
  it.each([
    [100_000, 0, undefined],
    [5_500_000, 0, undefined],
    [6_000_000, 500_000, undefined],
    [99_999, 0, 'below-minimum'],
    [5_500_001, 0, 'above-maximum'],
    [500_000, 500_000, 'deposit-not-below-total'],
    [500_000, 600_000, 'deposit-not-below-total'],
    [500_000, -1, 'deposit-not-below-total'],
    [0, 0, 'deposit-not-below-total'],
  ] as const)('a total of %i cents with a deposit of %i: %s', (total, deposit, problem) => {
    expect(amountProblem(defaultFinancingLimits, total, deposit)).toBe(problem);
  });

  it('checks only the deposit when the range is not known, as on the screens', () => {
    expect(amountProblem(null, 1, 0)).toBeUndefined();
    expect(amountProblem(null, 9_000_000, 0)).toBeUndefined();
    expect(amountProblem(null, 1, 1)).toBe('deposit-not-below-total');
    expect(amountProblem(null, 500_000, -1)).toBe('deposit-not-below-total');
  });

  it('uses the range it is given, not the D19 defaults', () => {
    const branch = { min_financed_amount: 250_000, max_financed_amount: 2_000_000 };
    expect(amountProblem(branch, 200_000, 0)).toBe('below-minimum');
    expect(amountProblem(branch, 2_000_001, 0)).toBe('above-maximum');
    expect(amountProblem(branch, 5_000_000, 3_000_000)).toBeUndefined();
  });
});
