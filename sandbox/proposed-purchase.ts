import { categorySlug, productCategoryNames } from '../shared/enums';
import type { ErrorSpec } from '../shared/wire/errors';
import { limitProblems } from './finance';
import { fail } from './service-error';
import type { AccountLimits } from './store/account-limits';

// The purchase a quote (D17) or a callout request (D18) proposes: amounts and term within the account's
// limits (D19), and a product category given by name or slug (D22).

export interface ProposedPurchase {
  total_purchase_amount: number;
  deposit_amount: number;
  repayment_term: number;
  product_category: string;
}

const wireFields = { total: 'total_purchase_amount', deposit: 'deposit_amount', term: 'repayment_term' };

/** Answers `invalid` with field errors when the purchase is outside the rules; returns the canonical category name. */
export function checkProposedPurchase(limits: AccountLimits, purchase: ProposedPurchase, invalid: ErrorSpec): string {
  const problems = limitProblems(
    limits,
    { totalPurchaseCents: purchase.total_purchase_amount, depositCents: purchase.deposit_amount, termMonths: purchase.repayment_term },
    wireFields,
  );
  const category = productCategoryNamed(purchase.product_category);
  if (category === undefined) problems['product_category'] = ['Must be a product category name or slug'];
  if (category === undefined || Object.keys(problems).length > 0) fail(invalid, problems);
  return category;
}

/** D22: one of the twenty names, or its slug; undefined otherwise. */
export function productCategoryNamed(text: string): string | undefined {
  return productCategoryNames.find((name) => name === text || categorySlug(name) === text);
}
