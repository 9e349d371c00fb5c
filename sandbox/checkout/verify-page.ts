import { spacedMobile } from '../../shared/mobile-number';
import type { FieldProblems } from './applicant-form';
import { checkoutPath, type CheckoutScene } from './checkout-scene';
import { actionButton, formToken, textField } from './form-parts';
import { html, type Html } from './html';
import { stepPage } from './step-frame';

// Step 2: the customer proves the mobile is theirs with a secure code sent by SMS (D20).

export interface VerifyView {
  mobile: string;
  codeSent: boolean;
  /** What the customer typed as the code. */
  code: string;
  /** Keyed `code`, or `send_code` for a problem sending the first code. */
  problems: FieldProblems;
  /** The digits the sandbox would have texted, shown as a sandbox note, since no SMS really goes. */
  sandboxCode: string | undefined;
}

export function verifyPage(scene: CheckoutScene, { mobile, codeSent, code, problems, sandboxCode }: VerifyView): Html {
  const action = checkoutPath(scene.checkout);
  const token = formToken(scene.checkout.formToken);
  const sendProblem = problems.get('send_code');
  const number = html`<strong class="nowrap">${spacedMobile(mobile)}</strong>`;
  const step = codeSent
    ? html`<p class="lede">We sent a 6-digit code by SMS to ${number}. It expires in 10 minutes.</p>
<form class="form" method="post" action="${action}" novalidate>
  ${token}
  ${textField({
    name: 'code',
    label: 'Secure code',
    hint: 'The 6 digits in the SMS.',
    value: code,
    problem: problems.get('code'),
    width: 'short',
    // The next thing to do; an error summary, earlier on the page, takes focus first.
    extra: { inputmode: 'numeric', autocomplete: 'one-time-code', spellcheck: 'false', autofocus: true },
  })}
  <div class="actions">${actionButton('Verify code', 'verify')}${actionButton('Send a new code', 'send-code', 'secondary')}</div>
</form>`
    : html`<p class="lede">We will send a 6-digit code by SMS to ${number} to check that it is yours.</p>
<form class="form" method="post" action="${action}">
  ${token}
  ${sendProblem && html`<p class="error-message" id="send_code-error"><span class="visually-hidden">Error:</span> ${sendProblem}</p>`}
  <div class="actions">
    <button class="button button-primary" type="submit" name="action" value="send-code" id="send_code"${sendProblem && html` aria-describedby="send_code-error"`}>Send code</button>
  </div>
</form>`;
  return stepPage(
    scene,
    2,
    problems,
    html`${step}
<p class="aside-link"><a class="link" href="${action}?step=details">Change your mobile number</a></p>
<div class="sandbox-note" role="note" aria-label="Sandbox code">
  <p><strong>Sandbox — practice only:</strong> no SMS is really sent.</p>
  ${
    sandboxCode === undefined
      ? html`<p>Once a code is sent, it shows here.</p>`
      : html`<p>The code texted to ${spacedMobile(mobile)} is <strong class="sandbox-code">${sandboxCode}</strong>.</p>`
  }
</div>`,
  );
}
