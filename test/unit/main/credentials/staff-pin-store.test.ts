import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CredentialVault, type ProfileDraft } from '../../../../main/credentials/credential-vault';
import { keychainService } from '../../../../main/credentials/keychain-service';
import { openInstallation, type Installation } from '../../../../main/credentials/installation';
import { MemoryStore } from '../../../../main/credentials/memory-store';
import { hashStaffPin, staffPinHashCost, staffPinMatches } from '../../../../main/credentials/staff-pin-hash';
import { StaffPinStore } from '../../../../main/credentials/staff-pin-store';
import { newStaffPinRule } from '../../../../shared/staff-pin-rule';
import { legacyFiveDigitPin, legacyFourDigitPin } from '../../../fixtures/legacy-staff-pins';

// Each profile's own staff PIN (K6), kept only as a salted scrypt hash in the keychain (K1), of 6 to 8 digits when
// chosen now (K15).

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
    const first = await hashStaffPin('246813');
    const second = await hashStaffPin('246813');
    expect(first).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('246813');
    expect(await staffPinMatches('246813', first)).toBe(true);
    expect(await staffPinMatches('246814', first)).toBe(false);
    expect(await staffPinMatches('2468130', first)).toBe(false);
  });

  it('K15: writes today’s cost into the hash, and a check reads the cost back from it', async () => {
    const { N, r, p } = staffPinHashCost;
    expect({ N, r, p }).toEqual({ N: 2 ** 15, r: 10, p: 1 });
    const stored = await hashStaffPin('246813');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(N), String(r), String(p)]);
    // The same salt and hash under other parameters is another function: the check must use the stored ones.
    const [, , , , salt, hash] = stored.split('$');
    expect(await staffPinMatches('246813', ['scrypt', N, 8, p, salt, hash].join('$'))).toBe(false);
  });

  it('K15: hashes kept before the cost was raised (and of PINs too short to choose now) still verify', async () => {
    for (const { pin, hash } of [legacyFourDigitPin, legacyFiveDigitPin]) {
      expect(hash.startsWith('scrypt$32768$8$1$')).toBe(true);
      expect(await staffPinMatches(pin, hash)).toBe(true);
      expect(await staffPinMatches(`${pin}0`, hash)).toBe(false);
    }
  });

  it('refuses a stored cost above twice today’s memory rather than spend it', async () => {
    const { hash } = legacyFourDigitPin;
    expect(await staffPinMatches(legacyFourDigitPin.pin, hash.replace('scrypt$32768$8$', 'scrypt$1048576$8$'))).toBe(false);
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
    expect(await pins.matches(profile.id, '246813')).toBe(false);
    await pins.save(profile.id, '246813');
    expect(await pins.isChosen(profile.id)).toBe(true);
    expect(await pins.matches(profile.id, '246813')).toBe(true);
    expect(await pins.matches(profile.id, '135724')).toBe(false);
  });

  it('K15: a new PIN is 6 to 8 digits; a shorter one is refused with the rule’s words and nothing is kept', async () => {
    const profile = await vault.addProfile(sandbox, credentials);
    for (const pin of ['2468', '13579', '123456789', '12345a'])
      await expect(pins.save(profile.id, pin)).rejects.toMatchObject({ error: { code: 'invalid-input', message: newStaffPinRule } });
    expect(await pins.isChosen(profile.id)).toBe(false);
    await pins.save(profile.id, '12345678');
    expect(await pins.matches(profile.id, '12345678')).toBe(true);
  });

  it('K15: a PIN kept before 6 digits were asked for still matches', async () => {
    const profile = await vault.addProfile(sandbox, credentials);
    await vault.saveStaffPinHash(profile.id, legacyFourDigitPin.hash);
    expect(await pins.isChosen(profile.id)).toBe(true);
    expect(await pins.matches(profile.id, legacyFourDigitPin.pin)).toBe(true);
    expect(await pins.matches(profile.id, '1357')).toBe(false);
  });

  it('keeps one PIN per profile', async () => {
    const liam = await vault.addProfile(sandbox, credentials);
    const priya = await vault.addProfile({ ...sandbox, displayName: 'Priya' }, credentials);
    await pins.save(liam.id, '111111');
    await pins.save(priya.id, '222222');
    expect(await pins.matches(liam.id, '111111')).toBe(true);
    expect(await pins.matches(liam.id, '222222')).toBe(false);
    expect(await pins.matches(priya.id, '222222')).toBe(true);
  });

  it('keeps only the hash, in the keychain beside the credentials, never in the profiles file (K1)', async () => {
    const profile = await vault.addProfile(sandbox, credentials);
    await pins.save(profile.id, '975310');
    const service = keychainService('sandbox');
    const accounts = await keychain.list(service);
    // K15: named with the installation id, so a copied folder finds neither.
    const account = installation.account(profile.keychainAccount);
    expect(accounts).toEqual([account, `${account}.staff-pin`]);
    const stored = await keychain.get(service, `${account}.staff-pin`);
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain('975310');
    for (const name of await readdir(dir)) expect(await readFile(join(dir, name), 'utf8')).not.toMatch(/975310|scrypt/);
  });

  it('replaces the PIN when saved again', async () => {
    const profile = await vault.addProfile(sandbox, credentials);
    await pins.save(profile.id, '111111');
    await pins.save(profile.id, '222222');
    expect(await pins.matches(profile.id, '111111')).toBe(false);
    expect(await pins.matches(profile.id, '222222')).toBe(true);
  });

  it('goes with its profile', async () => {
    const profile = await vault.addProfile(sandbox, credentials);
    await pins.save(profile.id, '246813');
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
    await memoryPins.save(trainee.id, '864213');
    expect(await memoryPins.matches(trainee.id, '864213')).toBe(true);
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
