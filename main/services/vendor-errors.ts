import { KioskFailure } from './kiosk-failure';
import type { VendorProblem } from './vendor-port';

// The service's answers (D3, "Errors") in words a salesperson can act on.

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

export function vendorFailure(problem: VendorProblem): KioskFailure {
  switch (problem.kind) {
    case 'credentials':
      return new KioskFailure(
        'credentials',
        "The financing service did not accept this profile's credentials. Ask an administrator to update them.",
      );
    case 'unreachable':
      return new KioskFailure('unavailable', 'The financing service cannot be reached right now. Check the connection and try again.');
    case 'refused':
      return refused(problem);
  }
}

function refused({ http, message, fieldErrors }: Extract<VendorProblem, { kind: 'refused' }>): KioskFailure {
  const plain = refusals[message];
  if (plain !== undefined) return new KioskFailure('refused', plain);
  if (fieldErrors !== undefined) return new KioskFailure('invalid-input', 'Some details need correcting.', fieldErrors);
  if (/^invalid (input|data provided)$/i.test(message)) {
    return new KioskFailure('invalid-input', 'The financing service did not accept these details. Check them and try again.');
  }
  if (http === 404) return new KioskFailure('not-found', 'That record was not found. It may belong to another branch.');
  if (http === 401 || http === 403) return new KioskFailure('not-allowed', 'Your profile is not allowed to do that.');
  if (http >= 500) return vendorFailure({ kind: 'unreachable', detail: message });
  return new KioskFailure('refused', `The financing service refused this: ${message}.`);
}
