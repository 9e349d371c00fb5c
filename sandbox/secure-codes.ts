import { errors } from '../shared/wire/errors';
import { randomAlphanumeric, randomDigits } from './random';
import type { Sandbox } from './sandbox';
import { fail } from './service-error';

// D20: a 6-digit code by SMS, valid 10 minutes of sandbox time, proven later with the answer's 32-character token.

const validityMs = 10 * 60_000;
/** More than this many codes for one mobile within one validity window are refused. */
const maxCodesPerWindow = 5;

/** Sends a new code to `mobile` and returns the token that goes with it. */
export function issueSecureCode(sandbox: Sandbox, mobile: string): string {
  const now = sandbox.now();
  // Codes older than the window are expired and no longer count towards the limit.
  sandbox.store.secureCodes.removeWhere((record) => now - record.issued >= validityMs);
  const recent = sandbox.store.secureCodes.filter((record) => record.mobile === mobile);
  if (recent.length >= maxCodesPerWindow) fail(errors.secureCodeFailedToGenerate);
  const code = randomDigits(6);
  const token = randomAlphanumeric(32);
  sandbox.store.secureCodes.insert({ token, mobile, code, issued: now, expires: now + validityMs });
  sandbox.sendMessage({
    channel: 'sms',
    to: mobile,
    subject: 'Your application secure code',
    body: `Your secure code is ${code}. It expires in 10 minutes. Never share it with anyone.`,
    code,
  });
  return token;
}

/** True once for a matching, unexpired token, code and mobile; a used code expires at once (single use). */
export function verifySecureCode(sandbox: Sandbox, attempt: { token: string; code: string; mobile: string }): boolean {
  const now = sandbox.now();
  const record = sandbox.store.secureCodes.get(attempt.token);
  if (!record || now >= record.expires || record.code !== attempt.code || record.mobile !== attempt.mobile) return false;
  sandbox.store.secureCodes.update(record, (draft) => {
    draft.expires = now;
  });
  return true;
}

/** The newest code texted to `mobile` that can still be used, whoever asked for it (the vendor or the hosted form). */
export function newestSecureCode(sandbox: Sandbox, mobile: string): { token: string; code: string } | undefined {
  const now = sandbox.now();
  const live = sandbox.store.secureCodes.filter((record) => record.mobile === mobile && now < record.expires);
  return live.reduce<(typeof live)[number] | undefined>(
    (newest, record) => (newest && newest.issued > record.issued ? newest : record),
    undefined,
  );
}
