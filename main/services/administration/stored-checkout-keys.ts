import type { ApiCredentials } from '../../core/api-credentials';

/** Checkout's keys (D23) out of a keychain entry, when there are any; absent ones stay absent (the vault's schema takes no undefined). */
export function checkoutKeysOf(stored: {
  publicKey?: string | undefined;
  privateKey?: string | undefined;
}): Pick<ApiCredentials, 'publicKey' | 'privateKey'> {
  return {
    ...(stored.publicKey === undefined ? {} : { publicKey: stored.publicKey }),
    ...(stored.privateKey === undefined ? {} : { privateKey: stored.privateKey }),
  };
}
