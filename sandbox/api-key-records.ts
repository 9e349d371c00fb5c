import type { ApiKeyType } from '../shared/enums';
import { randomAlphanumeric } from './random';
import type { Sandbox } from './sandbox';
import type { ApiKeyRecord } from './store/record-schemas';

// D24 checkout keys, shared by the REST routes and the seeds: public keys for checkout, one private key per
// account for signing checkout redirects and webhooks (D23, D25).

export type NewApiKey = Pick<ApiKeyRecord, 'account_id' | 'type' | 'referrer_urls' | 'redirect_urls'>;

const prefixes: Record<ApiKeyType, string> = { PUBLIC: 'pk_', PRIVATE: 'sk_' };

/** 40 letters and digits: about 238 bits of entropy. */
const keyLength = 40;

/** D24: a new private key replaces the account's old one. */
export function createApiKey(sandbox: Sandbox, key: NewApiKey): ApiKeyRecord {
  const record: ApiKeyRecord = {
    id: sandbox.newId('key_'),
    ...key,
    key: `${prefixes[key.type]}${randomAlphanumeric(keyLength)}`,
    created: sandbox.now(),
  };
  if (key.type === 'PRIVATE') {
    sandbox.store.apiKeys.removeWhere((old) => old.type === 'PRIVATE' && old.account_id === key.account_id);
  }
  return sandbox.store.apiKeys.insert(record);
}

/** The key that signs the account's checkout redirects and webhooks (D23, D25), if it has one. */
export function privateKeyOf(sandbox: Sandbox, accountId: string): string | undefined {
  return sandbox.store.apiKeys.find((record) => record.type === 'PRIVATE' && record.account_id === accountId)?.key;
}
