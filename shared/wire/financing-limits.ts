import type { Cents } from '../money';

// D19: the sandbox's defaults for what an account may finance. The document says amounts and terms must be valid
// for the vendor account but shows no way to read an account's limits ("Limits": not shown), so the kiosk never
// knows them: the service judges each amount and term, and its refusal names the field (D3).

/** D19's standard terms, in months: the sandbox's default, and the choices the kiosk offers to try. */
export const standardRepaymentTerms = [6, 12, 18, 24, 36, 48, 60, 72, 84, 96, 108, 120] as const;

export interface FinancingLimits {
  /** The least an account finances (total less deposit). */
  min_financed_amount: Cents;
  /** The most an account finances (total less deposit). */
  max_financed_amount: Cents;
  /** The terms an account offers, in months. */
  repayment_terms: readonly number[];
}

/** D19: the sandbox's defaults for every account it makes; a live account may have others, which only its service knows. */
export const defaultFinancingLimits: FinancingLimits = {
  min_financed_amount: 100_000,
  max_financed_amount: 5_500_000,
  repayment_terms: [...standardRepaymentTerms],
};
