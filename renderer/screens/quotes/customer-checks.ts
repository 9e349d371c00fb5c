import type { z } from 'zod';
import { typedMobile } from '../../../shared/mobile-number';
import { proposedPurchaseFields } from '../../../shared/wire/common';
import type { CustomerDetails } from '../../store/customer-slice';

// The quote's fields by the service's own rules (shared/wire, D12, D20), explained in words a customer understands.

export type CustomerProblems = Partial<Record<keyof CustomerDetails, string>>;

const rules = proposedPurchaseFields;

/** What is missing or not right yet. */
export function customerProblems(customer: CustomerDetails): CustomerProblems {
  const problems: CustomerProblems = {
    productCategory: problemOf(rules.product_category, customer.productCategory, 'Choose what the customer is buying.'),
    productDescription: problemOf(
      rules.product_description,
      customer.productDescription,
      'Describe the product in a few words, for example “6.6 kW solar system, installed”.',
      `Keep the description to ${rules.product_description.maxLength} characters or fewer.`,
    ),
    firstName: problemOf(
      rules.first_name,
      customer.firstName,
      'Enter the customer’s first name.',
      `Keep the first name to ${rules.first_name.maxLength} characters or fewer.`,
    ),
    lastName: problemOf(
      rules.last_name,
      customer.lastName,
      'Enter the customer’s last name.',
      `Keep the last name to ${rules.last_name.maxLength} characters or fewer.`,
    ),
    // The quote carries the email trimmed (customer-slice), so it is judged trimmed.
    email: problemOf(rules.email, customer.email.trim(), 'Enter an email address like name@example.com.'),
    // D12, D20: +61, spaces, dashes and brackets are fine; what is left has to be an Australian mobile.
    mobile: problemOf(typedMobile, customer.mobile, 'Enter an Australian mobile number: 10 digits starting with 04.'),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
}

/** `missing` when nothing was typed, `wrong` when what was typed breaks the rule; undefined when it keeps it. */
function problemOf(rule: z.ZodType, value: string, missing: string, wrong = missing): string | undefined {
  if (rule.safeParse(value).success) return undefined;
  return value.trim() === '' ? missing : wrong;
}
