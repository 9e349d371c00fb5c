import { formatCents, type Cents } from '../../../shared/money';

/** D19's sandbox limits; the service stays the judge, these only explain sooner and in the customer's words. */
export const financedLimits = { min: 100_000, max: 5_500_000 } as const;

export interface CalculatorProblems {
  total?: string;
  deposit?: string;
}

export function calculatorProblems(totalCents: Cents | null, depositCents: Cents | null): CalculatorProblems {
  const problems: CalculatorProblems = {};
  if (totalCents === null) problems.total = 'Enter the purchase price in dollars, for example 5,000 or 4,999.95.';
  if (depositCents === null) problems.deposit = 'Enter the deposit in dollars, or 0 for no deposit.';
  if (totalCents === null || depositCents === null) return problems;
  if (depositCents >= totalCents && totalCents > 0) return { deposit: 'The deposit has to be less than the purchase price.' };
  const financed = totalCents - depositCents;
  if (financed < financedLimits.min) {
    return { total: `The amount to finance (price less deposit) must be at least ${formatCents(financedLimits.min)}. Right now it is ${formatCents(Math.max(financed, 0))}.` };
  }
  if (financed > financedLimits.max) {
    return { total: `The most we can finance is ${formatCents(financedLimits.max)}. A larger deposit would bring it within reach.` };
  }
  return problems;
}

export function hasProblems(problems: CalculatorProblems): boolean {
  return problems.total !== undefined || problems.deposit !== undefined;
}
