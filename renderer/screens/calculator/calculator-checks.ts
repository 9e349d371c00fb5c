import { isNonNegativeCents, type Cents } from '../../../shared/money';
import { amountProblem } from '../../../shared/wire/purchase-amounts';

// The form of the amounts (whole cents, not negative: D6) and the deposit rule (D17), by the rules of shared/, in the
// customer's words. The financed range and the terms are the branch's, which only its service knows (D19): the
// calculator shows the service's own refusal next to the field it names.

export const askForPrice = 'Enter the purchase price in dollars, for example 5,000 or 4,999.95.';

export interface CalculatorProblems {
  total?: string;
  deposit?: string;
}

export function calculatorProblems(totalCents: Cents | null, depositCents: Cents | null): CalculatorProblems {
  const problems: CalculatorProblems = {};
  if (!isNonNegativeCents(totalCents)) problems.total = askForPrice;
  if (!isNonNegativeCents(depositCents)) problems.deposit = 'Enter the deposit in dollars, or 0 for no deposit.';
  if (!isNonNegativeCents(totalCents) || !isNonNegativeCents(depositCents)) return problems;
  if (amountProblem(null, totalCents, depositCents) === undefined) return problems;
  // A price of $0 is a price still missing, not a deposit to lower.
  return totalCents > 0 ? { deposit: 'The deposit has to be less than the purchase price.' } : { total: askForPrice };
}

export function hasProblems(problems: CalculatorProblems): boolean {
  return problems.total !== undefined || problems.deposit !== undefined;
}
