import { z } from 'zod/mini';
import { typedMobile } from '../../../shared/typed-mobile';
import { hasALetter, maxNameLength } from '../../../shared/person-name';
import { maxDescriptionLength, proposedPurchaseFields } from '../../../shared/wire/common';
import type { CustomerDetails } from '../../store/customer-slice';
import { say } from './words';

// The quote's fields by the service's own rules (shared/wire, D12, D20), explained in words a customer understands.

export type CustomerProblems = Partial<Record<keyof CustomerDetails, string>>;

const rules = proposedPurchaseFields;

/** What is missing or not right yet. */
export function customerProblems(customer: CustomerDetails): CustomerProblems {
  const problems: CustomerProblems = {
    productCategory: problemOf(rules.product_category, customer.productCategory, say('quotes.checks.category')),
    productDescription: problemOf(
      rules.product_description,
      customer.productDescription,
      say('quotes.checks.description'),
      say('quotes.checks.descriptionTooLong', { max: String(maxDescriptionLength) }),
    ),
    firstName: nameProblem(customer.firstName, 'first name'),
    lastName: nameProblem(customer.lastName, 'last name'),
    // The quote carries the email trimmed (customer-slice), so it is judged trimmed.
    email: problemOf(rules.email, customer.email.trim(), say('quotes.checks.email')),
    // D12, D20: +61, spaces, dashes and brackets are fine; what is left has to be an Australian mobile.
    mobile: problemOf(typedMobile, customer.mobile, say('quotes.checks.mobile')),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
}

/** A name the service takes (shared/person-name.ts), or why not in plain words; what was typed stays in the field. */
export function nameProblem(typed: string, which: 'first name' | 'last name'): string | undefined {
  const trimmed = typed.trim();
  const field = which === 'first name' ? 'first' : 'last';
  if (trimmed === '') return say('quotes.checks.nameMissing', { which: field });
  if (!hasALetter(trimmed)) return say('quotes.checks.nameWithoutLetter', { which: field });
  if (trimmed.length > maxNameLength) return say('quotes.checks.nameTooLong', { which: field, max: maxNameLength });
  return undefined;
}

/** `missing` when nothing was typed, `wrong` when what was typed breaks the rule; undefined when it keeps it. */
function problemOf(rule: z.core.$ZodType, value: string, missing: string, wrong = missing): string | undefined {
  if (z.safeParse(rule, value).success) return undefined;
  return value.trim() === '' ? missing : wrong;
}
