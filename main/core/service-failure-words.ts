import type { ServiceAnswerFailure, ServiceFailure } from './service-failure';
import { KioskFailure } from './kiosk-failure';

// The service client's failures (D3, "Errors") in words a salesperson can act on.

const refusals: Readonly<Record<string, string>> = {
  'Quote already applied': 'The customer has already applied with this quote.',
  'The quote is invalid': 'This quote was cancelled, so it cannot be sent again.',
  'The quote is expired': 'This quote has expired. Create a new one for the customer.',
  'Quote not active': 'This quote is no longer active: it has expired, been cancelled or been applied for.',
  'Invalid application status': 'Payment can be requested only once the application is approved.',
  'Failed to generate auth code': 'Too many codes have gone to this mobile. Wait ten minutes, then try again.',
  'Invalid filetype': 'The file must be a JPEG, PNG or PDF.',
  'File too large': 'The file is larger than 10 MB. Take a smaller photo or scan.',
  'File content has to be base64 encoded': 'The file could not be read. Choose it again.',
};

/** No connection, or no answer in time: the kiosk's side of the line, said as such (never mixed up with the provider's own error). */
export const unreachable = 'The financing service cannot be reached — check the connection and try again.';

/** The service answered with its own error (5xx): it is there but had a problem; its message where it gave one. */
export function providerProblem(message: string | undefined): string {
  const said = message?.trim() ?? '';
  return said === ''
    ? 'The financing service had a problem. Try again in a moment.'
    : `The financing service had a problem (its message: ${said}). Try again in a moment.`;
}

export function kioskFailureOf(failure: ServiceFailure): KioskFailure {
  switch (failure.kind) {
    case 'service':
      return refused(failure);
    case 'network':
    case 'timeout':
      return new KioskFailure('unavailable', unreachable);
    case 'malformed-answer':
      // It answered, so the line is fine: the provider's side, not "cannot be reached".
      return new KioskFailure(
        'service-error',
        'The financing service answered in a way the kiosk does not understand. Try again in a moment.',
      );
    case 'sign-in-refused':
      return new KioskFailure(
        'credentials',
        "The financing service did not accept this profile's credentials. Ask an administrator to update them.",
      );
    case 'credentials-unavailable':
      // The vault's messages are plain and never repeat a secret (K1).
      return new KioskFailure('credentials', failure.message);
    case 'outcome-unknown':
      // K3: the client has already looked for what it may have made, and could not tell.
      return new KioskFailure(
        'outcome-unknown',
        'The financing service did not confirm this. Check the list before trying again, so nothing is made twice.',
      );
  }
}

function refused({ http, message, fieldErrors }: ServiceAnswerFailure): KioskFailure {
  // A 5xx is the provider's own problem whatever it says: not refused input, and not "cannot be reached".
  if (http >= 500) return new KioskFailure('service-error', providerProblem(message));
  const plain = refusals[message];
  if (plain !== undefined) return new KioskFailure('refused', plain);
  if (fieldErrors !== undefined) {
    return new KioskFailure(
      'invalid-input',
      'Some details need correcting.',
      Object.fromEntries(Object.entries(fieldErrors).map(([field, reasons]) => [field, [...reasons]])),
    );
  }
  if (/^invalid (input|data provided)$/i.test(message)) {
    return new KioskFailure('invalid-input', 'The financing service did not accept these details. Check them and try again.');
  }
  if (http === 404) return new KioskFailure('not-found', 'That record was not found. It may belong to another branch.');
  if (http === 401 || http === 403) return new KioskFailure('not-allowed', 'Your profile is not allowed to do that.');
  return new KioskFailure('refused', `The financing service refused this: ${message}.`);
}
