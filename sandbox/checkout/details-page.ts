import { identificationTypes, personTitles, type IdentificationType, type PersonTitle } from '../../shared/enums';
import type { FieldProblems } from './applicant-form';
import { checkoutPath, type CheckoutScene } from './checkout-scene';
import { actionButton, formToken, radioGroup, selectField, textField } from './form-parts';
import { html, type Html } from './html';
import { stepPage } from './step-frame';

// Step 1: who the customer is, how to reach them, and how they prove it.

export const titleLabels: Record<PersonTitle, string> = { DR: 'Dr', MISS: 'Miss', MR: 'Mr', MRS: 'Mrs', MS: 'Ms' };
export const identificationLabels: Record<IdentificationType, string> = {
  DRIVER_LICENCE: 'Driver licence',
  MEDICARE_CARD: 'Medicare card',
  PASSPORT: 'Passport',
};

export interface DetailsView {
  /** What the customer typed (or what a quote already says about them). */
  values: Readonly<Record<string, string>>;
  problems: FieldProblems;
}

export function detailsPage(scene: CheckoutScene, { values, problems }: DetailsView): Html {
  const field = (name: string) => ({ name, value: values[name] ?? '', problem: problems.get(name) });
  return stepPage(
    scene,
    1,
    problems,
    html`<p class="lede">Tell us about yourself. It takes about five minutes.</p>
<form class="form" method="post" action="${checkoutPath(scene.checkout)}" novalidate>
  ${formToken(scene.checkout.formToken)}
  <fieldset class="section">
    <legend class="section-title">About you</legend>
    ${selectField({ ...field('title'), label: 'Title', choices: personTitles.map((title) => [title, titleLabels[title]] as const), autocomplete: 'honorific-prefix' })}
    ${textField({ ...field('first_name'), label: 'First name', extra: { autocomplete: 'given-name', spellcheck: 'false' } })}
    ${textField({ ...field('last_name'), label: 'Last name', extra: { autocomplete: 'family-name', spellcheck: 'false' } })}
    ${textField({ ...field('dob'), label: 'Date of birth', hint: 'Day, month and year, like 14/03/1985. You must be 18 or older to apply.', width: 'medium', extra: { inputmode: 'numeric', autocomplete: 'bday', spellcheck: 'false' } })}
  </fieldset>
  <fieldset class="section">
    <legend class="section-title">Contact details</legend>
    ${textField({ ...field('email'), label: 'Email address', hint: 'We will send news about your application here.', type: 'email', extra: { autocomplete: 'email', spellcheck: 'false' } })}
    ${textField({ ...field('mobile'), label: 'Mobile number', hint: 'An Australian mobile, like 0412 345 678. We will text a code to it.', type: 'tel', width: 'medium', extra: { autocomplete: 'tel-national' } })}
  </fieldset>
  <fieldset class="section">
    <legend class="section-title">Identification</legend>
    ${radioGroup({ ...field('id_type'), label: 'Type of identification', choices: identificationTypes.map((type) => [type, identificationLabels[type]] as const) })}
    ${textField({ ...field('id_number'), label: 'Identification number', hint: 'Exactly as it appears on your licence, card or passport.', width: 'medium', extra: { autocomplete: 'off', spellcheck: 'false' } })}
  </fieldset>
  <div class="actions">${actionButton('Continue', 'details')}</div>
</form>`,
  );
}
