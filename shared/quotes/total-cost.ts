import type { Cents } from '../money';
import type { RepaymentAmount } from '../wire/calculator';

/** What the total cost is worked out from: the deposit, the repayment as the service stated it, and the fees outside it. */
export interface TotalCostFacts {
  depositCents: Cents;
  /** The service's fortnightly repayment and how many there are (D19); it already carries the establishment fee (when asked) and the account-keeping fee. */
  repayment: RepaymentAmount;
  /** D19: the one fee no repayment carries, charged for each year the plan runs (or part of one). */
  annualFeeCents: Cents;
  termMonths: number;
}

/**
 * D19's total cost of a quote: the deposit, every repayment, and the fees not already inside the repayments (the annual
 * fee, once a year begun). The establishment fee and the account-keeping fee are in each repayment (D19's repayment =
 * ceil((financed + establishment fee) / instalments) + the fortnight's account-keeping fee), so they are not added
 * again; a late payment fee is charged only for a missed repayment, so it is no part of what the plan costs.
 */
export function totalCostCents({ depositCents, repayment, annualFeeCents, termMonths }: TotalCostFacts): Cents {
  const yearsBegun = Math.ceil(termMonths / 12);
  return depositCents + repayment.instalments * repayment.repaymentAmount + yearsBegun * annualFeeCents;
}
