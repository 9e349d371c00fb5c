import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CorruptCredentialsError,
  CredentialVault,
  KeychainUnavailableError,
  UnknownProfileError,
  type ProfileDraft,
} from '../../../../main/credentials/credential-vault';
import { keychainService } from '../../../../main/credentials/keychain-service';
import { MemoryStore } from '../../../../main/credentials/memory-store';
import { profilesFileName } from '../../../../main/credentials/profiles';
import { openInstallation, type Installation } from '../../../../main/credentials/installation';
import type { KeychainAvailability } from '../../../../main/credentials/keychain-availability';
import type { SecureStore } from '../../../../main/credentials/secure-store';

const live: ProfileDraft = {
  displayName: 'Alice Nguyen',
  accountId: '1001',
  accountName: 'Sunrise Solar Pty Ltd',
  environment: { kind: 'live', baseUrl: 'https://api.example.com' },
};
const sandbox: ProfileDraft = { ...live, environment: { kind: 'sandbox', baseUrl: 'http://127.0.0.1:4318' } };
const training: ProfileDraft = { ...live, displayName: 'Trainee', environment: { kind: 'training' } };
const secret = { apiId: 'api-id-1', apiSecret: 'api-secret-shh-1' };

/** Stands in for a keychain that cannot be reached: any use of it fails the test. */
const unreachableKeychain: SecureStore = {
  get: () => Promise.reject(new Error('keychain used while unavailable')),
  set: () => Promise.reject(new Error('keychain used while unavailable')),
  delete: () => Promise.reject(new Error('keychain used while unavailable')),
  list: () => Promise.reject(new Error('keychain used while unavailable')),
};
const noSecretService = { available: false, reason: 'No desktop session bus (D-Bus) is running.' } as const;

let dir: string;
let keychain: MemoryStore;
let installation: Installation;
let vault: CredentialVault;
/** K15: a vault over the folder's installation, as compose.ts opens it. */
async function vaultOver(store: SecureStore, keychainAvailability: KeychainAvailability): Promise<CredentialVault> {
  installation = await openInstallation({ userDataDir: dir, keychain: store, keychainAvailability });
  return new CredentialVault({ userDataDir: dir, keychain: store, installation });
}
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vault-'));
  keychain = new MemoryStore();
  vault = await vaultOver(keychain, { available: true });
});
/** K15: every keychain account is named with the installation id. */
const account = (name: string) => installation.account(name);
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const profilesText = () => readFile(join(dir, profilesFileName), 'utf8');

describe('CredentialVault with a working keychain', () => {
  it('adds a profile, lists it and reads its credentials back', async () => {
    const profile = await vault.addProfile(live, secret);
    expect(profile).toMatchObject({ ...live, keychainAccount: profile.id });
    expect(await vault.listProfiles()).toEqual([profile]);
    expect(await vault.readCredentials(profile.id)).toEqual(secret);
  });

  it('keeps the credentials in the keychain entry named by the profile, never in the file (K1)', async () => {
    const profile = await vault.addProfile(live, secret);
    expect(await keychain.list(keychainService('live'))).toEqual([account(profile.keychainAccount)]);
    const text = await profilesText();
    expect(text).not.toContain(secret.apiId);
    expect(text).not.toContain(secret.apiSecret);
  });

  it('files each environment under its own keychain service', async () => {
    const a = await vault.addProfile(live, secret);
    const b = await vault.addProfile(sandbox, secret);
    const c = await vault.addProfile(training, secret);
    expect(await keychain.list(keychainService('live'))).toEqual([account(a.id)]);
    expect(await keychain.list(keychainService('sandbox'))).toEqual([account(b.id)]);
    expect(await keychain.list(keychainService('training'))).toEqual([account(c.id)]);
  });

  it('finds the profiles and credentials again after a restart', async () => {
    const profile = await vault.addProfile(live, secret);
    const restarted = await vaultOver(keychain, { available: true });
    expect(await restarted.listProfiles()).toEqual([profile]);
    expect(await restarted.readCredentials(profile.id)).toEqual(secret);
  });

  it('replaces a profile’s credentials', async () => {
    const profile = await vault.addProfile(live, secret);
    const rotated = { apiId: 'api-id-2', apiSecret: 'api-secret-2' };
    await vault.saveCredentials(profile.id, rotated);
    expect(await vault.readCredentials(profile.id)).toEqual(rotated);
  });

  it('deletes a profile together with its keychain entry', async () => {
    const kept = await vault.addProfile(training, secret);
    const gone = await vault.addProfile(live, secret);
    await vault.deleteProfile(gone.id);
    expect(await vault.listProfiles()).toEqual([kept]);
    expect(await keychain.list(keychainService('live'))).toEqual([]);
    await expect(vault.readCredentials(gone.id)).rejects.toBeInstanceOf(UnknownProfileError);
  });

  it('answers null for a profile whose keychain entry has gone', async () => {
    const profile = await vault.addProfile(live, secret);
    await keychain.delete(keychainService('live'), account(profile.keychainAccount));
    expect(await vault.readCredentials(profile.id)).toBeNull();
  });

  it('names an unknown profile', async () => {
    await expect(vault.readCredentials('nobody')).rejects.toThrow(UnknownProfileError);
    await expect(vault.saveCredentials('nobody', secret)).rejects.toThrow('There is no staff profile with id nobody.');
    await expect(vault.deleteProfile('nobody')).rejects.toBeInstanceOf(UnknownProfileError);
  });

  it('refuses empty credentials', async () => {
    await expect(vault.addProfile(live, { apiId: 'id', apiSecret: '' })).rejects.toThrow();
    expect(await vault.listProfiles()).toEqual([]);
  });

  it('reports a damaged keychain entry without repeating its content (K1)', async () => {
    const profile = await vault.addProfile(live, secret);
    await keychain.set(keychainService('live'), account(profile.keychainAccount), '{"apiId":"x","apiSecret":"leak-me"');
    const error = await vault.readCredentials(profile.id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CorruptCredentialsError);
    expect(String(error)).not.toContain('leak-me');
  });

  it('takes the keychain entry back out when the profile cannot be written', async () => {
    const invalid: ProfileDraft = { ...live, environment: { kind: 'live', baseUrl: 'http://api.example.com' } };
    await expect(vault.addProfile(invalid, secret)).rejects.toThrow();
    expect(await keychain.list(keychainService('live'))).toEqual([]);
    expect(await vault.listProfiles()).toEqual([]);
  });

  it('loses no profile when several are added at once', async () => {
    const added = await Promise.all([1, 2, 3, 4, 5].map((n) => vault.addProfile({ ...live, displayName: `Staff ${n}` }, secret)));
    expect(await vault.listProfiles()).toEqual(expect.arrayContaining(added));
    expect(await vault.listProfiles()).toHaveLength(5);
  });

  it('K15: believes no profile of a damaged file, keeps it aside untouched, and says so in one line', async () => {
    await vault.addProfile(live, secret);
    const garbage = '{"version":1,"profiles":[';
    await writeFile(join(dir, profilesFileName), garbage);
    expect(await vault.listProfiles()).toEqual([]);
    expect(vault.profilesRefusal).toMatch(
      /^The staff profiles file was changed outside the kiosk, so none of its profiles is used: it is kept as staff-profiles\.refused\.[\d.Z-]+\.json for support, and an administrator sets the profiles up again in this kiosk\.$/,
    );
    const aside = (await readdir(dir)).filter((name) => name.startsWith('staff-profiles.refused.'));
    expect(aside).toHaveLength(1);
    expect(await readFile(join(dir, aside[0] ?? ''), 'utf8')).toBe(garbage);
    // The kiosk goes on with an empty sealed file, so the next start is a quiet one.
    const restarted = await vaultOver(keychain, { available: true });
    expect(await restarted.listProfiles()).toEqual([]);
    expect(restarted.profilesRefusal).toBeNull();
  });
});

describe('CredentialVault without a keychain', () => {
  beforeEach(async () => {
    // A folder made without a keychain (the one made above would refuse to open without its keychain: installation.test.ts).
    await rm(dir, { recursive: true, force: true });
    vault = await vaultOver(unreachableKeychain, noSecretService);
  });

  it('keeps training credentials in memory only', async () => {
    const profile = await vault.addProfile(training, secret);
    expect(await vault.readCredentials(profile.id)).toEqual(secret);
    expect(await profilesText()).not.toContain(secret.apiSecret);
    await vault.deleteProfile(profile.id);
    expect(await vault.listProfiles()).toEqual([]);
  });

  it('forgets training credentials on restart', async () => {
    const profile = await vault.addProfile(training, secret);
    const restarted = await vaultOver(unreachableKeychain, noSecretService);
    expect(await restarted.readCredentials(profile.id)).toBeNull();
  });

  it.each([
    ['sandbox', sandbox],
    ['live', live],
  ])('refuses to store %s credentials, and writes nothing anywhere', async (_, draft) => {
    const error = await vault.addProfile(draft, secret).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KeychainUnavailableError);
    expect(error).toMatchObject({ code: 'keychain-unavailable', reason: noSecretService.reason });
    expect(String(error)).toContain('Real credentials cannot be stored on this machine');
    expect(String(error)).not.toContain(secret.apiSecret);
    expect(await vault.listProfiles()).toEqual([]);
  });
});
