import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { z } from 'zod';
import { chromiumLanguageFlags } from './chromium-language';
import { DevtoolsConnection } from './devtools-connection';
import { forgetfulPreferences } from './forgetful-preferences';

// The Chromium `npm start` shows the kiosk in where there is no Electron (K15): a fresh profile every run that keeps
// nothing a customer typed, its own sandbox unless it runs as root, one window, and DevTools only to main, over a
// pipe. The first page (with its one-time token) goes over that pipe too: a command line is readable by other programs.

export interface KioskChromiumOptions {
  executable: string;
  /** A new one-time address of the browser host, for the window to open. */
  address: () => string;
  /** Full screen, no way out but the kiosk's own (Chromium's `--kiosk`). */
  kiosk?: boolean;
  /** Tests: `--headless`, a debugging port to drive it with. */
  extraFlags?: readonly string[];
  /** Whether this process runs as root, where Chromium refuses to start its sandbox. */
  asRoot?: boolean;
}

export interface KioskChromium {
  devtools: DevtoolsConnection;
  pid: number | undefined;
  /** The fresh profile; gone once closed. */
  profileDir: string;
  /** Resolves when the browser has ended, however it ended. */
  exited: Promise<void>;
  /** Asks the browser to close (so it writes nothing half-done), then removes its profile. */
  close(): Promise<void>;
}

// docs/machines.md's flags, less --headless and --no-sandbox: this one is for a person to use, sandboxed.
const flags = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  ...chromiumLanguageFlags,
];

const targetInfo = z.object({ targetId: z.string(), type: z.string(), url: z.string() });
const targets = z.object({ targetInfos: z.array(targetInfo) });

/** The Chromium sandbox stays on, unless the process is root, where Chromium will not start with it. */
export function sandboxFlags(asRoot: boolean): string[] {
  return asRoot ? ['--no-sandbox'] : [];
}

export async function launchKioskChromium(options: KioskChromiumOptions): Promise<KioskChromium> {
  const profileDir = await mkdtemp(join(tmpdir(), 'finance-kiosk-chromium-'));
  const removeProfile = () => rmSync(profileDir, { recursive: true, force: true });
  // Whatever way this process ends, the profile does not stay behind.
  process.once('exit', removeProfile);
  await mkdir(join(profileDir, 'Default'));
  await writeFile(join(profileDir, 'Default', 'Preferences'), JSON.stringify(forgetfulPreferences));
  const args = [
    ...flags,
    ...sandboxFlags(options.asRoot ?? process.getuid?.() === 0),
    `--user-data-dir=${profileDir}`,
    // K4: an off-the-record window keeps cookies, form state, history and the session's tabs in memory only.
    '--incognito',
    '--remote-debugging-pipe',
    ...(options.kiosk ? ['--kiosk'] : []),
    ...(options.extraFlags ?? []),
    // An app window (no address bar) on a blank page; the kiosk's address follows over the pipe.
    '--app=about:blank',
  ];
  const browser = spawn(options.executable, args, { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => {
    if (browser.exitCode !== null) resolve();
    else browser.once('exit', () => resolve());
  });
  const [, , , toBrowser, fromBrowser] = browser.stdio;
  if (!(toBrowser instanceof Writable && fromBrowser instanceof Readable)) throw new Error('Chromium gave no DevTools pipe.');
  const devtools = DevtoolsConnection.overPipe(toBrowser, fromBrowser);
  const close = async () => {
    await Promise.race([devtools.send('Browser.close').catch(() => undefined), exited]);
    const killed = setTimeout(() => browser.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killed);
    devtools.close();
    await rm(profileDir, { recursive: true, force: true });
    process.off('exit', removeProfile);
  };
  try {
    const window = await firstPage(devtools);
    await keepOnlyWindow(devtools, window);
    const { sessionId } = z
      .object({ sessionId: z.string() })
      .parse(await devtools.send('Target.attachToTarget', { targetId: window, flatten: true }));
    await devtools.send('Page.navigate', { url: options.address() }, sessionId);
    await devtools.send('Target.detachFromTarget', { sessionId });
  } catch (error) {
    await close();
    throw error;
  }
  return { devtools, pid: browser.pid, profileDir, exited, close };
}

/** The app window's page, once Chromium has made it. */
async function firstPage(devtools: DevtoolsConnection): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const { targetInfos } = targets.parse(await devtools.send('Target.getTargets'));
    const page = targetInfos.find((target) => target.type === 'page');
    if (page) return page.targetId;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('Chromium opened no window.');
}

/**
 * K15: one window, the kiosk's. Any other page (Ctrl+N, Ctrl+T, a popup) is closed as it opens, and so is DevTools
 * (F12, Ctrl+Shift+I), which Chromium offers no way to turn off while main's own DevTools pipe keeps working: its
 * DeveloperToolsAvailability preference refuses main's commands too (measured in Chromium 156).
 */
async function keepOnlyWindow(devtools: DevtoolsConnection, window: string): Promise<void> {
  devtools.on((event) => {
    if (event.method !== 'Target.targetCreated' && event.method !== 'Target.targetInfoChanged') return;
    const target = targetInfo.safeParse(event.params['targetInfo']);
    if (!target.success || target.data.targetId === window) return;
    if (target.data.type === 'page' || target.data.url.startsWith('devtools://')) {
      void devtools.send('Target.closeTarget', { targetId: target.data.targetId }).catch(() => undefined);
    }
  });
  await devtools.send('Target.setDiscoverTargets', { discover: true });
}
