import { z } from 'zod';
import { quoteStatuses } from '../enums';
import { cents, description, email, flag, hasMoreRecords, id, name, nonNegativeCents, okStatus, timestamp } from './common';

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
  active: flag.meta({ description: '0 once cancelled (D17)' }),
  expires: timestamp.meta({ description: '30 days after creation (D17)' }),
});
export type Quote = z.infer<typeof quote>;

export const getQuotesResponse = z.object({ status: okStatus, quotes: z.array(quote), hasMoreRecords });
export const quoteResponse = z.object({ status: okStatus, quote });
export const quoteIdParams = z.strictObject({ id: z.string() });

export const createQuoteBody = z.strictObject({
  account_id: id,
  first_name: name,
  last_name: name,
  phone: z.string().trim().min(6).max(20),
  email,
  total_purchase_amount: nonNegativeCents,
  deposit_amount: nonNegativeCents,
  repayment_term: z.number().int(),
  product_category: z.string().min(1).meta({ description: 'A category name or slug (D17)' }),
  product_description: description,
});
export type CreateQuoteBody = z.infer<typeof createQuoteBody>;
