import type { FastifyReply } from 'fastify';
import { dayFirst } from '../../shared/dates/day-first';
import { formatCents } from '../../shared/money';
import { errors } from '../../shared/wire/errors';
import { quoteStanding } from '../quote-records';
import type { Sandbox } from '../sandbox';
import { issueSecureCode, newestSecureCode, verifySecureCode } from '../secure-codes';
import { ServiceError } from '../service-error';
import type { ContentRecord, QuoteRecord } from '../store/record-schemas';
import { readAgreement, readCode, readDetails, type FieldProblems } from './applicant-form';
import { submitCheckout } from './application-submission';
import { checkoutExpired, findCheckout } from './checkout-book';
import type { ApplicantDetails, CheckoutRecord } from './checkout-record';
import { checkoutPath, sceneOf, type CheckoutScene } from './checkout-scene';
import { detailsPage } from './details-page';
import { formTexts } from './form-body';
import { actionButton, formToken } from './form-parts';
import { html, type Html } from './html';
import { noticePage, type Notice } from './notice-page';
import { seeOther, sendPage } from './page-response';
import { quoteUnavailable } from './quote-notices';
import { reviewPage } from './review-page';
import { sameSecret } from './same-secret';
import { rejectionUrl, submissionUrl } from './vendor-return';
import { verifyPage, type VerifyView } from './verify-page';

// The hosted application form (D23): GET shows the step the customer is at; every POST carries the checkout's
// form token and an action, and answers a page with the problems (keeping what was typed) or a 303 onwards.
// A finished checkout answers every valid post with its outcome, so a replay or a double submit changes nothing.

const noProblems: FieldProblems = new Map();
/** Wrong codes allowed for one secure code, so six digits cannot be guessed (D20). */
const maxWrongCodes = 5;
const cancelledMessage = 'Customer cancelled the application';

export function showCheckout(sandbox: Sandbox, reply: FastifyReply, id: string, query: unknown): FastifyReply {
  const checkout = findCheckout(sandbox, id);
  const scene = checkout && sceneOf(sandbox, checkout);
  if (!checkout || !scene) return sendPage(reply, 404, noticePage(notFound));
  if (checkout.outcome) return sendPage(reply, 200, noticePage(finished(scene)), scene.formTargets);
  if (checkoutExpired(checkout, sandbox.now())) return sendPage(reply, 410, noticePage(expired(scene)));
  const wantsDetails = typeof query === 'object' && query !== null && 'step' in query && query.step === 'details';
  return sendPage(reply, 200, currentStep(sandbox, scene, wantsDetails), scene.formTargets);
}

export async function actOnCheckout(sandbox: Sandbox, reply: FastifyReply, id: string, body: unknown): Promise<FastifyReply> {
  const fields = formTexts(body);
  const checkout = findCheckout(sandbox, id);
  const scene = checkout && sceneOf(sandbox, checkout);
  if (!checkout || !scene) return sendPage(reply, 404, noticePage(notFound));
  if (!sameSecret(checkout.formToken, fields['form_token'])) return sendPage(reply, 403, noticePage(staleForm(checkout)));
  if (checkout.outcome) return sendOutcome(sandbox, reply, checkout);
  if (checkoutExpired(checkout, sandbox.now())) return sendPage(reply, 410, noticePage(expired(scene)));

  const { details } = checkout;
  const action = fields['action'];
  if (action === 'details') return saveDetails(sandbox, reply, scene, fields);
  if (action === 'cancel') {
    sandbox.store.checkouts.update(checkout, (draft) => {
      draft.outcome = { kind: 'cancelled' };
    });
    return sendOutcome(sandbox, reply, checkout);
  }
  // The other actions belong to later steps; out of turn, they only show the step the customer is at.
  if (!details) return seeOther(reply, checkoutPath(checkout));
  const verified = checkout.verifiedMobile === details.mobile;
  if (action === 'send-code' && !verified) return sendCode(sandbox, reply, scene, details);
  const codeToCheck = action === 'verify' && !verified ? codeInPlay(sandbox, checkout, details.mobile) : undefined;
  if (codeToCheck) return checkCode(sandbox, reply, scene, details, codeToCheck, fields);
  if (action === 'submit' && verified) return submit(sandbox, reply, scene, details, fields);
  return seeOther(reply, checkoutPath(checkout));
}

function currentStep(sandbox: Sandbox, scene: CheckoutScene, wantsDetails: boolean): Html {
  const { checkout } = scene;
  const { details } = checkout;
  if (!details || wantsDetails) {
    // Saved as D4's YYYY-MM-DD; shown again as the customer types it, day first.
    const saved = details && { ...details, dob: dayFirst(details.dob) };
    return detailsPage(scene, { values: saved ?? quotePrefill(sandbox, checkout) ?? checkout.prefill ?? {}, problems: noProblems });
  }
  if (checkout.verifiedMobile !== details.mobile) {
    return verifyPage(scene, verifyView(sandbox, checkout, details.mobile, '', noProblems));
  }
  return reviewPage(scene, { details, ...legalTexts(sandbox), accepted: { tnc: false, privacy: false }, problems: noProblems });
}

function saveDetails(sandbox: Sandbox, reply: FastifyReply, scene: CheckoutScene, fields: Readonly<Record<string, string>>): FastifyReply {
  const reading = readDetails(fields, sandbox.now());
  if (!reading.ok) return sendPage(reply, 422, detailsPage(scene, { values: fields, problems: reading.problems }), scene.formTargets);
  // A changed mobile needs verifying again: verification is for `verifiedMobile` only.
  sandbox.store.checkouts.update(scene.checkout, (draft) => {
    draft.details = reading.value;
  });
  return seeOther(reply, checkoutPath(scene.checkout));
}

function sendCode(sandbox: Sandbox, reply: FastifyReply, scene: CheckoutScene, details: ApplicantDetails): FastifyReply {
  const { checkout } = scene;
  try {
    const secureCode = { token: issueSecureCode(sandbox, details.mobile), mobile: details.mobile, wrongAttempts: 0 };
    sandbox.store.checkouts.update(checkout, (draft) => {
      draft.secureCode = secureCode;
    });
  } catch (error) {
    if (!(error instanceof ServiceError) || error.spec !== errors.secureCodeFailedToGenerate) throw error;
    // D20: more than 5 codes for one mobile in 10 minutes.
    const codeSent = codeInPlay(sandbox, checkout, details.mobile) !== undefined;
    const problems = new Map([
      [codeSent ? 'code' : 'send_code', 'We have sent too many codes to this number. Wait 10 minutes, then ask for a new one.'],
    ]);
    return sendPage(reply, 429, verifyPage(scene, verifyView(sandbox, checkout, details.mobile, '', problems)), scene.formTargets);
  }
  return seeOther(reply, checkoutPath(checkout));
}

function checkCode(
  sandbox: Sandbox,
  reply: FastifyReply,
  scene: CheckoutScene,
  details: ApplicantDetails,
  secureCode: NonNullable<CheckoutRecord['secureCode']>,
  fields: Readonly<Record<string, string>>,
): FastifyReply {
  const again = (problems: FieldProblems) =>
    sendPage(
      reply,
      422,
      verifyPage(scene, { ...verifyView(sandbox, scene.checkout, details.mobile, fields['code'] ?? '', problems), codeSent: true }),
      scene.formTargets,
    );
  const reading = readCode(fields);
  if (!reading.ok) return again(reading.problems);
  if (secureCode.wrongAttempts >= maxWrongCodes) return again(new Map([['code', 'You have typed too many wrong codes. Send a new code.']]));
  if (!verifySecureCode(sandbox, { token: secureCode.token, code: reading.value, mobile: details.mobile })) {
    // D30: a wrong code counts, and the count is saved, so five wrong codes void the code even across a restart.
    sandbox.store.checkouts.update(scene.checkout, (draft) => {
      draft.secureCode = { ...secureCode, wrongAttempts: secureCode.wrongAttempts + 1 };
    });
    return again(new Map([['code', 'That code is not right, or it has expired. Check the SMS, or send a new code.']]));
  }
  sandbox.store.checkouts.update(scene.checkout, (draft) => {
    draft.verifiedMobile = details.mobile;
  });
  return seeOther(reply, checkoutPath(scene.checkout));
}

async function submit(
  sandbox: Sandbox,
  reply: FastifyReply,
  scene: CheckoutScene,
  details: ApplicantDetails,
  fields: Readonly<Record<string, string>>,
): Promise<FastifyReply> {
  const { checkout } = scene;
  const reading = readAgreement(fields);
  if (!reading.ok) {
    const accepted = { tnc: fields['accept_tnc'] === 'yes', privacy: fields['accept_privacy'] === 'yes' };
    return sendPage(
      reply,
      422,
      reviewPage(scene, { details, ...legalTexts(sandbox), accepted, problems: reading.problems }),
      scene.formTargets,
    );
  }
  const quote = quoteOf(sandbox, checkout);
  if (checkout.quoteId !== undefined) {
    // D17: the quote may have been cancelled, have expired or been used while the customer was typing.
    const standing = quote ? quoteStanding(quote, sandbox.now()) : 'cancelled';
    if (standing !== 'open') return sendPage(reply, 410, noticePage(quoteUnavailable(standing, scene.vendorName)));
  }
  submitCheckout(sandbox, checkout, details, quote);
  return sendOutcome(sandbox, reply, checkout);
}

/** D23: back to the vendor (signed when the account has a private key); a quote's customer stays here. */
async function sendOutcome(sandbox: Sandbox, reply: FastifyReply, checkout: CheckoutRecord): Promise<FastifyReply> {
  const { outcome, redirect } = checkout;
  if (!outcome || redirect === undefined) return seeOther(reply, checkoutPath(checkout));
  const location =
    outcome.kind === 'submitted'
      ? await submissionUrl(sandbox, redirect, checkout.account_id, outcome.applicationId)
      : rejectionUrl(redirect, cancelledMessage);
  return seeOther(reply, location);
}

type SecureCodeInPlay = NonNullable<CheckoutRecord['secureCode']>;

/**
 * D20: the code the customer is asked for is the newest one texted to this mobile — the form's own, or one the
 * vendor sent with Send Secure Code before handing over — so a customer at a vendor's counter verifies once.
 */
function codeInPlay(sandbox: Sandbox, checkout: CheckoutRecord, mobile: string): SecureCodeInPlay | undefined {
  const own = checkout.secureCode?.mobile === mobile ? checkout.secureCode : undefined;
  const newest = newestSecureCode(sandbox, mobile);
  if (newest === undefined || newest.token === own?.token) return own;
  // A newer code starts a fresh count of wrong attempts, as "Send a new code" does.
  return { token: newest.token, mobile, wrongAttempts: 0 };
}

function verifyView(sandbox: Sandbox, checkout: CheckoutRecord, mobile: string, code: string, problems: FieldProblems): VerifyView {
  return {
    mobile,
    codeSent: codeInPlay(sandbox, checkout, mobile) !== undefined,
    code,
    problems,
    // The sandbox texts nobody: the code it would have sent shows on the page, marked as the sandbox's.
    sandboxCode: newestSecureCode(sandbox, mobile)?.code,
  };
}

function quoteOf(sandbox: Sandbox, checkout: CheckoutRecord): QuoteRecord | undefined {
  return checkout.quoteId === undefined ? undefined : sandbox.store.quotes.get(checkout.quoteId);
}

/** D17: the form starts with what the quote already says about the customer. */
function quotePrefill(sandbox: Sandbox, checkout: CheckoutRecord): Record<string, string> | undefined {
  const quote = quoteOf(sandbox, checkout);
  return quote && { first_name: quote.first_name, last_name: quote.last_name, email: quote.email, mobile: quote.phone.replace(/\s+/g, '') };
}

function legalTexts(sandbox: Sandbox): { terms: string; privacyPolicy: string } {
  const text = (type: ContentRecord['content_type']) =>
    sandbox.store.content.get(type)?.content ?? 'This text is not available. Ask the shop for a copy before you apply.';
  return { terms: text('TNC'), privacyPolicy: text('PRIVACY_POLICY') };
}

const notFound: Notice = {
  title: 'We cannot find this application',
  tone: 'problem',
  paragraphs: [
    'The address may be incomplete, or the application was started more than a day ago.',
    'Go back to the shop and start again.',
  ],
};

function staleForm(checkout: CheckoutRecord): Notice {
  return {
    title: 'This page is out of date',
    tone: 'problem',
    paragraphs: ['The form you sent did not come from the current page of your application, so nothing was changed.'],
    next: html`<a class="button button-primary" href="${checkoutPath(checkout)}">Continue your application</a>`,
  };
}

function expired({ checkout, vendorName }: CheckoutScene): Notice {
  return {
    title: 'This application has expired',
    tone: 'problem',
    paragraphs: [
      'For your security, an application must be finished within two hours of starting it. Nothing was submitted.',
      checkout.redirect === undefined ? 'Open the link in your quote email to start again.' : `Return to ${vendorName} to start again.`,
    ],
    next:
      checkout.redirect !== undefined &&
      html`<a class="button button-primary" href="${rejectionUrl(checkout.redirect, 'The customer did not finish the application in time')}">Return to ${vendorName}</a>`,
  };
}

function finished({ checkout, vendorName, finance }: CheckoutScene): Notice {
  const back =
    checkout.redirect !== undefined &&
    html`<form method="post" action="${checkoutPath(checkout)}">${formToken(checkout.formToken)}${actionButton(`Return to ${vendorName}`, 'return')}</form>`;
  if (checkout.outcome?.kind === 'submitted') {
    return {
      title: `Thank you, application ${checkout.outcome.applicationId} submitted`,
      tone: 'success',
      paragraphs: [
        `We have your application for ${formatCents(finance.financedCents)} of interest-free finance for your ${vendorName} purchase.`,
        `We will assess it and let you and ${vendorName} know the outcome. Keep your application number, ${checkout.outcome.applicationId}, in case you need to contact us.`,
      ],
      next: back,
    };
  }
  return {
    title: 'You cancelled your application',
    tone: 'info',
    paragraphs: [
      'Nothing was submitted.',
      checkout.redirect === undefined
        ? 'While your quote is open, you can apply with the link in your quote email.'
        : `You can return to ${vendorName} now.`,
    ],
    next: back,
  };
}
