import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { probeKeychain } from '../../../../main/credentials/keychain-availability';
import { keychainService } from '../../../../main/credentials/keychain-service';
import { KeytarStore } from '../../../../main/credentials/keytar-store';
import { dataOf } from '../ipc/direct-kiosk';
import { forgetKeychainEntries } from '../outbox/drill-fixture';
import { kill, startKioskProcess, type KioskProcess } from '../process/kiosk-process-client';

// K15 drill: one kiosk per user-data folder, with real processes (kiosk-process.ts, training) and the real OS keychain
// (under scripts/with-keyring.sh), where a second kiosk would rotate training's credentials under the first. A
// second start on the folder says where the first is in one line and exits non-zero, touching nothing; the first
// goes on; a SIGKILLed kiosk leaves the way free; of two started at the same moment, one runs.

const availability = await probeKeychain(new KeytarStore(), keychainService('training'));
const skip = !availability.available && process.env.KIOSK_REQUIRE_KEYCHAIN !== '1';
const live = it.skipIf(skip);
// Several starts of a kiosk with its training sandbox; on a busy 2-core machine one can take 10 s.
const drillMs = 120_000;
const script = fileURLToPath(new URL('../process/kiosk-process.ts', import.meta.url));

/** How a start on the folder ended: listening at `url`, or gone with `code` and what it said on stderr. */
type Start = { url: string; pid: number } | { code: number | null; said: string };

/** Starts a kiosk process and waits for it to listen or to go; one that listens is left running for `stop`. */
function tryStart(userDataDir: string, running: Set<ChildProcess>): Promise<Start> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, KIOSK_USER_DATA: userDataDir, KIOSK_TRAINING: '1', KIOSK_TEST_KEYCHAIN: process.env.KIOSK_TEST_KEYCHAIN ?? '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let said = '';
  return new Promise((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /^\{"url":"([^"]+)"\}$/m.exec(out)?.[1];
      if (url && child.pid !== undefined) {
        running.add(child);
        resolve({ url, pid: child.pid });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.on('exit', (code) => resolve({ code, said }));
  });
}

describe('one kiosk per user-data folder (K15)', () => {
  const places: string[] = [];
  const running = new Set<ChildProcess>();
  const kiosks: KioskProcess[] = [];

  afterAll(async () => {
    for (const each of kiosks) if (each.child.exitCode === null && each.child.signalCode === null) await kill(each);
    // By the child, not its number: a number freed by an exit may be another process's by now.
    for (const child of running) child.kill('SIGKILL');
    // Only this file's entries: the other files' kiosks use the same keychain at the same time.
    if (!skip) await forgetKeychainEntries(places);
    for (const place of places) await rm(place, { recursive: true, force: true });
  });

  async function folder(): Promise<string> {
    const userDataDir = await mkdtemp(join(tmpdir(), 'one-kiosk-'));
    places.push(userDataDir);
    return userDataDir;
  }

  live(
    'a second start says where the first is and exits, touching nothing; the first goes on; SIGKILL leaves the way free',
    async () => {
      const userDataDir = await folder();
      const first = await startKioskProcess({ KIOSK_USER_DATA: userDataDir, KIOSK_TRAINING: '1' });
      kiosks.push(first);
      dataOf(await first.kiosk.accounts.list());
      const lockRecord = join(userDataDir, 'kiosk-lock.json');
      const before = { record: await readFile(lockRecord, 'utf8'), written: (await stat(lockRecord)).mtimeMs };

      const second = await tryStart(userDataDir, running);
      expect(second).toEqual({ code: 1, said: expect.any(String) as unknown });
      if (!('said' in second)) return;
      const lines = second.said.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(`^The kiosk is already running for \\S+ at http://127\\.0\\.0\\.1:\\d+/, process ${first.child.pid}: `),
      );
      // Nothing of the folder was touched: the lock record is as the first left it.
      expect({ record: await readFile(lockRecord, 'utf8'), written: (await stat(lockRecord)).mtimeMs }).toEqual(before);

      // The first goes on, and its training credentials still open a new service session (K2: locking ends the old one).
      dataOf(await first.kiosk.session.lock({ pin: '246813' }));
      dataOf(await first.kiosk.session.unlock({ pin: '246813' }));
      dataOf(await first.kiosk.accounts.list());

      // Killed, it leaves no claim behind: the next start on the folder runs.
      await kill(first);
      const third = await startKioskProcess({ KIOSK_USER_DATA: userDataDir, KIOSK_TRAINING: '1' });
      kiosks.push(third);
      // K11: killed, not quit, so it starts locked; the PIN opens it, and training's credentials work.
      expect(dataOf(await third.kiosk.session.status())).toMatchObject({ locked: true, profile: { environment: 'training' } });
      dataOf(await third.kiosk.session.unlock({ pin: '246813' }));
      dataOf(await third.kiosk.accounts.list());
    },
    drillMs,
  );

  live(
    'of two started on one folder at the same moment, one runs and the other says so and exits',
    async () => {
      const userDataDir = await folder();
      const starts = await Promise.all([tryStart(userDataDir, running), tryStart(userDataDir, running)]);
      const runs = starts.filter((start) => 'url' in start);
      const refused = starts.filter((start) => 'said' in start);
      expect(runs).toHaveLength(1);
      expect(refused).toEqual([{ code: 1, said: expect.stringMatching(/^The kiosk is already running for \S+/) as unknown }]);
    },
    drillMs,
  );
});
