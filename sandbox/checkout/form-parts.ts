import type { FieldProblems } from './applicant-form';
import { html, type Html } from './html';

// The form's building blocks, accessible by construction: every input has a label, hints and errors are tied
// to it with aria-describedby, groups are fieldsets with legends, and targets are at least 44 px (stylesheet).

type AttributeValue = string | boolean | undefined;

/** ` name="value"` for strings, ` name` for true, nothing for false or undefined. */
function attributes(list: Readonly<Record<string, AttributeValue>>): Html {
  return html`${Object.entries(list).map(([name, value]) => (value === true ? html` ${name}` : typeof value === 'string' && html` ${name}="${value}"`))}`;
}

/** Shown at the top of the page; it takes focus (autofocus needs no script) and is announced (role=alert). */
export function errorSummary(problems: FieldProblems): Html {
  if (problems.size === 0) return html``;
  return html`<div class="error-summary" role="alert" tabindex="-1" autofocus aria-labelledby="error-summary-title">
  <h2 class="error-summary-title" id="error-summary-title">There is a problem</h2>
  <ul class="error-summary-list">${[...problems].map(([field, message]) => html`<li><a href="#${field}">${message}</a></li>`)}</ul>
</div>`;
}

/** The checkout's synchroniser token: every form carries it, and a post without it changes nothing. */
export function formToken(token: string): Html {
  return html`<input type="hidden" name="form_token" value="${token}">`;
}

interface FieldBase {
  name: string;
  label: string;
  hint?: string;
  problem?: string | undefined;
}

function describedBy({ name, hint, problem }: FieldBase): string | undefined {
  const ids = [hint && `${name}-hint`, problem && `${name}-error`].filter((id) => id);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function hintAndError({ name, hint, problem }: FieldBase): Html {
  return html`${hint && html`<p class="hint" id="${name}-hint">${hint}</p>`}${problem && html`<p class="error-message" id="${name}-error"><span class="visually-hidden">Error:</span> ${problem}</p>`}`;
}

export interface TextFieldOptions extends FieldBase {
  value: string;
  /** No `date`: the browser would show it in its own language's order (month first in en-US); dates are typed day first. */
  type?: 'text' | 'email' | 'tel';
  width?: 'full' | 'medium' | 'short';
  extra?: Readonly<Record<string, AttributeValue>>;
}

export function textField(options: TextFieldOptions): Html {
  const { name, label, value, problem, type = 'text', width = 'full', extra = {} } = options;
  return html`<div class="field${problem && ' field-with-error'}">
  <label class="label" for="${name}">${label}</label>
  ${hintAndError(options)}
  <input class="input input-${width}" id="${name}" name="${name}" type="${type}" value="${value}"${attributes({
    required: true,
    'aria-describedby': describedBy(options),
    'aria-invalid': problem ? 'true' : undefined,
    ...extra,
  })}>
</div>`;
}

export interface ChoiceOptions extends FieldBase {
  value: string;
  choices: readonly (readonly [value: string, label: string])[];
  autocomplete?: string;
}

export function selectField(options: ChoiceOptions): Html {
  const { name, label, value, problem, choices } = options;
  return html`<div class="field${problem && ' field-with-error'}">
  <label class="label" for="${name}">${label}</label>
  ${hintAndError(options)}
  <select class="select" id="${name}" name="${name}"${attributes({
    required: true,
    autocomplete: options.autocomplete,
    'aria-describedby': describedBy(options),
    'aria-invalid': problem ? 'true' : undefined,
  })}>
    <option value="">Choose…</option>
    ${choices.map(([choice, text]) => html`<option value="${choice}"${attributes({ selected: choice === value })}>${text}</option>`)}
  </select>
</div>`;
}

/** A group of radios in its own fieldset; the first radio carries the group's name as id, for the error summary. */
export function radioGroup(options: ChoiceOptions): Html {
  const { name, label, value, problem, choices } = options;
  return html`<fieldset class="field radio-group${problem && ' field-with-error'}"${attributes({ 'aria-describedby': describedBy(options) })}>
  <legend class="label">${label}</legend>
  ${hintAndError(options)}
  <div class="radios">
    ${choices.map(
      ([choice, text], index) => html`<div class="radio">
      <input class="radio-input" type="radio" id="${index === 0 ? name : `${name}-${choice}`}" name="${name}" value="${choice}"${attributes(
        {
          checked: choice === value,
          required: true,
        },
      )}>
      <label class="radio-label" for="${index === 0 ? name : `${name}-${choice}`}">${text}</label>
    </div>`,
    )}
  </div>
</fieldset>`;
}

export interface CheckboxOptions extends FieldBase {
  checked: boolean;
}

export function checkboxField(options: CheckboxOptions): Html {
  const { name, label, checked, problem } = options;
  return html`<div class="field checkbox${problem && ' field-with-error'}">
  ${hintAndError(options)}
  <div class="checkbox-row">
    <input class="checkbox-input" type="checkbox" id="${name}" name="${name}" value="yes"${attributes({
      checked,
      required: true,
      'aria-describedby': describedBy(options),
      'aria-invalid': problem ? 'true' : undefined,
    })}>
    <label class="checkbox-label" for="${name}">${label}</label>
  </div>
</div>`;
}

/** A submit button naming the action the server takes. */
export function actionButton(label: string, action: string, variant: 'primary' | 'secondary' | 'quiet' = 'primary'): Html {
  return html`<button class="button button-${variant}" type="submit" name="action" value="${action}">${label}</button>`;
}
