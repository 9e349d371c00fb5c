import { isNonNegativeCents, type Cents } from '../../../shared/money';
import { amountProblem } from '../../../shared/wire/purchase-amounts';
import { say } from './words';

// The form of the amounts (whole cents, not negative: D6) and the deposit rule (D17), by the rules of shared/, in the
// customer's words. The financed range and the terms are the branch's, which only its service knows (D19): the
// calculator shows the service's own refusal next to the field it names.

export interface CalculatorProblems {
  total?: string;
  deposit?: string;
}

export function calculatorProblems(totalCents: Cents | null, depositCents: Cents | null): CalculatorProblems {
  const problems: CalculatorProblems = {};
  if (!isNonNegativeCents(totalCents)) problems.total = say('calculator.check.price');
  if (!isNonNegativeCents(depositCents)) problems.deposit = say('calculator.check.deposit');
  if (!isNonNegativeCents(totalCents) || !isNonNegativeCents(depositCents)) return problems;
  if (amountProblem(null, totalCents, depositCents) === undefined) return problems;
  // A price of $0 is a price still missing, not a deposit to lower.
  return totalCents > 0 ? { deposit: say('calculator.check.depositBelowPrice') } : { total: say('calculator.check.price') };
}

export function hasProblems(problems: CalculatorProblems): boolean {
  return problems.total !== undefined || problems.deposit !== undefined;
}
