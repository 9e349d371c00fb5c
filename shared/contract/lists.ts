import { z } from 'zod';
import { application } from '../wire/applications';
import { isoDate } from '../wire/common';
import { quote } from '../wire/quotes';
import { applicationId } from './ids';

/** The filter of a paged list: whole UTC days (D4), pages of 500 from 1 (D8). */
export const listFilter = z.strictObject({
  startDate: z.optional(isoDate),
  endDate: z.optional(isoDate),
  pageNumber: z.number().int().min(1).max(1_000_000).optional(),
});
export type ListFilter = z.infer<typeof listFilter>;

/**
 * A listed quote: the service's, the mobile it went to when this kiosk sent it (the service lists no mobile), and,
 * when the customer applied for it at this kiosk, that application (K10: the service only knows the quote inactive);
 * in the Quotes list, the application made from it however it was made.
 */
export const listedQuote = quote.extend({
  mobile: z.string().optional(),
  appliedAtKiosk: z.object({ applicationId }).optional(),
  /** The application made from it since, by Branch's funnel's rule (shared/dashboard/quote-applications.ts). */
  appliedFor: z.object({ applicationId }).optional(),
});
export type ListedQuote = z.infer<typeof listedQuote>;

export const quotesPage = z.object({ quotes: z.array(listedQuote), hasMoreRecords: z.boolean() });
export const applicationsPage = z.object({ applications: z.array(application), hasMoreRecords: z.boolean() });
