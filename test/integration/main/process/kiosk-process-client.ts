import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { bridgeInvoke } from '../../../../renderer/bridge/bridge-kiosk';
import { buildKioskApi, type KioskApi } from '../../../../shared/contract/kiosk-api';
import { sessionCookie } from '../browser-host/test-host';

// The kiosk as its own process (kiosk-process.ts), driven over its loopback bridge as the screens drive it, for the
// drills that kill it (SIGKILL) and start it again on the same user-data folder.

const script = fileURLToPath(new URL('./kiosk-process.ts', import.meta.url));

export interface KioskProcess {
  child: ChildProcess;
  kiosk: KioskApi;
  /** The kiosk's own Chromium, when it opened one (KIOSK_WATCHED_BROWSER=1). */
  browserPid?: number;
}

const started = z.object({ url: z.string(), cookie: z.string().optional(), browserPid: z.number().optional() });

export async function startKioskProcess(env: Record<string, string>): Promise<KioskProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, KIOSK_TEST_KEYCHAIN: process.env.KIOSK_TEST_KEYCHAIN ?? '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout ?? process.stdin });
  const {
    url,
    cookie: browsersCookie,
    browserPid,
  } = await new Promise<z.infer<typeof started>>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the kiosk process ended (${code}) before it listened`)));
    lines.on('line', (line) => {
      const parsed = started.safeParse(JSON.parse(line.startsWith('{') ? line : 'null'));
      if (parsed.success) resolve(parsed.data);
    });
  });
  const origin = new URL(url).origin;
  // K15: the kiosk's own browser's session (customer mode, K4), else the address it printed, traded once as a page would.
  const cookie = browsersCookie ?? (await sessionCookie(url));
  const originFetch: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), origin, cookie } });
  return { child, kiosk: buildKioskApi(bridgeInvoke(originFetch, origin), () => () => {}), ...(browserPid && { browserPid }) };
}

/** SIGKILL, as a crash would; the kiosk's browser, which outlives it then, goes too. */
export async function kill(process: KioskProcess): Promise<void> {
  await new Promise<void>((resolve) => {
    process.child.once('exit', () => resolve());
    process.child.kill('SIGKILL');
  });
  if (process.browserPid !== undefined) killBrowser(process.browserPid);
}

function killBrowser(pid: number): void {
  // Gone with its pipe already, its number may be another process's by now (pids wrap at 32768 here): only the
  // kiosk's own browser, started with --remote-debugging-pipe, is killed.
  const command = readProcessCommand(pid);
  if (!command.includes('--remote-debugging-pipe')) return;
  try {
    globalThis.process.kill(pid, 'SIGKILL');
  } catch {
    // Gone since.
  }
}

function readProcessCommand(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}
