import { z } from 'zod';
import { identificationTypes, personTitles } from '../../shared/enums';
import { purchaseFields } from '../store/record-schemas';

// A checkout in progress or finished (D23): plain JSON data, with a schema ready for SandboxState to validate.

/** What the customer told us about themselves, once it passed the form's checks. */
const applicantDetails = z.object({
  title: z.enum(personTitles),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  dob: z.string(),
  id_type: z.enum(identificationTypes),
  id_number: z.string(),
});
export type ApplicantDetails = z.infer<typeof applicantDetails>;

/** The hosted form's own contact fields, which a vendor may send with the checkout so the customer need not retype them. */
export const prefillFields = ['first_name', 'last_name', 'email', 'mobile'] as const;
const applicantPrefill = z.partialRecord(z.enum(prefillFields), z.string());
export type ApplicantPrefill = z.infer<typeof applicantPrefill>;

export const checkoutRecord = z.object({
  /** Unguessable: the form's address is the customer's only way in. */
  id: z.string(),
  /** The per-checkout synchroniser token every form of the checkout carries (CSRF). */
  formToken: z.string(),
  account_id: z.string(),
  started: z.number(),
  ...purchaseFields,
  reference_number: z.string(),
  team_member: z.string(),
  /** A vendor's checkout returns the customer here (D23); a quote's ends on our own page. */
  redirect: z.string().optional(),
  quoteId: z.string().optional(),
  /** What the vendor already knew about the customer: a starting point for the details step, checked like typing. */
  prefill: applicantPrefill.optional(),
  details: applicantDetails.optional(),
  /** The last secure code sent for this checkout (D20), and how many wrong codes were typed for it. */
  secureCode: z.object({ token: z.string(), mobile: z.string(), wrongAttempts: z.number().int() }).optional(),
  verifiedMobile: z.string().optional(),
  outcome: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('submitted'), applicationId: z.string() }),
      z.object({ kind: z.literal('cancelled') }),
    ])
    .optional(),
});
/** Read only: changes go through the store (D30). */
export type CheckoutRecord = Readonly<z.infer<typeof checkoutRecord>>;
