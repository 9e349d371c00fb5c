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
import { StaffPinStore } from '../../../../main/credentials/staff-pin-store';

// A staff PIN's hash in a real Secret Service (K1, K6): kept across a restart, never the PIN, gone with the profile.
// Never touch a developer's real entries: every kind of profile goes to the test service (own-keychain-service.ts gives
// each integration file its own).
const service = keychainService('sandbox');

const store = new KeytarStore();
const availability = await probeKeychain(store, service);
// CI sets KIOSK_REQUIRE_KEYCHAIN=1 (scripts/with-keyring.sh does too): a missing Secret Service then fails, never skips.
const skip = !availability.available && process.env.KIOSK_REQUIRE_KEYCHAIN !== '1';
const skipReason = availability.available || !skip ? '' : ` (skipped: ${availability.reason} Run under scripts/with-keyring.sh)`;
const live = it.skipIf(skip);

const run = randomUUID();
const dir = await mkdtemp(join(tmpdir(), 'staff-pin-keychain-'));

afterAll(async () => {
  if (availability.available) {
    for (const account of await store.list(service)) if (account.includes(run)) await store.delete(service, account);
  }
  await rm(dir, { recursive: true, force: true });
});

describe('staff PINs in a real keychain', () => {
  live(`keeps only a salted hash there, through a restart, and deletes it with the profile${skipReason}`, async () => {
    expect(service).toBe(`${testKeychainService}.${process.env.KIOSK_TEST_KEYCHAIN}`);
    const installation = await openInstallation({ userDataDir: dir, keychain: store, keychainAvailability: availability });
    const open = () => new CredentialVault({ userDataDir: dir, keychain: store, installation });
    const profile = await open().addProfile(
      {
        displayName: `Liam ${run}`,
        accountId: '1001',
        accountName: 'Sunrise Solar',
        environment: { kind: 'sandbox', baseUrl: 'http://127.0.0.1:4318' },
      },
      { apiId: `api-id-${run}`, apiSecret: `api-secret-${run}` },
    );
    await new StaffPinStore(open()).save(profile.id, '864213');

    // A new vault and store, as after a restart of the kiosk.
    const restarted = new StaffPinStore(open());
    expect(await restarted.isChosen(profile.id)).toBe(true);
    expect(await restarted.matches(profile.id, '864213')).toBe(true);
    expect(await restarted.matches(profile.id, '864214')).toBe(false);
    const stored = await store.get(service, installation.account(`${profile.keychainAccount}.staff-pin`));
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain('864213');
    expect(await readFile(join(dir, profilesFileName), 'utf8')).not.toMatch(/864213|scrypt/);

    await open().deleteProfile(profile.id);
    expect(await store.get(service, installation.account(`${profile.keychainAccount}.staff-pin`))).toBeNull();
    expect(await store.list(service)).not.toContain(installation.account(`${profile.keychainAccount}.staff-pin`));
  });
});
