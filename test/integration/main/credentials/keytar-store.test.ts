import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CredentialVault } from '../../../../main/credentials/credential-vault';
import { openInstallation } from '../../../../main/credentials/installation';
import { probeKeychain } from '../../../../main/credentials/keychain-availability';
import { keychainService, testKeychainService } from '../../../../main/credentials/keychain-service';
import { KeytarStore } from '../../../../main/credentials/keytar-store';
import { profilesFileName } from '../../../../main/credentials/profiles';

// Never touch a developer's real entries: every kind of profile goes to the test service (own-keychain-service.ts gives
// each integration file its own).
const service = keychainService('live');

const store = new KeytarStore();
const availability = await probeKeychain(store, service);
// CI sets KIOSK_REQUIRE_KEYCHAIN=1 (scripts/with-keyring.sh does too): a missing Secret Service then fails, never skips.
const skip = !availability.available && process.env.KIOSK_REQUIRE_KEYCHAIN !== '1';
const skipReason = availability.available || !skip ? '' : ` (skipped: ${availability.reason} Run under scripts/with-keyring.sh)`;
const live = it.skipIf(skip);

const run = randomUUID();
const dir = await mkdtemp(join(tmpdir(), 'keytar-vault-'));

afterAll(async () => {
  if (availability.available) {
    for (const account of await store.list(service)) if (account.includes(run)) await store.delete(service, account);
  }
  await rm(dir, { recursive: true, force: true });
});

describe('KeytarStore on a real Secret Service', () => {
  live(`reaches a working Secret Service${skipReason}`, () => {
    expect(service).toBe(`${testKeychainService}.${process.env.KIOSK_TEST_KEYCHAIN}`);
    expect(availability).toEqual({ available: true });
  });

  live(`stores, reads, lists and deletes secrets${skipReason}`, async () => {
    const alice = `alice-${run}`;
    const bob = `bob-${run}`;
    await store.set(service, alice, 'secret-a');
    await store.set(service, bob, 'secret-b');
    expect(await store.get(service, alice)).toBe('secret-a');
    expect(await store.list(service)).toEqual(expect.arrayContaining([alice, bob]));

    await store.set(service, alice, 'secret-a2');
    expect(await store.get(service, alice)).toBe('secret-a2');

    expect(await store.delete(service, alice)).toBe(true);
    expect(await store.delete(service, alice)).toBe(false);
    expect(await store.get(service, alice)).toBeNull();
    expect(await store.list(service)).not.toContain(alice);
    expect(await store.delete(service, bob)).toBe(true);
  });

  live(`keeps staff credentials in the keychain through a restart, and deletes them with the profile${skipReason}`, async () => {
    const installation = await openInstallation({ userDataDir: dir, keychain: store, keychainAvailability: availability });
    const open = () => new CredentialVault({ userDataDir: dir, keychain: store, installation });
    const secret = { apiId: `api-id-${run}`, apiSecret: `api-secret-${run}` };
    const profile = await open().addProfile(
      {
        displayName: `Alice ${run}`,
        accountId: '1001',
        accountName: 'Sunrise Solar Pty Ltd',
        environment: { kind: 'live', baseUrl: 'https://api.example.com' },
      },
      secret,
    );
    expect(await store.list(service)).toContain(installation.account(profile.keychainAccount));
    expect(await readFile(join(dir, profilesFileName), 'utf8')).not.toContain(secret.apiSecret);

    const restarted = open();
    expect(await restarted.listProfiles()).toEqual([profile]);
    expect(await restarted.readCredentials(profile.id)).toEqual(secret);

    await restarted.deleteProfile(profile.id);
    expect(await restarted.listProfiles()).toEqual([]);
    expect(await store.get(service, installation.account(profile.keychainAccount))).toBeNull();
  });
});
