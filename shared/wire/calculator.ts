import { z } from 'zod/mini';
import { cents, flagInput, nonNegativeCents, okStatus } from './common';

// zod/mini: the calculator's answers are the first screen's, checked by the bridge client before the whole contract loads (issue 37).

export const calculateRepaymentBody = z.strictObject({
  totalPurchaseAmount: nonNegativeCents,
  depositAmount: nonNegativeCents,
  repaymentTerm: z.int().check(z.meta({ description: 'Months (D19)' })),
  includeFees: flagInput,
});
export type CalculateRepaymentBody = z.infer<typeof calculateRepaymentBody>;

export const repaymentAmount = z.object({
  repaymentAmount: cents.check(z.meta({ description: 'Each fortnightly instalment, cents' })),
  instalments: z.int(),
});
export type RepaymentAmount = z.infer<typeof repaymentAmount>;
export const calculateRepaymentResponse = z.object({ status: okStatus, repaymentAmount });

export const publicCalculatorBody = z.strictObject({
  totalPurchaseAmount: nonNegativeCents,
  repaymentTerm: z.union([z.string().check(z.regex(/^\d+$/)), z.int()]).check(z.meta({ description: 'Months, string or integer (D19)' })),
  depositAmount: z.optional(nonNegativeCents),
  addEstablishmentFee: z.optional(flagInput),
  financeType: z.optional(z.string()).check(z.meta({ description: 'CONSUMER or SME, any case (D19)' })),
});
export type PublicCalculatorBody = z.infer<typeof publicCalculatorBody>;

export const financeBreakdown = z.object({
  repayment_amount: cents,
  instalments: z.int(),
  total_purchase_amount: cents,
  deposit_amount: cents,
  financed_amount: cents,
  establishment_fee: cents,
  weekly_account_keeping_fee: cents,
  annual_fee: cents,
  late_payment_fee: cents,
});
export type FinanceBreakdown = z.infer<typeof financeBreakdown>;
export const publicCalculatorResponse = z.object({ status: okStatus, data: financeBreakdown });
