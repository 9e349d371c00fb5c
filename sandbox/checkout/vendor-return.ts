import { privateKeyOf } from '../api-key-records';
import type { Sandbox } from '../sandbox';
import { signatureFields } from '../webhooks/signing';

// D23: the customer goes back to the vendor's redirect URL with the outcome appended to its own query.

const errorCodes = { submitted: '10000', invalid: '10002' } as const;

/** A request that could not go ahead, or a customer who left: `error_code=10002` and a reason. */
export function rejectionUrl(redirect: string, message: string): string {
  return withQueryAppended(redirect, { error_code: errorCodes.invalid, error_msg: message });
}

/** A submitted application, signed when the account has a private key (document, "Authentication / Checkout"). */
export async function submissionUrl(sandbox: Sandbox, redirect: string, accountId: string, applicationId: string): Promise<string> {
  const outcome = { error_code: errorCodes.submitted, transaction_id: applicationId };
  const privateKey = privateKeyOf(sandbox, accountId);
  if (privateKey === undefined) return withQueryAppended(redirect, outcome);
  const { signature, timestamp, token } = await signatureFields(privateKey, sandbox.now());
  return withQueryAppended(redirect, { ...outcome, signature, timestamp, token });
}

/** Appends parameters after the URL's existing query (which stays byte for byte as it was) and before its fragment. */
export function withQueryAppended(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf('#');
  const [base, fragment] = hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${new URLSearchParams(params).toString()}${fragment}`;
}
