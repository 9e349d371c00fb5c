import { z } from 'zod';
import { calculateRepaymentBody, repaymentAmount } from '../wire/calculator';

/** D19's terms, in months: the default comparison. */
export const standardRepaymentTerms = [6, 12, 18, 24, 36, 48, 60, 72, 84, 96, 108, 120] as const;

export const compareTermsInput = calculateRepaymentBody.omit({ repaymentTerm: true }).extend({
  repaymentTerms: z.array(z.number().int().min(1).max(600)).min(1).max(standardRepaymentTerms.length).optional(),
});
export type CompareTermsInput = z.infer<typeof compareTermsInput>;

export const termComparison = z.object({
  options: z.array(repaymentAmount.extend({ repaymentTerm: z.number().int() })),
});
