import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, vi } from 'vitest';
import { KeytarStore } from '../../../../main/credentials/keytar-store';
import type { SecureStore } from '../../../../main/credentials/secure-store';
import { dataOf } from '../ipc/direct-kiosk';
import { installationIdIn, startDrillKiosk } from '../outbox/drill-fixture';
import { killedDrillWorld, killedKioskMs, live } from '../outbox/killed-drill-world';
import { kill } from '../process/kiosk-process-client';

// K15 drills: the lock against the laptop itself, as a dishonest staff member or another program of the same
// account would try it, with the real OS keychain (scripts/with-keyring.sh) and the kiosk's process killed (SIGKILL)
// as in lock-killed.test.ts: a replayed lock record, a role edited in the profiles file, a profiles file or a whole
// folder copied, and the wall clock moved forward an hour (libfaketime, from Debian).

const pin = '246813';
const libfaketime = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
const runKiosk = fileURLToPath(new URL('../../../../scripts/run-kiosk.ts', import.meta.url));

describe('the lock against the laptop itself (K15)', () => {
  const world = killedDrillWorld();

  live(
    'replay: a lock record copied after a clean quit, put back after a lock, wrong PINs and a kill, starts the kiosk locked and paused',
    async () => {
      const kiosk = await world.kiosk();
      // A clean quit while unlocked: the record then says "open, and stopped cleanly", and is copied.
      const before = await kiosk.start();
      expect(dataOf(await before.kiosk.session.status()).locked).toBe(false);
      before.child.kill('SIGTERM');
      await new Promise((resolve) => before.child.once('exit', resolve));
      const recordPath = join(kiosk.userDataDir, 'kiosk-lock.json');
      const unlockedCopy = await readFile(recordPath);
      const first = await kiosk.start();
      dataOf(await first.kiosk.session.lock({ pin }));
      for (let wrong = 1; wrong <= 3; wrong++)
        expect(await first.kiosk.session.unlock({ pin: '0000' })).toMatchObject({ ok: false, error: { code: 'wrong-pin' } });
      await kill(first);
      await writeFile(recordPath, unlockedCopy);

      const replayed = await kiosk.start();
      expect(dataOf(await replayed.kiosk.session.status())).toMatchObject({ locked: true, profile: { displayName: 'Drill' } });
      // Not fewer: the three wrong PINs are not forgotten; a record that is not believed begins a pause at once.
      expect(await replayed.kiosk.session.unlock({ pin })).toMatchObject({
        ok: false,
        error: { code: 'too-many-attempts', message: 'Too many wrong PINs. Try again in 5 minutes.' },
      });
      await kill(replayed);
    },
    killedKioskMs,
  );

  live(
    'edited role: a team member made ADMINISTRATOR in the profiles file cannot clear an administrator’s lock-out, and the file is refused',
    async () => {
      const kiosk = await world.kiosk();
      const first = await kiosk.start();
      const teamMember = world.service.handout.credentials.teamMember;
      if (!teamMember) throw new Error('the demo seed has a team member');
      // K15: the drill's administrator profile, with its PIN chosen, approves the team member's profile.
      await vi.waitFor(async () => expect(dataOf(await first.kiosk.session.status()).profile?.role).toBe('ADMINISTRATOR'), {
        timeout: 10_000,
      });
      const administratorId = dataOf(await first.kiosk.session.status()).profile?.id ?? '';
      dataOf(await first.kiosk.session.lock({ pin }));
      dataOf(await first.kiosk.session.unlock({ pin }));
      const liam = dataOf(
        await first.kiosk.profiles.add({
          environment: 'sandbox',
          baseUrl: world.service.baseUrl,
          ...teamMember,
          displayName: 'Liam',
          staffPin: '135724',
          accountId: '1001',
          administratorId,
          administratorPin: pin,
        }),
      );
      // The administrator's profile locks the kiosk, and five wrong PINs pause it.
      dataOf(await first.kiosk.session.lock({ pin }));
      for (let wrong = 1; wrong <= 5; wrong++) await first.kiosk.session.unlock({ pin: '0000' });
      expect(await first.kiosk.session.unlock({ pin })).toMatchObject({ ok: false, error: { code: 'too-many-attempts' } });

      // Liam edits his own role in the file, as any program of the laptop's account could.
      const profilesPath = join(kiosk.userDataDir, 'staff-profiles.json');
      await writeFile(profilesPath, withRole(await readFile(profilesPath, 'utf8'), liam.id, 'ADMINISTRATOR'));
      expect(await first.kiosk.session.clearLockOut({ profileId: liam.id, pin: '135724' })).toMatchObject({
        ok: false,
        error: { code: 'not-found' },
      });
      const status = dataOf(await first.kiosk.session.status());
      expect(status.locked).toBe(true);
      expect(status.notice).toMatch(
        /^The staff profiles file was changed outside the kiosk, so none of its profiles is used: it is kept as staff-profiles\.refused\./,
      );
      const aside = (await readdir(kiosk.userDataDir)).filter((name) => name.startsWith('staff-profiles.refused.'));
      expect(aside).toHaveLength(1);
      await kill(first);

      // Nor after a restart: no profile of that file is used, so Liam's is nowhere to be chosen.
      const second = await kiosk.start();
      expect(dataOf(await second.kiosk.profiles.list()).profiles.map((profile) => profile.displayName)).not.toContain('Liam');
      expect(await second.kiosk.session.clearLockOut({ profileId: liam.id, pin: '135724' })).toMatchObject({ ok: false });
      await kill(second);
    },
    killedKioskMs,
  );

  live(
    'copied profile: staff-profiles.json alone, copied into a fresh folder, opens nothing and says why in one line',
    async () => {
      const kiosk = await world.kiosk();
      const first = await kiosk.start();
      dataOf(await first.kiosk.session.lock({ pin }));
      await kill(first);
      const original = await installationIdIn(kiosk.userDataDir);
      expect(original).not.toBeNull();

      const fresh = await world.place('lock-laptop-fresh-');
      await cp(join(kiosk.userDataDir, 'staff-profiles.json'), join(fresh, 'staff-profiles.json'));
      const keychain = new ReadsWritten(new KeytarStore());
      const copied = await startDrillKiosk({ userDataDir: fresh, keychain });
      try {
        const names = dataOf(await copied.kiosk.profiles.list()).profiles.map((profile) => profile.displayName);
        expect(names).not.toContain('Drill');
        const notice = dataOf(await copied.kiosk.session.status()).notice;
        expect(notice).toMatch(/^The staff profiles file was copied from another kiosk, so none of its profiles is used here: /);
        expect(copied.logs).toContain(`credentials: ${notice}`);
        // No credentials reached: nothing of the first folder's installation was read from the keychain.
        expect(keychain.accountsRead.filter((account) => account.startsWith(`${original}.`))).toEqual([]);
      } finally {
        await copied.shutdown();
      }
    },
    killedKioskMs,
  );

  live(
    'copied folder: the whole folder copied to another path stops npm start’s browser host with one line, and a non-zero exit',
    async () => {
      const home = await world.place('k15-home-');
      const own = join(home, 'finance-kiosk');
      const started = await runKioskIn(home, { killOnceListening: true });
      expect(started.listening).toBe(true);

      const elsewhere = await world.place('k15-copy-');
      await mkdir(elsewhere, { recursive: true });
      await cp(own, join(elsewhere, 'finance-kiosk'), { recursive: true });
      const copied = await runKioskIn(elsewhere, { killOnceListening: true });
      expect(copied).toMatchObject({ listening: false, code: 1 });
      expect(copied.stderr).toBe(
        `This kiosk's folder ${join(elsewhere, 'finance-kiosk')} was copied from ${own}, so it opens nothing here: use the kiosk's own folder, or start with an empty one.\n`,
      );
      world.places.push(join(elsewhere, 'finance-kiosk'), own);
    },
    killedKioskMs,
  );

  live(
    'clock: five wrong PINs pause, SIGKILL, and a start with the wall clock an hour on (faketime) is still paused',
    async () => {
      const kiosk = await world.kiosk();
      const first = await kiosk.start();
      dataOf(await first.kiosk.session.lock({ pin }));
      for (let wrong = 1; wrong <= 5; wrong++) await first.kiosk.session.unlock({ pin: '0000' });
      await kill(first);

      const later = await kiosk.start({ LD_PRELOAD: libfaketime, FAKETIME: '+1h', FAKETIME_DONT_RESET: '1' });
      // The kiosk's own clock is an hour on: the pause's wall-clock end has passed, its running time has not.
      expect(await later.kiosk.session.unlock({ pin })).toMatchObject({
        ok: false,
        error: { code: 'too-many-attempts', message: expect.stringMatching(/^Too many wrong PINs\. Try again in [45] minutes\.$/) },
      });
      await kill(later);
    },
    killedKioskMs,
  );

  /** `npm start`'s browser host (scripts/run-kiosk.ts) with its folder under `home`: listening, or how it ended. */
  function runKioskIn(
    home: string,
    options: { killOnceListening: boolean },
  ): Promise<{ listening: boolean; code: number | null; stderr: string }> {
    const env: Record<string, string | undefined> = {
      ...process.env,
      XDG_CONFIG_HOME: home,
      KIOSK_TEST_KEYCHAIN: process.env.KIOSK_TEST_KEYCHAIN ?? '1',
    };
    delete env['DISPLAY'];
    delete env['WAYLAND_DISPLAY'];
    const child = spawn(process.execPath, ['--import', 'tsx', runKiosk, '--browser-host', '--port', '0'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    return new Promise((resolve) => {
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString('utf8');
        if (options.killOnceListening && /The kiosk is at http:\/\/127\.0\.0\.1:\d+\//.test(stdout)) {
          child.once('exit', () => resolve({ listening: true, code: null, stderr }));
          child.kill('SIGKILL');
        }
      });
      child.once('exit', (code) => {
        if (!/The kiosk is at/.test(stdout)) resolve({ listening: false, code, stderr });
      });
    });
  }
});

/** The profiles file with one profile's role set, wherever the file keeps its profiles. */
function withRole(text: string, profileId: string, role: string): string {
  const file = JSON.parse(text) as { profiles?: Record<string, unknown>[]; content?: { profiles: Record<string, unknown>[] } };
  const profiles = file.content?.profiles ?? file.profiles ?? [];
  const profile = profiles.find((each) => each['id'] === profileId);
  if (!profile) throw new Error('the profile is not in the file');
  profile['role'] = role;
  return JSON.stringify(file, null, 2);
}

/** The real keychain, noting every account read from it. */
class ReadsWritten implements SecureStore {
  readonly accountsRead: string[] = [];
  constructor(readonly store: SecureStore) {}
  get(service: string, account: string) {
    this.accountsRead.push(account);
    return this.store.get(service, account);
  }
  set(service: string, account: string, secret: string) {
    return this.store.set(service, account, secret);
  }
  delete(service: string, account: string) {
    return this.store.delete(service, account);
  }
  list(service: string) {
    return this.store.list(service);
  }
}
