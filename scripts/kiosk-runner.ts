import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultBrowserHostPort, startBrowserHost } from '../main/browser-host';
import { launchKioskChromium, type KioskChromium } from '../main/browser-host/kiosk-chromium';
import { exitWhenAlreadyRunning } from '../main/browser-host/folder-claim';
import { InstallationRefusedError } from '../main/credentials/installation';
import type { ScreensRebuilt } from '../shared/screens-rebuilt';

// The kiosk as `npm start` runs it (scripts/run-kiosk.ts) and `npm run dev` too (scripts/dev-kiosk.ts): the Electron
// app when its binary is here; otherwise, saying so in one line, the same kiosk in Chromium through the loopback browser
// host, in training mode (docs/machines.md, "Electron").

const usage = 'usage: npm start -- [--kiosk] [--port N] [--browser-host]';
const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = '/usr/bin/chromium';

interface KioskRunnerOptions {
  /** `npm run dev` only: the browser host's pages reload when the screens are built again. */
  screensRebuilt?: ScreensRebuilt;
}

/** Runs the kiosk as the command line asks; resolves once it runs, saying which host it runs in. */
export async function runKiosk(runner: KioskRunnerOptions = {}): Promise<'electron' | 'browser-host'> {
  const options = commandLine();
  if (!options['browser-host']) {
    const electron = electronBinary() ?? (installElectron() ? electronBinary() : null);
    if (electron) {
      runElectron(electron, options);
      return 'electron';
    }
    console.log(
      'Electron could not be installed on this machine, so the kiosk runs in Chromium through the browser host, in training mode.',
    );
  }
  await runBrowserHost(options, runner);
  return 'browser-host';
}

type Options = ReturnType<typeof commandLine>;

function commandLine() {
  const options = (() => {
    try {
      return parseArgs({
        options: {
          kiosk: { type: 'boolean', default: false },
          port: { type: 'string', default: String(defaultBrowserHostPort) },
          'browser-host': { type: 'boolean', default: false },
          help: { type: 'boolean', short: 'h', default: false },
        },
      }).values;
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
  })();
  const port = Number(options.port);
  if (options.help) {
    console.log(usage);
    process.exit(0);
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port: "${options.port}" is not a port number`);
  return { ...options, port };
}

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

/** The binary's path, when the electron package has downloaded it. */
function electronBinary(): string | null {
  // Read as electron's index.js would, without requiring it: since Electron 45 a require downloads, noisily, when the binary is missing.
  const electronDir = join(root, 'node_modules/electron');
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

/**
 * One try at the download npm skipped (package.json allowScripts), once per installed Electron: where it cannot be
 * reached (a second and a half here) later starts do not wait for it again. Another Electron version tries again.
 */
function installElectron(): boolean {
  const script = join(root, 'node_modules/electron/install.js');
  if (!existsSync(script)) return false;
  const version = (JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')) as { version: string }).version;
  const triedFile = join(root, 'node_modules/.cache/finance-kiosk/electron-download-failed');
  if (existsSync(triedFile) && readFileSync(triedFile, 'utf8') === version) return false;
  const installed = spawnSync(process.execPath, [script], { stdio: 'ignore', timeout: 120_000 }).status === 0;
  if (!installed) {
    mkdirSync(dirname(triedFile), { recursive: true });
    writeFileSync(triedFile, version);
  }
  return installed;
}

function runElectron(binary: string, options: Options): void {
  const app = spawn(binary, [root, ...(options.kiosk ? ['--kiosk'] : [])], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.kill(signal));
  app.on('exit', (code) => process.exit(code ?? 0));
}

async function runBrowserHost(options: Options, runner: KioskRunnerOptions): Promise<void> {
  const host = await startBrowserHost({
    userDataDir: userDataDir(),
    port: options.port,
    training: true,
    screensRebuilt: runner.screensRebuilt,
    // Issue 38 item 7: a quote's PDF goes beside the laptop's other downloads, as in Electron.
    downloadsDir: join(homedir(), 'Downloads'),
  }).catch((error: unknown) => {
    // K15: a folder that opens nothing (copied, another computer's): the host's log has printed the one line that
    // says why (its warnings and errors go to the console too), and the start fails.
    if (error instanceof InstallationRefusedError) process.exit(1);
    return exitWhenAlreadyRunning(error);
  });
  let browser: KioskChromium | null = null;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // The browser first: its profile goes with it (K15), and its last calls reach a kiosk still there.
    await browser?.close();
    await host.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop());

  if (existsSync(chromium) && (process.env.DISPLAY || process.env.WAYLAND_DISPLAY)) {
    // K15: the one-time address goes to the browser over its DevTools pipe; nothing prints it.
    browser = await launchKioskChromium({ executable: chromium, address: () => host.url, kiosk: options.kiosk }).catch((error: unknown) => {
      console.error(`Chromium could not start, so the kiosk opens no window: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    });
  }
  if (browser) {
    void browser.exited.then(stop);
    // K4: main watches the provider's form in that browser too, over the same pipe.
    await host.watchBrowser(browser.devtools).catch((error: unknown) => {
      console.error(`The kiosk could not watch the browser for idle customers: ${error instanceof Error ? error.message : String(error)}`);
    });
    console.log(`The kiosk is open in Chromium at ${host.home} (Ctrl-C stops it).`);
  } else {
    console.log(`The kiosk is at ${host.newAddress()}: open it in a browser; the address works once (Ctrl-C stops it).`);
  }
}

/** Where Electron keeps this app's data (app.getPath('userData')), so both hosts share the staff profiles. */
function userDataDir(): string {
  const appData =
    process.platform === 'win32'
      ? (process.env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'))
      : process.platform === 'darwin'
        ? join(homedir(), 'Library', 'Application Support')
        : (process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config'));
  return join(appData, 'finance-kiosk');
}
