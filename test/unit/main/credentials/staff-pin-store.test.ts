import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CredentialVault, type ProfileDraft } from '../../../../main/credentials/credential-vault';
import { keychainService } from '../../../../main/credentials/keychain-service';
import { openInstallation, type Installation } from '../../../../main/credentials/installation';
import { MemoryStore } from '../../../../main/credentials/memory-store';
import { hashStaffPin, staffPinMatches } from '../../../../main/credentials/staff-pin-hash';
import { StaffPinStore } from '../../../../main/credentials/staff-pin-store';

// Each profile's own staff PIN (K6), kept only as a salted scrypt hash in the keychain (K1).

const sandbox: ProfileDraft = {
  displayName: 'Liam',
  accountId: '1001',
  accountName: 'Sunrise Solar',
  environment: { kind: 'sandbox', baseUrl: 'http://127.0.0.1:4318' },
};
const training: ProfileDraft = { ...sandbox, displayName: 'Training', environment: { kind: 'training' } };
const credentials = { apiId: 'api-id-1', apiSecret: 'api-secret-1' };

let dir: string;
let keychain: MemoryStore;
let installation: Installation;
let vault: CredentialVault;
let pins: StaffPinStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'staff-pins-'));
  keychain = new MemoryStore();
  installation = await openInstallation({ userDataDir: dir, keychain, keychainAvailability: { available: true } });
  vault = new CredentialVault({ userDataDir: dir, keychain, installation });
  pins = new StaffPinStore(vault);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the staff PIN hash', () => {
  it('is salted scrypt: the same PIN hashes differently each time, and only the right PIN matches', async () => {
    const first = await hashStaffPin('2468');
    const second = await hashStaffPin('2468');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('2468');
    expect(await staffPinMatches('2468', first)).toBe(true);
    expect(await staffPinMatches('2469', first)).toBe(false);
    expect(await staffPinMatches('24680', first)).toBe(false);
  });

  it('matches nothing against a stored value that is not one of its hashes', async () => {
    for (const stored of ['', '2468', 'scrypt$1$8$1$$', 'sha256$abc$def', 'scrypt$3$8$1$c2FsdA$aGFzaA'])
      expect(await staffPinMatches('2468', stored)).toBe(false);
  });
});

describe('StaffPinStore', () => {
  it('has no PIN for a new profile; once chosen it matches that PIN only', async () => {
    const profile = await vault.addProfile(sandbox, credentials);
    expect(await pins.isChosen(profile.id)).toBe(false);
    expect(await pins.matches(profile.id, '2468')).toBe(false);
    await pins.save(profile.id, '2468');
    expect(await pins.isChosen(profile.id)).toBe(true);
    expect(await pins.matches(profile.id, '2468')).toBe(true);
    expect(await pins.matches(profile.id, '1357')).toBe(false);
  });

  it('keeps one PIN per profile', async () => {
    const liam = await vault.addProfile(sandbox, credentials);
    const priya = await vault.addProfile({ ...sandbox, displayName: 'Priya' }, credentials);
    await pins.save(liam.id, '1111');
    await pins.save(priya.id, '2222');
    expect(await pins.matches(liam.id, '1111')).toBe(true);
    expect(await pins.matches(liam.id, '2222')).toBe(false);
    expect(await pins.matches(priya.id, '2222')).toBe(true);
  });

  it('keeps only the hash, in the keychain beside the credentials, never in the profiles file (K1)', async () => {
    const profile = await vault.addProfile(sandbox, credentials);
    await pins.save(profile.id, '97531');
    const service = keychainService('sandbox');
    const accounts = await keychain.list(service);
    // K15: named with the installation id, so a copied folder finds neither.
    const account = installation.account(profile.keychainAccount);
    expect(accounts).toEqual([account, `${account}.staff-pin`]);
    const stored = await keychain.get(service, `${account}.staff-pin`);
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain('97531');
    for (const name of await readdir(dir)) expect(await readFile(join(dir, name), 'utf8')).not.toMatch(/97531|scrypt/);
  });

  it('replaces the PIN when saved again', async () => {
    const profile = await vault.addProfile(sandbox, credentials);
    await pins.save(profile.id, '1111');
    await pins.save(profile.id, '2222');
    expect(await pins.matches(profile.id, '1111')).toBe(false);
    expect(await pins.matches(profile.id, '2222')).toBe(true);
  });

  it('goes with its profile', async () => {
    const profile = await vault.addProfile(sandbox, credentials);
    await pins.save(profile.id, '2468');
    await vault.deleteProfile(profile.id);
    expect(await keychain.list(keychainService('sandbox'))).toEqual([]);
  });

  it('keeps a training PIN in memory when there is no keychain', async () => {
    const elsewhere = await mkdtemp(join(tmpdir(), 'staff-pins-no-keychain-'));
    const noKeychain = new CredentialVault({
      userDataDir: elsewhere,
      keychain,
      installation: await openInstallation({
        userDataDir: elsewhere,
        keychain,
        keychainAvailability: { available: false, reason: 'No session bus.' },
      }),
    });
    const trainee = await noKeychain.addProfile(training, credentials);
    const memoryPins = new StaffPinStore(noKeychain);
    await memoryPins.save(trainee.id, '8642');
    expect(await memoryPins.matches(trainee.id, '8642')).toBe(true);
    expect(await keychain.list(keychainService('training'))).toEqual([]);
    await rm(elsewhere, { recursive: true, force: true });
  });
});

describe('the profile role (D10)', () => {
  it('is kept in the profiles file, as metadata with no secret', async () => {
    const profile = await vault.addProfile(sandbox, credentials);
    expect((await vault.listProfiles())[0]?.role).toBeUndefined();
    expect(await vault.setProfileRole(profile.id, 'ADMINISTRATOR')).toMatchObject({ id: profile.id, role: 'ADMINISTRATOR' });
    expect((await vault.listProfiles())[0]?.role).toBe('ADMINISTRATOR');
    await vault.setProfileRole(profile.id, 'TEAM MEMBER');
    expect((await vault.listProfiles())[0]?.role).toBe('TEAM MEMBER');
  });
});
