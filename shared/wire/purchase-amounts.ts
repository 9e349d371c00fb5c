import type { FinancingLimits } from './financing-limits';

// D17, D19: the amount rules every judge shares: the deposit is at least 0 and below the total, and what is left to
// finance lies within the account's range. The sandbox knows each account's range; the screens do not (the service
// shows no way to read it), so they check the deposit alone and leave the range to the service's answer.

export type AmountProblem = 'deposit-not-below-total' | 'below-minimum' | 'above-maximum';

/** The range the account finances; null when it is not known (always, on the screens), so only the deposit rule is checked. */
export type FinancedRange = Pick<FinancingLimits, 'min_financed_amount' | 'max_financed_amount'> | null;

/** The first rule the amounts break, or undefined when they keep them all. */
export function amountProblem(range: FinancedRange, totalCents: number, depositCents: number): AmountProblem | undefined {
  if (depositCents < 0 || depositCents >= totalCents) return 'deposit-not-below-total';
  const financed = totalCents - depositCents;
  if (range === null) return undefined;
  if (financed < range.min_financed_amount) return 'below-minimum';
  if (financed > range.max_financed_amount) return 'above-maximum';
  return undefined;
}
