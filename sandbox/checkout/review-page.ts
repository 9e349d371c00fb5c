import { dayStart } from '../../shared/dates/utc-day';
import { formatCents } from '../../shared/money';
import type { FieldProblems } from './applicant-form';
import type { ApplicantDetails } from './checkout-record';
import { checkoutPath, type CheckoutScene } from './checkout-scene';
import { identificationLabels, titleLabels } from './details-page';
import { actionButton, checkboxField, formToken } from './form-parts';
import { html, type Html } from './html';
import { brandName } from './page-frame';
import { fact } from './purchase-summary';
import { spacedMobile } from '../../shared/mobile-number';
import { stepPage } from './step-frame';

// Step 3: the customer checks what they told us, reads and accepts the terms and the privacy policy (the
// service's published content, D21), and submits.

export interface ReviewView {
  details: ApplicantDetails;
  terms: string;
  privacyPolicy: string;
  accepted: { tnc: boolean; privacy: boolean };
  problems: FieldProblems;
}

const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function reviewPage(scene: CheckoutScene, { details, terms, privacyPolicy, accepted, problems }: ReviewView): Html {
  const path = checkoutPath(scene.checkout);
  return stepPage(
    scene,
    3,
    problems,
    html`<p class="lede">Check your details, read the terms, then submit your application.</p>
<section class="section" aria-labelledby="review-title">
  <h2 class="section-title" id="review-title">Your details</h2>
  <dl class="facts facts-review">
    ${fact('Name', `${titleLabels[details.title]} ${details.first_name} ${details.last_name}`)}
    ${fact('Date of birth', longDate.format(dayStart(details.dob)))}
    ${fact('Email', details.email)}
    ${fact('Mobile', html`${spacedMobile(details.mobile)} <span class="verified">Verified</span>`)}
    ${fact('Identification', `${identificationLabels[details.id_type]} ${details.id_number}`)}
  </dl>
  <p class="aside-link"><a class="link" href="${path}?step=details">Change your details</a></p>
</section>
<form class="form" method="post" action="${path}" novalidate>
  ${formToken(scene.checkout.formToken)}
  <fieldset class="section">
    <legend class="section-title">Terms and privacy</legend>
    ${legalText('terms and conditions', terms)}
    ${checkboxField({ name: 'accept_tnc', label: 'I have read and accept the terms and conditions', checked: accepted.tnc, problem: problems.get('accept_tnc') })}
    ${legalText('privacy policy', privacyPolicy)}
    ${checkboxField({ name: 'accept_privacy', label: 'I have read and accept the privacy policy', checked: accepted.privacy, problem: problems.get('accept_privacy') })}
  </fieldset>
  <p class="declaration">By submitting, you apply to ${brandName} for ${formatCents(scene.finance.financedCents)} of interest-free finance over ${scene.checkout.repayment_term} months.</p>
  <div class="actions">${actionButton('Submit application', 'submit')}</div>
</form>`,
  );
}

/** Expandable without script, and readable by keyboard and screen reader alike. */
function legalText(name: string, text: string): Html {
  const paragraphs = text.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');
  return html`<details class="legal">
  <summary class="legal-summary">Read the ${name}</summary>
  <div class="legal-text" role="region" tabindex="0" aria-label="The ${name}">${paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}</div>
</details>`;
}
