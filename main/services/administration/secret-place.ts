import type { SecretPlace } from '../../../shared/contract/administration';
import { KeychainUnavailableError, type CredentialVault } from '../../credentials/credential-vault';
import { keychainUnavailableForStaff } from '../../credentials/keychain-availability';
import type { Profile } from '../../credentials/profiles';
import { KioskFailure } from '../../core/kiosk-failure';

/** K9: where the profile's secrets go, said before anything is made: a real service's go to the OS keychain or nowhere (K1). */
export function secretPlaceFor(vault: CredentialVault, profile: Profile): SecretPlace {
  return unlessKeychainMissing(() => vault.secretPlace(profile.environment));
}

/** A vault write, with a missing keychain told in staff's words (the technical reason is in the log from start). */
export async function storedInVault<T>(store: () => Promise<T>): Promise<T> {
  try {
    return await store();
  } catch (error) {
    throw error instanceof KeychainUnavailableError ? new KioskFailure('unavailable', keychainUnavailableForStaff) : error;
  }
}

function unlessKeychainMissing<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw error instanceof KeychainUnavailableError ? new KioskFailure('unavailable', keychainUnavailableForStaff) : error;
  }
}
