import { sign } from '../../shared/signature';
import { randomAlphanumeric } from '../random';

/** Document, "Events": the token is a random string of length 50. */
const tokenLength = 50;

export interface SignatureFields {
  timestamp: string;
  token: string;
  signature: string;
}

/** Fresh `timestamp` (seconds of sandbox time), `token` and `signature` for a webhook attempt or a checkout redirect (D23, D25). */
export async function signatureFields(privateKey: string, sandboxNowMs: number): Promise<SignatureFields> {
  const timestamp = String(Math.floor(sandboxNowMs / 1000));
  const token = randomAlphanumeric(tokenLength);
  return { timestamp, token, signature: await sign(privateKey, timestamp, token) };
}
