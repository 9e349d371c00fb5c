import { z } from 'zod';
import { quoteStatuses } from '../enums';
import { cents, flag, hasMoreRecords, id, okStatus, proposedPurchaseFields, timestamp } from './common';

export const quote = z.object({
  id,
  applicant_email: z.string(),
  total_purchase_amount: cents,
  deposit_amount: cents,
  repayment_term: z.number().int(),
  product_category: z.string(),
  product_description: z.string(),
  created: timestamp,
  team_member: z.string(),
  applicant: z.string(),
  status: z.enum(quoteStatuses),
  active: flag.check(z.meta({ description: '0 once cancelled (D17)' })),
  expires: timestamp.check(z.meta({ description: '30 days after creation (D17)' })),
});
export type Quote = z.infer<typeof quote>;

export const getQuotesResponse = z.object({ status: okStatus, quotes: z.array(quote), hasMoreRecords });
export const quoteResponse = z.object({ status: okStatus, quote });
export const quoteIdParams = z.strictObject({ id: z.string() });

export const createQuoteBody = z.strictObject({ account_id: id, ...proposedPurchaseFields });
export type CreateQuoteBody = z.infer<typeof createQuoteBody>;
