import { formatCents } from '../../shared/money';
import type { CheckoutScene } from './checkout-scene';
import { html, type Html } from './html';

// The purchase the customer is applying to finance, with the fortnightly repayment (D19), beside every step.

export function purchaseSummary({ checkout, vendorName, finance }: CheckoutScene): Html {
  return html`<section class="summary" aria-labelledby="summary-title">
  <h2 class="summary-title" id="summary-title">Your purchase from ${vendorName}</h2>
  <div class="repayment">
    <p class="repayment-label">Estimated fortnightly repayment</p>
    <p class="repayment-amount">${formatCents(finance.repaymentCents)}</p>
    <p class="repayment-detail">${finance.instalments} fortnightly repayments, interest free</p>
  </div>
  <dl class="facts">
    ${fact('Product', checkout.product_category)}
    ${fact('Description', checkout.product_description)}
    ${fact('Purchase price', formatCents(finance.totalPurchaseCents))}
    ${fact('Deposit', formatCents(finance.depositCents))}
    ${fact('Amount financed', formatCents(finance.financedCents))}
    ${fact('Term', `${checkout.repayment_term} months`)}
    ${checkout.reference_number && fact('Reference', checkout.reference_number)}
  </dl>
  <p class="fine-print">The repayment includes the ${formatCents(finance.establishmentFeeCents)} establishment fee for first-time customers, spread across your repayments, and the ${formatCents(2 * finance.weeklyAccountKeepingFeeCents)} fortnightly account-keeping fee. A late payment costs ${formatCents(finance.latePaymentFeeCents)}.</p>
</section>`;
}

export function fact(term: string, detail: string | Html): Html {
  return html`<div class="fact"><dt>${term}</dt><dd>${detail}</dd></div>`;
}
