import { z } from 'zod';
import { calloutStatuses } from '../enums';
import { financedPurchaseFields, id, okStatus, proposedPurchaseFields, timestamp } from './common';

export const callout = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  phone: z.string(),
  email: z.string(),
  applicant_email: z.string(),
  ...financedPurchaseFields,
  call_datetime: timestamp.check(z.meta({ description: 'Earliest slot: 15-minute grid, ≥ 1 h ahead, 09:00–17:00 Sydney, Mon–Fri (D18)' })),
  status: z.enum(calloutStatuses),
  created: timestamp,
  modified: timestamp,
});
export type Callout = z.infer<typeof callout>;

export const createCalloutBody = z.strictObject({ account_id: z.optional(id), ...proposedPurchaseFields });
export type CreateCalloutBody = z.infer<typeof createCalloutBody>;
export const calloutResponse = z.object({ status: okStatus, callout });
