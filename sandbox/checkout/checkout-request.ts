import { z } from 'zod';
import { checksumMatches } from '../../shared/checkout/checksum';
import { productCategoryNames } from '../../shared/enums';
import { decimalDollarsToCents, formatCents } from '../../shared/money';
import { maxReferenceLength } from '../../shared/wire/common';
import { limitProblems } from '../finance';
import type { Sandbox } from '../sandbox';
import type { AccountLimits } from '../store/account-limits';
import type { ApiKeyRecord } from '../store/record-schemas';
import type { NewCheckout } from './checkout-book';
import { prefillFields, type ApplicantPrefill } from './checkout-record';
import { formTexts } from './form-body';
import { allowedRedirect, fromAllowedReferrer } from './key-restrictions';
import { rejectionUrl } from './vendor-return';

// D23: judging `POST /checkout?key=`, in the order the document lists the outcomes: the key and the redirect
// (an HTTP 400 page), then everything else, sent back to the redirect with error 10002 and a reason naming the field.

export type CheckoutVerdict =
  /** HTTP 400 page: there is nowhere safe to send the customer back to. */
  | { kind: 'refused'; problem: string }
  /** 303 back to the vendor with error 10002. */
  | { kind: 'rejected'; returnTo: string }
  | { kind: 'accepted'; checkout: NewCheckout };

export interface CheckoutPost {
  query: unknown;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export async function judgeCheckout(sandbox: Sandbox, post: CheckoutPost): Promise<CheckoutVerdict> {
  const key = publicKey(sandbox, post.query);
  const account = key && sandbox.account(key.account_id);
  if (!key || !account) return { kind: 'refused', problem: 'The shop sent no valid public API key, so this checkout cannot start.' };

  const fields = formTexts(post.body);
  if (!fields['redirect'])
    return { kind: 'refused', problem: 'The shop did not say where to send you back to (the redirect address is missing).' };
  const redirect = allowedRedirect(key, fields['redirect']);
  if (!redirect) return { kind: 'refused', problem: 'The shop asked to send you back to an address its key does not allow.' };
  const reject = (message: string): CheckoutVerdict => ({ kind: 'rejected', returnTo: rejectionUrl(redirect.href, message) });

  if (!fromAllowedReferrer(key, post.headers)) return reject('Request not sent from an allowed referrer URL');
  if (!(await checksumMatches(fields, fields['checksum'] ?? ''))) return reject('Invalid checksum');

  const purchase = purchaseSchema(account.limits).safeParse(fields);
  if (!purchase.success) return reject(problemsText(purchase.error));
  const prefill = applicantPrefill(fields);
  return {
    kind: 'accepted',
    checkout: { ...purchase.data, account_id: account.id, team_member: '', redirect: redirect.href, ...(prefill && { prefill }) },
  };
}

/** Contact details sent with the checkout only start the form (not in the checksum, D23): never trusted, never an error. */
function applicantPrefill(fields: Readonly<Record<string, string>>): ApplicantPrefill | undefined {
  const known = prefillFields.flatMap((name) => {
    const value = fields[name]?.trim() ?? '';
    return value !== '' && value.length <= maxPrefillLength ? [[name, value] as const] : [];
  });
  return known.length === 0 ? undefined : Object.fromEntries(known);
}

const maxPrefillLength = 200;

function publicKey(sandbox: Sandbox, query: unknown): ApiKeyRecord | undefined {
  const key = typeof query === 'object' && query !== null && 'key' in query ? query.key : undefined;
  return typeof key === 'string' ? sandbox.state.apiKeys.find((record) => record.type === 'PUBLIC' && record.key === key) : undefined;
}

const missing = { error: 'is missing' };

/** Text converted by `parse`; a failure stops the checks that need the value. */
function converted<T>(parse: (text: string) => T | null, message: string) {
  return z.string(missing).transform((text, context) => {
    const value = parse(text.trim());
    if (value !== null) return value;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

/** Decimal dollars, at most 2 decimals (D6), to cents. */
const dollars = converted(decimalDollarsToCents, 'must be dollars with at most 2 decimals, like 5000.00');
const months = converted((text) => (/^\d{1,4}$/.test(text) ? Number(text) : null), 'must be a whole number of months');

/** The purchase, in cents and months, within the account's limits (D19). */
function purchaseSchema(limits: AccountLimits) {
  return z
    .object({
      total_purchase_amount: dollars,
      deposit_amount: dollars,
      repayment_term: months,
      product_category: z.enum(productCategoryNames, { error: 'must be one of the product categories, exactly as listed' }),
      product_description: z.string(missing).trim().min(1, 'must not be empty').max(1000, 'must be at most 1000 characters'),
      reference_number: z.string().max(maxReferenceLength, `must be at most ${maxReferenceLength} characters`).default(''),
    })
    .superRefine((purchase, context) => {
      const outside = limitProblems(
        limits,
        { totalPurchaseCents: purchase.total_purchase_amount, depositCents: purchase.deposit_amount, termMonths: purchase.repayment_term },
        { total: 'total_purchase_amount', deposit: 'deposit_amount', term: 'repayment_term' },
      );
      for (const [field, reasons] of Object.entries(outside)) {
        // Checkout's reasons follow "Invalid <field>: …" (problemsText), so the financed range is said its own way.
        const message =
          field === 'total_purchase_amount'
            ? `must leave ${formatCents(limits.minFinancedCents)} to ${formatCents(limits.maxFinancedCents)} to finance after the deposit`
            : reasons.join(', ');
        context.addIssue({ code: 'custom', path: [field], message });
      }
    });
}

/** One reason per field, in the form's order: "Invalid deposit_amount: …; Invalid repayment_term: …". */
function problemsText(error: z.ZodError): string {
  const reasons = new Map<string, string>();
  for (const issue of error.issues) {
    const field = String(issue.path[0]);
    if (!reasons.has(field)) reasons.set(field, `Invalid ${field}: ${issue.message}`);
  }
  return [...reasons.values()].join('; ');
}
