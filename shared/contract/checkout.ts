import { z } from 'zod';
import { applicationStatuses } from '../enums';
import { description, nonNegativeCents } from '../wire/common';
import { applicationId } from './ids';

// Customer mode (K6): main builds the checkout request (D23) and checks the redirect that brings the customer back.

export const startCheckoutInput = z.strictObject({
  total_purchase_amount: nonNegativeCents,
  deposit_amount: nonNegativeCents,
  repayment_term: z.number().int().min(1).max(600),
  product_category: z.string().min(1).max(100),
  product_description: description,
  /** What the customer told staff, so the provider's form starts with it (sent beside the checksummed six, D23). */
  applicant: z
    .strictObject({
      first_name: z.string().trim().max(100),
      last_name: z.string().trim().max(100),
      email: z.string().trim().max(200),
      mobile: z.string().trim().max(20),
    })
    .optional(),
});
export type StartCheckoutInput = z.infer<typeof startCheckoutInput>;

/** The form the customer view posts to the service's checkout, as a top-level navigation. */
export const checkoutRequest = z.object({
  action: z.url(),
  fields: z.record(z.string(), z.string()),
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

/** The query the service redirected back with (`?error_code=…&transaction_id=…&signature=…`). */
export const checkoutReturnInput = z.strictObject({ query: z.string().max(4000) });

export const checkoutResults = ['submitted', 'cancelled', 'unverified'] as const;

/** What the customer view may believe: `submitted` only once main has verified the signature (D23, D26). */
export const checkoutOutcome = z.object({
  result: z.enum(checkoutResults),
  applicationId: z.nullable(applicationId),
  status: z.enum(applicationStatuses).nullable(),
  message: z.string(),
});
export type CheckoutOutcome = z.infer<typeof checkoutOutcome>;
