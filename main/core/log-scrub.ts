// K12: what never goes into a log. By path: the fields that carry a customer's details, documents and secrets are
// censored wherever a log line's fields name them. Then a final scrub of the whole line, for anything a message or an
// error carried in its text: emails, Australian mobiles, and long random strings (secrets, tokens, session keys).

const customerKeys = [
  'first_name',
  'last_name',
  'firstName',
  'lastName',
  'name',
  'applicant',
  'applicant_name',
  'applicant_email',
  'applicant_mobile',
  'email',
  'mobile',
  'phone',
  'address',
  'dob',
  'dateOfBirth',
  'content',
  'document',
];
const secretKeys = [
  'apiId',
  'apiSecret',
  'publicKey',
  'privateKey',
  'key',
  'secret',
  'sessionKey',
  'sessionToken',
  'token',
  'signature',
  'pin',
  'currentPin',
  'newPin',
  'password',
];

/** pino's redact paths: each key at the top of a line's fields and one object down (`err`, nested fields). */
export const redactedPaths = [...customerKeys, ...secretKeys].flatMap((key) => [key, `*.${key}`]);

export const censored = '[redacted]';

const email = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
// 04xx xxx xxx or +61 4xx xxx xxx, spaces optional (D12, D20).
const mobile = /(?<![0-9])(?:\+?61 ?|0)4[0-9]{2} ?[0-9]{3} ?[0-9]{3}(?![0-9])/g;
// Secrets, session keys and tokens are long random base64url or hex strings; words, paths and times are not.
const tokenLike = /[A-Za-z0-9_-]{24,}/g;
// Profile ids are UUIDs: kept, so a log line can say which profile without saying whose.
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function scrub(text: string): string {
  return text
    .replace(email, '[email]')
    .replace(mobile, '[mobile]')
    .replace(tokenLike, (match) => (/[0-9]/.test(match) && /[A-Za-z]/.test(match) && !uuid.test(match) ? censored : match));
}
