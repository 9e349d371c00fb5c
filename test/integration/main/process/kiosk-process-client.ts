import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { bridgeInvoke } from '../../../../renderer/bridge/bridge-kiosk';
import { buildKioskApi, type KioskApi } from '../../../../shared/contract/kiosk-api';
import { sessionCookie } from '../browser-host/test-host';

// The kiosk as its own process (kiosk-process.ts), driven over its loopback bridge as the screens drive it, for the
// drills that kill it (SIGKILL) and start it again on the same user-data folder.

const script = fileURLToPath(new URL('./kiosk-process.ts', import.meta.url));

export interface KioskProcess {
  child: ChildProcess;
  kiosk: KioskApi;
}

export async function startKioskProcess(env: Record<string, string>): Promise<KioskProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, KIOSK_TEST_KEYCHAIN: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout ?? process.stdin });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the kiosk process ended (${code}) before it listened`)));
    lines.on('line', (line) => {
      const match = /^\{"url":"([^"]+)"\}$/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
  });
  const origin = new URL(url).origin;
  // K15: the address it printed, traded once for the session cookie, as the page it opens would.
  const cookie = await sessionCookie(url);
  const originFetch: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), origin, cookie } });
  return { child, kiosk: buildKioskApi(bridgeInvoke(originFetch, origin), () => () => {}) };
}

export function kill(process: KioskProcess): Promise<void> {
  return new Promise((resolve) => {
    process.child.once('exit', () => resolve());
    process.child.kill('SIGKILL');
  });
}
