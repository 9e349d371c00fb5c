import { describe, expect, it, vi } from 'vitest';
import { probeKeychain } from '../../../../main/credentials/keychain-availability';
import { KeytarStore, KeytarUnavailableError, type Keytar } from '../../../../main/credentials/keytar-store';

// keytar is an optional dependency: on a machine without libsecret-1-dev npm leaves it out, and where its native part
// does not load, requiring it throws. Either way the store fails each call in plain words, and never at construction.

/** Node's own errors for each case, as `import('keytar')` throws them. */
const notInstalled = Object.assign(new Error("Cannot find package 'keytar' imported from /app/main/credentials/keytar-store.ts"), {
  code: 'ERR_MODULE_NOT_FOUND',
});
const notBuilt = Object.assign(new Error("Cannot find module '../build/Release/keytar.node'"), { code: 'MODULE_NOT_FOUND' });
const noLibsecret = new Error('libsecret-1.so.0: cannot open shared object file: No such file or directory');

function memoryKeytar(): Keytar {
  const entries = new Map<string, string>();
  const key = (service: string, account: string) => `${service}\u0000${account}`;
  return {
    getPassword: async (service, account) => entries.get(key(service, account)) ?? null,
    setPassword: async (service, account, password) => void entries.set(key(service, account), password),
    deletePassword: async (service, account) => entries.delete(key(service, account)),
    findCredentials: async (service) =>
      [...entries]
        .filter(([each]) => each.startsWith(`${service}\u0000`))
        .map(([each, password]) => ({ account: each.split('\u0000')[1] ?? '', password })),
  };
}

describe('KeytarStore when keytar cannot be loaded', () => {
  it('fails every call with the commands that install keytar when npm left it out', async () => {
    const store = new KeytarStore(() => Promise.reject(notInstalled));
    for (const call of [store.get('s', 'a'), store.set('s', 'a', 'secret'), store.delete('s', 'a'), store.list('s')]) {
      const error: unknown = await call.catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(KeytarUnavailableError);
      expect(error).toMatchObject({ installed: false, cause: notInstalled });
      expect(error).toHaveProperty('message', expect.stringContaining('sudo apt-get install libsecret-1-dev gnome-keyring && npm install'));
    }
  });

  it.each([
    ['its build is missing', notBuilt],
    ['libsecret is not on the machine', noLibsecret],
  ])('asks for a rebuild when keytar is there but %s', async (_, cause) => {
    const error: unknown = await new KeytarStore(() => Promise.reject(cause)).get('s', 'a').catch((failure: unknown) => failure);
    expect(error).toMatchObject({ name: 'KeytarUnavailableError', installed: true, cause });
    expect(error).toHaveProperty('message', expect.stringContaining('npm rebuild keytar'));
  });

  it('turns a loader that throws at once into failed calls, and tries to load only once', async () => {
    const load = vi.fn((): Promise<Keytar> => {
      throw notBuilt;
    });
    const store = new KeytarStore(load);
    expect(load).not.toHaveBeenCalled();
    await expect(store.get('s', 'a')).rejects.toBeInstanceOf(KeytarUnavailableError);
    await expect(store.list('s')).rejects.toBeInstanceOf(KeytarUnavailableError);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('makes the keychain unavailable, with that one line as the reason', async () => {
    expect(await probeKeychain(new KeytarStore(() => Promise.reject(notInstalled)), 'svc')).toEqual({
      available: false,
      reason:
        'keytar, the kiosk’s link to the OS keychain, is not built on this computer (its build needs libsecret-1-dev). To use the keychain: sudo apt-get install libsecret-1-dev gnome-keyring && npm install',
    });
  });
});

describe('KeytarStore with keytar loaded', () => {
  it('stores, reads, lists and deletes through it', async () => {
    const store = new KeytarStore(async () => memoryKeytar());
    await store.set('svc', 'alice', 'secret-a');
    expect(await store.get('svc', 'alice')).toBe('secret-a');
    expect(await store.list('svc')).toEqual(['alice']);
    expect(await store.delete('svc', 'alice')).toBe(true);
    expect(await store.get('svc', 'alice')).toBeNull();
    expect(await probeKeychain(store, 'svc')).toEqual({ available: true });
  });
});

describe('KeytarStore.list beside another program', () => {
  const vanished = new Error('No such secret item at path: /org/freedesktop/secrets/collection/login/24');

  it('lists again when an entry is deleted between being found and being read', async () => {
    const keytar = memoryKeytar();
    await keytar.setPassword('s', 'kept', 'secret');
    const findCredentials = vi.fn(keytar.findCredentials).mockRejectedValueOnce(vanished);
    const store = new KeytarStore(async () => ({ ...keytar, findCredentials }));
    expect(await store.list('s')).toEqual(['kept']);
    expect(findCredentials).toHaveBeenCalledTimes(2);
  });

  it('passes any other failure on at once, and a keychain that keeps changing after a few tries', async () => {
    const locked = new Error('Cannot create an item in a locked collection');
    const refusing = vi.fn().mockRejectedValue(locked);
    await expect(new KeytarStore(async () => ({ ...memoryKeytar(), findCredentials: refusing })).list('s')).rejects.toBe(locked);
    expect(refusing).toHaveBeenCalledTimes(1);
    const changing = vi.fn().mockRejectedValue(vanished);
    await expect(new KeytarStore(async () => ({ ...memoryKeytar(), findCredentials: changing })).list('s')).rejects.toBe(vanished);
    expect(changing).toHaveBeenCalledTimes(5);
  });
});
