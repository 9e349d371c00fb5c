import { calculateFinance, type FinanceQuote } from '../finance';
import type { Sandbox } from '../sandbox';
import type { CheckoutRecord } from './checkout-record';
import { originOf } from './key-restrictions';

// Everything a checkout page shows besides what the customer types.

export interface CheckoutScene {
  checkout: CheckoutRecord;
  vendorName: string;
  finance: FinanceQuote;
  /** Where this checkout's forms may lead: the vendor's origin, for the way back (CSP form-action). */
  formTargets: readonly string[];
}

export function checkoutPath(checkout: CheckoutRecord): string {
  return `/checkout/${encodeURIComponent(checkout.id)}`;
}

/** Undefined when the account has gone (a sandbox reset). */
export function sceneOf(sandbox: Sandbox, checkout: CheckoutRecord): CheckoutScene | undefined {
  const account = sandbox.account(checkout.account_id);
  if (!account) return undefined;
  // D19: shown with the establishment fee, which a first-time customer pays.
  const finance = calculateFinance(account.limits, {
    totalPurchaseCents: checkout.total_purchase_amount,
    depositCents: checkout.deposit_amount,
    termMonths: checkout.repayment_term,
    includeEstablishmentFee: true,
    financeType: 'CONSUMER',
  });
  const vendorOrigin = checkout.redirect === undefined ? undefined : originOf(checkout.redirect);
  return { checkout, vendorName: account.entity_trading_name, finance, formTargets: vendorOrigin ? [vendorOrigin] : [] };
}
