import { z } from 'zod';
import { repaymentAmount } from '../wire/calculator';
import { listedQuote } from './lists';

/**
 * One quote as its detail view shows it: the service's (Get Quote), the mobile when this kiosk sent it (K8's record),
 * and its repayment as the calculator works it out (D19); null when the calculator could not answer just now.
 */
export const quoteDetail = listedQuote.extend({ repayment: z.nullable(repaymentAmount) });
export type QuoteDetail = z.infer<typeof quoteDetail>;
