import type { KeychainAvailability } from '../../credentials/keychain-availability';
import { KeytarStore } from '../../credentials/keytar-store';
import { MemoryStore } from '../../credentials/memory-store';
import type { SecureStore } from '../../credentials/secure-store';

// K12: the keychain as support needs to know it: whether the kiosk can use it, which one it is, and if not, why and
// what the kiosk does instead (the reason is the technical one that otherwise goes to the log only).

export interface KeychainState {
  available: boolean;
  backend: string;
  reason?: string;
  instead?: string;
}

const osKeychains: Readonly<Record<string, string>> = {
  linux: 'Secret Service (libsecret: GNOME Keyring, KWallet or the like)',
  darwin: 'macOS Keychain',
  win32: 'Windows Credential Manager',
};

export function keychainState(store: SecureStore, availability: KeychainAvailability, platform = process.platform): KeychainState {
  const backend =
    store instanceof KeytarStore
      ? `the OS keychain through keytar: ${osKeychains[platform] ?? platform}`
      : store instanceof MemoryStore
        ? 'in memory only, gone when the kiosk stops (tests and demonstrations)'
        : `a store of its own (${store.constructor.name})`;
  if (availability.available) return { available: true, backend };
  return {
    available: false,
    backend,
    reason: availability.reason,
    instead: 'Training keeps its keys in memory for this run; profiles for a real service cannot be set up until the keychain works.',
  };
}
