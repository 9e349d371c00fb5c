import { randomToken, sha256Hex } from './random';
import type { Sandbox } from './sandbox';

export interface ApiCredentials {
  apiId: string;
  apiSecret: string;
}

/** D11: each call makes a new pair; earlier pairs stay valid; the secret is returned once and kept hashed. */
export function issueCredentials(sandbox: Sandbox, userId: string, accountId: string): ApiCredentials {
  const apiId = `api_${randomToken(12)}`;
  const apiSecret = randomToken(32);
  sandbox.store.credentials.insert({ apiId, secretHash: sha256Hex(apiSecret), userId, accountId, created: sandbox.now() });
  return { apiId, apiSecret };
}
