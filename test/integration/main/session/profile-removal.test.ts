import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { probeKeychain } from '../../../../main/credentials/keychain-availability';
import { keychainService } from '../../../../main/credentials/keychain-service';
import { KeytarStore } from '../../../../main/credentials/keytar-store';
import { dataOf } from '../ipc/direct-kiosk';
import {
  drillPlace,
  forgetKeychainEntries,
  installationIdIn,
  startDrillKiosk,
  startDrillService,
  type DrillKiosk,
  type DrillService,
} from '../outbox/drill-fixture';

// K11 with the real OS keychain (scripts/with-keyring.sh): removing a profile asks for an administrator's PIN, says
// what its outbox has not sent, and then leaves nothing of it: no keychain entry (credentials, PIN, outbox key) and
// no outbox journal.

const availability = await probeKeychain(new KeytarStore(), keychainService('sandbox'));
const skip = !availability.available && process.env.KIOSK_REQUIRE_KEYCHAIN !== '1';

describe.skipIf(skip)('removing a profile (K11), with the real keychain', () => {
  let service: DrillService;
  let kiosk: DrillKiosk;
  let userDataDir: string;
  const keychain = new KeytarStore();
  const entries = () => keychain.list(keychainService('sandbox'));

  beforeAll(async () => {
    service = await startDrillService();
    const place = await drillPlace(service, keychain);
    userDataDir = place.userDataDir;
    kiosk = await startDrillKiosk(place);
  });
  afterAll(async () => {
    await kiosk?.shutdown();
    await service?.close();
    await forgetKeychainEntries([userDataDir]);
    await rm(userDataDir, { recursive: true, force: true });
  });

  it('names what is unsent, needs "remove anyway", and leaves no keychain entry and no journal', async () => {
    // The drill's own profile is an administrator's; its PIN is chosen at its first lock.
    await vi.waitFor(async () => expect(dataOf(await kiosk.kiosk.profiles.list()).profiles[0]?.role).toBe('ADMINISTRATOR'), {
      timeout: 10_000,
    });
    const administratorId = dataOf(await kiosk.kiosk.session.status()).profile?.id ?? '';
    dataOf(await kiosk.kiosk.session.lock({ pin: '246813' }));
    dataOf(await kiosk.kiosk.session.unlock({ pin: '246813' }));

    const { apiId, apiSecret } = service.handout.credentials.administrator;
    const second = dataOf(
      await kiosk.kiosk.profiles.add({
        environment: 'sandbox',
        baseUrl: service.baseUrl,
        apiId,
        apiSecret,
        displayName: 'Sam',
        staffPin: '135724',
        accountId: '1001',
        // K15: a second real profile is approved by an administrator's profile and its PIN.
        administratorId,
        administratorPin: '246813',
      }),
    );
    dataOf(await kiosk.kiosk.profiles.select({ profileId: second.id, pin: '135724' }));
    // A quote queued while the service is away: unsent.
    await service.stop();
    const quote = await kiosk.kiosk.quotes.create({
      first_name: 'Sam',
      last_name: 'Queued',
      phone: '0412345678',
      email: 'sam.queued@example.com',
      total_purchase_amount: 500_000,
      deposit_amount: 0,
      repayment_term: 12,
      product_category: 'Solar Panel Package',
      product_description: '6.6 kW',
    });
    expect(dataOf(quote).state).toBe('queued');
    // K15: each named with the installation id.
    const installation = await installationIdIn(userDataDir);
    expect((await entries()).filter((account) => account.includes(second.id)).sort()).toEqual(
      [`${installation}.${second.id}`, `${installation}.${second.id}.staff-pin`, `${installation}.outbox.${second.id}`].sort(),
    );

    const remove = { profileId: second.id, administratorId, pin: '246813' };
    expect(await kiosk.kiosk.profiles.remove({ ...remove, pin: '999999' })).toMatchObject({ ok: false, error: { code: 'wrong-pin' } });
    expect(await kiosk.kiosk.profiles.remove(remove)).toMatchObject({
      ok: false,
      error: {
        code: 'needs-confirmation',
        message: 'Sam’s outbox still holds 1 quote not yet sent. Removing the profile deletes them: they will never be sent.',
      },
    });
    expect(dataOf(await kiosk.kiosk.profiles.list()).profiles.map((profile) => profile.displayName)).toContain('Sam');

    const left = dataOf(await kiosk.kiosk.profiles.remove({ ...remove, confirmUnsent: true })).profiles;
    expect(left.map((profile) => profile.displayName)).toEqual(['Drill']);
    expect((await entries()).filter((account) => account.includes(second.id))).toEqual([]);
    expect((await readdir(join(userDataDir, 'outbox'))).filter((name) => name.startsWith(second.id))).toEqual([]);
    await service.start();
  });
});
