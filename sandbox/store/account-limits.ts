import { z } from 'zod';
import { defaultFinancingLimits } from '../../shared/wire/financing-limits';

// D19: what an account may finance and the fees it charges, kept with the account in cents and months.

const cents = z.number().int();

export const accountLimits = z.object({
  minFinancedCents: cents,
  maxFinancedCents: cents,
  terms: z.array(z.number().int()),
  establishmentFeeCents: cents,
  smeEstablishmentFeeCents: cents,
  weeklyAccountKeepingFeeCents: cents,
  annualFeeCents: cents,
  latePaymentFeeCents: cents,
});
export type AccountLimits = z.infer<typeof accountLimits>;

/** D19 defaults: the financed range and terms are shared/'s, the fees the sandbox's own. */
export function defaultLimits(): AccountLimits {
  return {
    minFinancedCents: defaultFinancingLimits.min_financed_amount,
    maxFinancedCents: defaultFinancingLimits.max_financed_amount,
    terms: [...defaultFinancingLimits.repayment_terms],
    establishmentFeeCents: 7_500,
    smeEstablishmentFeeCents: 9_900,
    weeklyAccountKeepingFeeCents: 230,
    annualFeeCents: 0,
    latePaymentFeeCents: 499,
  };
}
