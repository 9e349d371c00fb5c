import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { KeytarStore } from '../../../../main/credentials/keytar-store';
import { dataOf } from '../ipc/direct-kiosk';
import { startDrillKiosk } from '../outbox/drill-fixture';
import { killedDrillWorld, killedKioskMs, live } from '../outbox/killed-drill-world';
import { kill } from '../process/kiosk-process-client';

// K11: the lock, customer mode and every wrong-PIN count are on disk before they take effect, sealed with a key in
// the real OS keychain (so this runs under scripts/with-keyring.sh). The kiosk is killed (SIGKILL) and started again
// on the same folder: locked stays locked, a pause stays a pause, and the record cannot be edited open.

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
  const world = killedDrillWorld();
  // Customer mode answers only the kiosk's own browser (K4, K15): that start opens it, as `npm start` does.
  const watchedBrowser = { KIOSK_WATCHED_BROWSER: '1' };

  live(
    'SIGKILL while locked: starts locked; five wrong PINs, SIGKILL: still paused; the next five pause for 15 minutes',
    async () => {
      const kiosk = await world.kiosk();
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
      const kiosk = await world.kiosk();
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
      const kiosk = await world.kiosk();
      const first = await kiosk.start();
      dataOf(await first.kiosk.session.lock({ pin }));
      dataOf(await first.kiosk.session.unlock({ pin }));
      first.child.kill('SIGTERM');
      await new Promise((resolve) => first.child.once('exit', resolve));
      const second = await kiosk.start(watchedBrowser);
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
