import { formatCents } from '../../shared/money';
import type { FieldProblems } from './applicant-form';
import { checkoutPath, type CheckoutScene } from './checkout-scene';
import { actionButton, errorSummary, formToken } from './form-parts';
import { html, type Html } from './html';
import { pageDocument } from './page-frame';
import { purchaseSummary } from './purchase-summary';

// The frame of the application's three steps: the error summary, where the customer is, the step's own
// content, a way out, and the purchase alongside.

export type StepNumber = 1 | 2 | 3;
const steps: Record<StepNumber, string> = { 1: 'Your details', 2: 'Verify your mobile', 3: 'Agree and submit' };

export function stepPage(scene: CheckoutScene, step: StepNumber, problems: FieldProblems, content: Html): Html {
  const title = steps[step];
  return pageDocument({
    title,
    hasErrors: problems.size > 0,
    main: html`<div class="columns">
  <div class="form-column">
    ${errorSummary(problems)}
    <p class="caption">Finance application for your ${scene.vendorName} purchase</p>
    <h1 class="heading">${title}</h1>
    ${progress(step)}
    ${purchaseStrip(scene)}
    ${content}
    ${cancelForm(scene)}
  </div>
  <div class="summary-column">${purchaseSummary(scene)}</div>
</div>`,
  });
}

/** On a phone the full summary follows the form; this line keeps the purchase in sight above it. */
function purchaseStrip({ checkout, finance }: CheckoutScene): Html {
  return html`<p class="purchase-strip"><strong>${formatCents(finance.repaymentCents)} a fortnight</strong> for ${formatCents(finance.financedCents)} over ${checkout.repayment_term} months</p>`;
}

function progress(current: StepNumber): Html {
  return html`<ol class="progress" aria-label="Application steps">
  ${([1, 2, 3] as const).map((step) => {
    const name = steps[step];
    const state = step < current ? 'done' : step === current ? 'current' : 'todo';
    return html`<li class="progress-step progress-${state}"${state === 'current' && html` aria-current="step"`}>
      <span class="progress-number" aria-hidden="true">${step}</span>
      <span class="progress-name">${name}${state === 'done' && html`<span class="visually-hidden"> (done)</span>`}</span>
    </li>`;
  })}
</ol>`;
}

/** Its own form, after the step's, so Enter in a field never cancels. */
function cancelForm({ checkout, vendorName }: CheckoutScene): Html {
  const label = checkout.redirect === undefined ? 'Cancel application' : `Cancel and return to ${vendorName}`;
  return html`<form class="cancel-form" method="post" action="${checkoutPath(checkout)}">
  ${formToken(checkout.formToken)}
  ${actionButton(label, 'cancel', 'quiet')}
</form>`;
}
