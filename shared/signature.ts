/**
 * Signed messages of the financing service (document, "Authentication" and "Events"). A webhook body, and a
 * checkout redirect when the account has a private API key, carry `timestamp` (seconds since the epoch),
 * `token` (random) and `signature`: the lowercase hex HMAC-SHA256 of `timestamp + token`, keyed with the
 * private API key as UTF-8. Web Crypto only, so it runs in Node 20, browsers and Electron alike.
 *
 * A vendor's webhook receiver (D26):
 *
 * ```ts
 * import { checkFreshness, verifySignature } from './shared/signature';
 *
 * const body = JSON.parse(await readBody(request));
 * if (!(await verifySignature(body, privateKey))) return answer(406); // bad, malformed or missing signature
 * if (checkFreshness(body.timestamp, Math.floor(Date.now() / 1000)) !== 'fresh') return answer(406);
 * if (seenTokens.has(body.token)) return answer(406); // a token seen in the last 24 hours
 * seenTokens.add(body.token);
 * await recordStatus(body.id, body.status);
 * return answer(200); // 200 or 406 ends the event; anything else makes the service send it again
 * ```
 */
import { hexOf, webCrypto } from './host-crypto';
import { utf8 } from './utf8';

/** D26: a message more than 24 hours old is refused… */
export const maxAgeSeconds = 24 * 60 * 60;
/** …and so is one more than 5 minutes ahead of the receiver's clock. */
export const maxLeadSeconds = 5 * 60;

/** The fields a signed message carries; anything may arrive in them, so nothing is assumed. */
export interface SignedFields {
  readonly signature?: unknown;
  readonly timestamp?: unknown;
  readonly token?: unknown;
}

export type Freshness = 'fresh' | 'stale' | 'ahead' | 'malformed';

const hexDigest = /^[0-9a-f]{64}$/i;
const epochSeconds = /^\d{1,12}$/;

/** The lowercase hex HMAC-SHA256 of `timestamp + token`, keyed with the private key as UTF-8. */
export async function sign(privateKey: string, timestamp: string, token: string): Promise<string> {
  const { subtle } = webCrypto();
  const key = await subtle.importKey('raw', utf8(privateKey), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hexOf(await subtle.sign('HMAC', key, utf8(timestamp + token)));
}

/** True only for a well-formed message signed with `privateKey`; false, never a throw, for any bad input. */
export async function verifySignature(message: SignedFields, privateKey: string): Promise<boolean> {
  const { signature, timestamp, token } = message;
  if (typeof signature !== 'string' || !hexDigest.test(signature)) return false;
  if (typeof timestamp !== 'string' || !epochSeconds.test(timestamp)) return false;
  if (typeof token !== 'string' || token === '' || privateKey === '') return false;
  return constantTimeEqual(await sign(privateKey, timestamp, token), signature.toLowerCase());
}

/** D26: `fresh` when `timestamp` is at most 24 hours old and at most 5 minutes ahead of `nowSeconds`. */
export function checkFreshness(timestamp: unknown, nowSeconds: number): Freshness {
  if (typeof timestamp !== 'string' || !epochSeconds.test(timestamp)) return 'malformed';
  const age = nowSeconds - Number(timestamp);
  if (age > maxAgeSeconds) return 'stale';
  if (age < -maxLeadSeconds) return 'ahead';
  return 'fresh';
}

/** D26: the time taken does not depend on where the two digests differ (both are 64 characters here). */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
