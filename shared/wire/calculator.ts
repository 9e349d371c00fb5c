import { z } from 'zod';
import { cents, flagInput, nonNegativeCents, okStatus } from './common';

export const calculateRepaymentBody = z.strictObject({
  totalPurchaseAmount: nonNegativeCents,
  depositAmount: nonNegativeCents,
  repaymentTerm: z.number().int().meta({ description: 'Months (D19)' }),
  includeFees: flagInput,
});
export type CalculateRepaymentBody = z.infer<typeof calculateRepaymentBody>;

export const repaymentAmount = z.object({
  repaymentAmount: cents.meta({ description: 'Each fortnightly instalment, cents' }),
  instalments: z.number().int(),
});
export type RepaymentAmount = z.infer<typeof repaymentAmount>;
export const calculateRepaymentResponse = z.object({ status: okStatus, repaymentAmount });

export const publicCalculatorBody = z.strictObject({
  totalPurchaseAmount: nonNegativeCents,
  repaymentTerm: z.union([z.string().regex(/^\d+$/), z.number().int()]).meta({ description: 'Months, string or integer (D19)' }),
  depositAmount: nonNegativeCents.optional(),
  addEstablishmentFee: flagInput.optional(),
  financeType: z.string().optional().meta({ description: 'CONSUMER or SME, any case (D19)' }),
});
export type PublicCalculatorBody = z.infer<typeof publicCalculatorBody>;

export const financeBreakdown = z.object({
  repayment_amount: cents,
  instalments: z.number().int(),
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
