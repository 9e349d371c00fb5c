import type { ApiKey } from '../../../shared/wire/api-keys';

/**
 * Whether customer mode on this kiosk uses `key`: a public key by its value; a private key by the last four
 * characters the service lists (D24), which is enough as a branch has one private key.
 */
export function isKeyInUse(key: ApiKey, stored: { publicKey?: string | undefined; privateKey?: string | undefined }): boolean {
  if (key.type === 'PUBLIC') return stored.publicKey !== undefined && key.key === stored.publicKey;
  return stored.privateKey !== undefined && stored.privateKey.length >= 4 && key.key.endsWith(stored.privateKey.slice(-4));
}
