import { describe, expect, it } from 'vitest';
import { keychainUnavailableForStaff, probeKeychain } from '../../../../main/credentials/keychain-availability';
import { MemoryStore } from '../../../../main/credentials/memory-store';
import type { SecureStore } from '../../../../main/credentials/secure-store';

function failingStore(message: string): SecureStore {
  const fail = () => Promise.reject(new Error(message));
  return { get: fail, set: fail, delete: fail, list: fail };
}

describe('probeKeychain', () => {
  it('finds a working store available, and leaves no probe entry behind', async () => {
    const store = new MemoryStore();
    expect(await probeKeychain(store, 'svc')).toEqual({ available: true });
    expect(await store.list('svc')).toEqual([]);
  });

  it.each([
    ['Cannot autolaunch D-Bus without X11 $DISPLAY', 'No desktop session bus (D-Bus) is running'],
    ['Failed to execute child process “dbus-launch” (No such file or directory)', 'No desktop session bus (D-Bus) is running'],
    ['Object does not exist at path “/org/freedesktop/secrets/collection/login”', 'has no unlocked login keyring'],
    ['The name org.freedesktop.secrets was not provided by any .service files', 'has no unlocked login keyring'],
    ['libsecret-1.so.0: cannot open shared object file: No such file or directory', 'libsecret'],
    ['Access denied', 'The OS keychain refused to store a test entry: Access denied'],
  ])('explains "%s" in plain words', async (message, reason) => {
    const availability = await probeKeychain(failingStore(message), 'svc');
    expect(availability.available).toBe(false);
    expect(availability).toHaveProperty('reason', expect.stringContaining(reason));
  });

  it('finds a store that gives back something else unavailable', async () => {
    const forgetful: SecureStore = {
      get: async () => null,
      set: async () => {},
      delete: async () => false,
      list: async () => [],
    };
    expect(await probeKeychain(forgetful, 'svc')).toEqual({
      available: false,
      reason: 'The OS keychain did not give back what was just stored in it.',
    });
  });

  it('never throws, whatever the store throws', async () => {
    const hostile: SecureStore = {
      get: () => Promise.reject('not even an Error'),
      set: () => Promise.resolve(),
      delete: () => Promise.reject(new Error('delete failed too')),
      list: () => Promise.resolve([]),
    };
    await expect(probeKeychain(hostile, 'svc')).resolves.toEqual({
      available: false,
      reason: 'The OS keychain refused to store a test entry: not even an Error',
    });
  });
});

describe('what staff are told when there is no keychain', () => {
  it('says what it means for them, in plain words with no technical names (the log has those)', () => {
    expect(keychainUnavailableForStaff).toMatch(
      /^This computer’s password store is not available, so profiles for the real service cannot be saved\./,
    );
    expect(keychainUnavailableForStaff).toContain('Training works without it.');
    expect(keychainUnavailableForStaff).not.toMatch(/d-?bus|secret service|libsecret|keytar|gnome|apt-get|npm/i);
  });
});
