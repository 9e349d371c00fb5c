import { z } from 'zod/mini';
import { auMobilePattern } from '../mobile-number';
import { personName } from '../person-name';

// Wire primitives of the service document ("Simple data types"), D2–D7. zod/mini: the bridge client checks the first
// screen's answers with some of these before the whole contract loads (issue 37).

/** `YYYY-MM-DDThh:mm:ss+00:00`, UTC, no fractions (D4). */
export const timestamp = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/),
    z.meta({ description: 'UTC timestamp, ISO 8601 with offset (D4)', example: '2026-11-22T03:16:00+00:00' }),
  );

/** `YYYY-MM-DD` (D4). */
export const isoDate = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.meta({ description: 'Date, YYYY-MM-DD (D4)', example: '2026-11-22' }));

/** Integer cents (D6). */
export const cents = z.int().check(z.meta({ description: 'Amount in integer cents (D6)', example: 1250000 }));
export const nonNegativeCents = cents.check(z.gte(0));

/** Output boolean: integer 1 or 0 (D5). */
export const flag = z.union([z.literal(0), z.literal(1)]).check(z.meta({ description: 'Boolean as integer 1 or 0 (D5)' }));

/** Input boolean: 1/0, true/false, "1"/"0", "true"/"false" (D5). */
export const flagInput = z
  .union([z.literal(0), z.literal(1), z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .check(z.meta({ description: 'Boolean: 1/0, true/false, "1"/"0" or "true"/"false" (D5)' }));

export function flagValue(input: z.infer<typeof flagInput>): boolean {
  return input === 1 || input === true || input === '1' || input === 'true';
}

/** Ids are strings on the wire (D7). */
export const id = z.string().check(z.minLength(1), z.meta({ description: 'Identifier (always a string, D7)' }));

/** Success `status` (D2). */
export const okStatus = z.literal(2000);

/** A query-string integer such as pageNumber (D8). */
export const queryInteger = z.string().check(z.regex(/^\d+$/));

/** The list query of Get Applications, Get Quotes and Get Users (D4, D8). */
export const listQuery = z.strictObject({
  accountId: id,
  startDate: z.optional(isoDate),
  endDate: z.optional(isoDate),
  pageNumber: z.optional(queryInteger).check(z.meta({ description: 'Page of 500 records, from 1 (D8)' })),
});
export type ListQuery = z.infer<typeof listQuery>;

/** Paging answer: hasMoreRecords is 1 while another page follows (D8). */
export const hasMoreRecords = flag;

/** Australian mobile without country code: 04 and 8 digits (D12, D20). */
export const auMobile = z.string().check(z.regex(auMobilePattern), z.meta({ example: '0412345678' }));
/** D12: the service's own reading of a typed mobile (spaces stripped, nothing more); the kiosk's wider one is shared/mobile-number.ts. */
export const auMobileInput = z.pipe(
  z.pipe(
    z.string(),
    z.transform((mobile: string) => mobile.replace(/\s/g, '')),
  ),
  auMobile,
);

export const email = z.email().check(z.maxLength(254));
/** A person's name needs a letter (shared/person-name.ts), for the sandbox and the kiosk's forms alike. */
export const name = personName;
/** A product's description: the quote form says this limit beside the field. */
export const maxDescriptionLength = 1000;
export const description = z.string().check(z.trim(), z.minLength(1), z.maxLength(maxDescriptionLength));
/** D13: a vendor's reference is at most 20 characters, on an application and in checkout (D23). */
export const maxReferenceLength = 20;
export const referenceNumber = z
  .string()
  .check(z.maxLength(maxReferenceLength), z.meta({ description: `Vendor reference, at most ${maxReferenceLength} characters (D13)` }));

export const emptyQuery = z.strictObject({});

/** A customer and the purchase they propose: the fields Create Quote and Create Callout Request share. */
export const proposedPurchaseFields = {
  first_name: name,
  last_name: name,
  phone: z.string().check(z.trim(), z.minLength(6), z.maxLength(20)),
  email,
  total_purchase_amount: nonNegativeCents,
  deposit_amount: nonNegativeCents,
  repayment_term: z.int().check(z.meta({ description: 'Months (D19)' })),
  product_category: z.string().check(z.minLength(1), z.meta({ description: 'A category name or slug (D17)' })),
  product_description: description,
};

/** A purchase as the service answers it with its financed amount (Create Callout Request); the sandbox keeps an application's so. */
export const financedPurchaseFields = {
  total_purchase_amount: cents,
  deposit_amount: cents,
  financed_amount: cents,
  repayment_term: z.int(),
  product_category: z.string(),
  product_description: z.string(),
};
