import { randomUUID } from 'node:crypto';
import { KeytarUnavailableError } from './keytar-store';
import type { SecureStore } from './secure-store';

/** `reason` is technical, for main's log only; staff see `forStaff`, else `keychainUnavailableForStaff`. */
export type KeychainAvailability = { available: true } | { available: false; reason: string; forStaff?: string };

/** What a missing keychain means for a salesperson, without the technical cause (that goes to the log). */
export const keychainUnavailableForStaff =
  'This computer’s password store is not available, so profiles for the real service cannot be saved. Training works without it. ' +
  'Ask whoever looks after this computer to set up its password store (keyring), then restart the kiosk.';

/** Stores, reads back and deletes a throwaway entry; listing alone succeeds even on a locked keyring. Never throws. */
export async function probeKeychain(store: SecureStore, service: string): Promise<KeychainAvailability> {
  const account = `availability-probe-${randomUUID()}`;
  const secret = randomUUID();
  try {
    await store.set(service, account, secret);
    if ((await store.get(service, account)) !== secret) {
      return { available: false, reason: 'The OS keychain did not give back what was just stored in it.' };
    }
    return { available: true };
  } catch (error) {
    return { available: false, reason: plainReason(error) };
  } finally {
    await store.delete(service, account).catch(() => false);
  }
}

function plainReason(error: unknown): string {
  // Already in plain words, with the commands that make the keychain usable.
  if (error instanceof KeytarUnavailableError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  // libsecret says "dbus-launch", "D-Bus" or "DBUS_SESSION_BUS_ADDRESS" when there is no session bus.
  if (/d-?bus/i.test(message)) {
    return 'No desktop session bus (D-Bus) is running, so the OS keychain (Secret Service) cannot be reached.';
  }
  if (/org\.freedesktop\.secrets|collection\/login/.test(message)) {
    return 'The OS keychain (Secret Service) has no unlocked login keyring.';
  }
  if (/libsecret|shared object|keytar\.node/.test(message)) {
    return 'The OS keychain library (libsecret) is not installed.';
  }
  return `The OS keychain refused to store a test entry: ${message}`;
}
