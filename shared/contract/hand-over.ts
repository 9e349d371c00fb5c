import { z } from 'zod';
import { customerLocales } from '../customer-locales';
import { contentTypes } from '../enums';
import { repaymentAmount } from '../wire/calculator';
import { nonNegativeCents } from '../wire/common';
import { content } from '../wire/content';
import { checkoutOutcome } from './checkout';
import { recordId } from './ids';

// Customer mode (K6): what the customer's screen shows, held by main only while the kiosk is locked for that
// customer, so a reload keeps customer mode. Main memory only, never on disk; forgotten on unlock, sign-out and
// the idle wipe (K4).

const shown = (max: number) => z.string().max(max);

export const handOver = z.strictObject({
  /** The customer and product exactly as the customer's quote summary shows them. */
  customer: z.strictObject({
    firstName: shown(100),
    lastName: shown(100),
    email: shown(254),
    mobile: shown(40),
    productCategory: shown(100),
    productDescription: shown(1000),
  }),
  totalCents: nonNegativeCents,
  depositCents: nonNegativeCents,
  termMonths: z.number().int().min(1).max(600),
  /** The fortnightly repayment the summary shows; null when none was calculated. */
  repayment: z.nullable(repaymentAmount),
  /** The QR hand-off: handed over after the quote was sent, so the customer may apply from its link on their phone (D17). */
  quote: z
    .strictObject({ id: recordId, expires: z.string().max(40).nullable() })
    .nullable()
    .optional(),
  /** What came back from checkout, once verified: a reload while locked shows it again, and so do staff after (K6). */
  outcome: checkoutOutcome.nullable().optional(),
  /** The language the customer reads their screens in (K14): a reload or checkout's return keeps it. */
  locale: z.enum(customerLocales).optional(),
  /** The legal texts the customer reads before applying: a locked kiosk cannot fetch them again (K6). */
  legalTexts: z.array(content.extend({ content: z.string().max(200_000) })).max(contentTypes.length),
});
export type HandOver = z.infer<typeof handOver>;

/** What main answers when asked for the hand-over: null unless the kiosk is locked with one. */
export const heldHandOver = z.object({ handOver: handOver.nullable() });
