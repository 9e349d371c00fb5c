import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { probeKeychain } from '../../../../main/credentials/keychain-availability';
import { keychainService } from '../../../../main/credentials/keychain-service';
import { KeytarStore } from '../../../../main/credentials/keytar-store';
import { dataOf } from '../ipc/direct-kiosk';
import { forgetKeychainEntries, startDrillKiosk, startDrillService, type DrillService } from '../outbox/drill-fixture';
import { kill, startKioskProcess, type KioskProcess } from '../process/kiosk-process-client';

// K11: the lock, customer mode and every wrong-PIN count are on disk before they take effect, sealed with a key in
// the real OS keychain (so this runs under scripts/with-keyring.sh). The kiosk is killed (SIGKILL) and started again
// on the same folder: locked stays locked, a pause stays a pause, and the record cannot be edited open.

vi.stubEnv('KIOSK_TEST_KEYCHAIN', '1');
const availability = await probeKeychain(new KeytarStore(), keychainService('sandbox'));
const skip = !availability.available && process.env.KIOSK_REQUIRE_KEYCHAIN !== '1';
const live = it.skipIf(skip);
// Each drill starts and kills the kiosk's process several times; on a busy 2-core machine one start can take 10 s.
const killedKioskMs = 90_000;
const pin = '246813';
const handOver = {
  customer: {
    firstName: 'Alex',
    lastName: 'Customer',
    email: 'alex@example.com',
    mobile: '0411 000 001',
    productCategory: 'Storage Battery(s)',
    productDescription: '10 kWh home battery',
  },
  totalCents: 500_001,
  depositCents: 0,
  termMonths: 12,
  repayment: { repaymentAmount: 19_691, instalments: 26 },
  legalTexts: [],
};

describe('the lock through kills and restarts (K11)', () => {
  let service: DrillService;
  const places: string[] = [];
  const running: KioskProcess[] = [];

  beforeAll(async () => {
    if (!skip) service = await startDrillService();
  });
  afterAll(async () => {
    for (const each of running) if (each.child.exitCode === null && each.child.signalCode === null) await kill(each);
    await service?.close();
    // K15: this file's installations' entries only: drills in other files run beside these.
    if (!skip) await forgetKeychainEntries(places);
    for (const place of places) await rm(place, { recursive: true, force: true });
  });

  async function place(): Promise<{ userDataDir: string; start: (watchedBrowser?: boolean) => Promise<KioskProcess> }> {
    const userDataDir = await mkdtemp(join(tmpdir(), 'lock-killed-'));
    places.push(userDataDir);
    const { apiId, apiSecret } = service.handout.credentials.administrator;
    const env = { KIOSK_USER_DATA: userDataDir, KIOSK_SERVICE_URL: service.baseUrl, KIOSK_API_ID: apiId, KIOSK_API_SECRET: apiSecret };
    return {
      userDataDir,
      // Customer mode answers only the kiosk's own browser (K4, K15): that start opens it, as `npm start` does.
      start: async (watchedBrowser = false) => {
        const started = await startKioskProcess({ ...env, ...(watchedBrowser && { KIOSK_WATCHED_BROWSER: '1' }) });
        running.push(started);
        return started;
      },
    };
  }

  live(
    'SIGKILL while locked: starts locked; five wrong PINs, SIGKILL: still paused; the next five pause for 15 minutes',
    async () => {
      const kiosk = await place();
      const first = await kiosk.start();
      expect(dataOf(await first.kiosk.session.lock({ pin }))).toMatchObject({ locked: true, profile: { displayName: 'Drill' } });
      await kill(first);

      const second = await kiosk.start();
      expect(dataOf(await second.kiosk.session.status())).toMatchObject({ locked: true, profile: { displayName: 'Drill' } });
      expect(await second.kiosk.quotes.list()).toMatchObject({ ok: false, error: { code: 'locked' } });
      for (let wrong = 1; wrong < 5; wrong++)
        expect(await second.kiosk.session.unlock({ pin: '0000' })).toMatchObject({ ok: false, error: { code: 'wrong-pin' } });
      expect(await second.kiosk.session.unlock({ pin: '0000' })).toMatchObject({
        ok: false,
        error: { code: 'too-many-attempts', message: 'Too many wrong PINs. Try again in 5 minutes.' },
      });
      await kill(second);

      // Killed in the pause: the right PIN still waits.
      const third = await kiosk.start();
      expect(await third.kiosk.session.unlock({ pin })).toMatchObject({
        ok: false,
        error: { code: 'too-many-attempts', message: expect.stringMatching(/^Too many wrong PINs\. Try again in [45] minutes\.$/) },
      });
      await kill(third);

      // Five minutes on the wall, and (K15: both count) five minutes of the kiosk running, in process over the same
      // folder and keychain: the next pause is three times longer.
      const clock = { now: Date.now() + 5 * 60_000 + 1_000, running: 0 };
      const later = await startDrillKiosk(
        { userDataDir: kiosk.userDataDir, keychain: new KeytarStore() },
        { now: () => clock.now, monotonicNow: () => clock.running },
      );
      try {
        expect(await later.kiosk.session.unlock({ pin })).toMatchObject({ ok: false, error: { code: 'too-many-attempts' } });
        clock.running += 5 * 60_000 + 1_000;
        expect(dataOf(await later.kiosk.session.status()).locked).toBe(true);
        for (let wrong = 1; wrong < 5; wrong++) await later.kiosk.session.unlock({ pin: '0000' });
        expect(await later.kiosk.session.unlock({ pin: '0000' })).toMatchObject({
          ok: false,
          error: { code: 'too-many-attempts', message: 'Too many wrong PINs. Try again in 15 minutes.' },
        });
        clock.now += 15 * 60_000;
        clock.running += 15 * 60_000;
        expect(dataOf(await later.kiosk.session.unlock({ pin })).locked).toBe(false);
      } finally {
        await later.shutdown();
      }
    },
    killedKioskMs,
  );

  live(
    'a lock record edited open, or deleted, starts the kiosk locked and paused',
    async () => {
      const kiosk = await place();
      const first = await kiosk.start();
      dataOf(await first.kiosk.session.lock({ pin }));
      await kill(first);
      const recordPath = join(kiosk.userDataDir, 'kiosk-lock.json');
      const sealed = JSON.parse(await readFile(recordPath, 'utf8')) as { content: Record<string, unknown> };
      expect(sealed.content['lockedBy']).not.toBeNull();
      await writeFile(recordPath, JSON.stringify({ ...sealed, content: { ...sealed.content, lockedBy: null, running: false } }));

      const edited = await kiosk.start();
      expect(dataOf(await edited.kiosk.session.status()).locked).toBe(true);
      expect(await edited.kiosk.session.unlock({ pin })).toMatchObject({ ok: false, error: { code: 'too-many-attempts' } });
      await kill(edited);

      await rm(recordPath);
      const deleted = await kiosk.start();
      expect(dataOf(await deleted.kiosk.session.status()).locked).toBe(true);
      await kill(deleted);
    },
    killedKioskMs,
  );

  live(
    'a clean quit after unlocking starts open; customer mode written down starts locked',
    async () => {
      const kiosk = await place();
      const first = await kiosk.start();
      dataOf(await first.kiosk.session.lock({ pin }));
      dataOf(await first.kiosk.session.unlock({ pin }));
      first.child.kill('SIGTERM');
      await new Promise((resolve) => first.child.once('exit', resolve));
      const second = await kiosk.start(true);
      expect(dataOf(await second.kiosk.session.status()).locked).toBe(false);

      // Handed to a customer, then a clean quit all the same: the customer's screen is gone, the lock is not.
      dataOf(await second.kiosk.session.lock({ pin }));
      dataOf(await second.kiosk.handOver.keep(handOver));
      second.child.kill('SIGTERM');
      await new Promise((resolve) => second.child.once('exit', resolve));
      const third = await kiosk.start();
      expect(dataOf(await third.kiosk.session.status()).locked).toBe(true);
      expect(dataOf(await third.kiosk.handOver.read()).handOver).toBeNull();
      await kill(third);
    },
    killedKioskMs,
  );
});
