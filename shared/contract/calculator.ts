import { z } from 'zod/mini';
import { calculateRepaymentBody, financeBreakdown, publicCalculatorBody, repaymentAmount } from '../wire/calculator';
import { standardRepaymentTerms } from '../wire/financing-limits';

// zod/mini: the calculator is the first screen, its answers checked before the whole contract loads (issue 37).

export const compareTermsInput = z.extend(z.omit(calculateRepaymentBody, { repaymentTerm: true }), {
  repaymentTerms: z.optional(
    z.array(z.int().check(z.gte(1), z.lte(600))).check(z.minLength(1), z.maxLength(standardRepaymentTerms.length)),
  ),
});
export type CompareTermsInput = z.infer<typeof compareTermsInput>;

export const termComparison = z.object({
  options: z.array(z.extend(repaymentAmount, { repaymentTerm: z.int() })),
});

/** Spread into shared/contract.ts's `contract`; on its own so the browser host's bridge client can check the calculator's answers without the rest. */
export const calculatorChannels = {
  'calculator:repayment': { input: calculateRepaymentBody, output: repaymentAmount },
  'calculator:breakdown': { input: publicCalculatorBody, output: financeBreakdown },
  'calculator:compareTerms': { input: compareTermsInput, output: termComparison },
};
