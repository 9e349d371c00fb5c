import { z } from 'zod';
import { calculateRepaymentBody, financeBreakdown, publicCalculatorBody, repaymentAmount } from '../wire/calculator';
import { standardRepaymentTerms } from '../wire/financing-limits';

export const compareTermsInput = calculateRepaymentBody.omit({ repaymentTerm: true }).extend({
  repaymentTerms: z.array(z.number().int().min(1).max(600)).min(1).max(standardRepaymentTerms.length).optional(),
});
export type CompareTermsInput = z.infer<typeof compareTermsInput>;

export const termComparison = z.object({
  options: z.array(repaymentAmount.extend({ repaymentTerm: z.number().int() })),
});

/** Spread into shared/contract.ts's `contract`; on its own so the browser host's bridge client can check the calculator's answers without the rest. */
export const calculatorChannels = {
  'calculator:repayment': { input: calculateRepaymentBody, output: repaymentAmount },
  'calculator:breakdown': { input: publicCalculatorBody, output: financeBreakdown },
  'calculator:compareTerms': { input: compareTermsInput, output: termComparison },
};
