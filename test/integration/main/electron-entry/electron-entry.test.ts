import { build } from 'esbuild';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { kioskOptionsFileName } from '../../../../main/settings/kiosk-options-store';
import { contract, eventIpcChannel } from '../../../../shared/contract';
import type { Application } from '../../../../shared/wire/applications';
import { utcDay } from '../../../../shared/dates/utc-day';
import type { KioskOptions } from '../../../../shared/contract/kiosk-options';
import { defaultKioskOptions } from '../../../../shared/kiosk-option-defaults';
import { kioskAppOrigin } from '../../../../shared/kiosk-addresses';
import { endpoints } from '../../../../shared/wire/endpoints';
import { mainBuildOptions } from '../../../../scripts/build-app';
import { autostartFileName } from '../../../../main/window/start-at-login';
import packageJson from '../../../../package.json' with { type: 'json' };
import { Recording, type RecordedCall } from './recording';

// main/index.ts never runs here (no Electron binary, docs/machines.md), so its bundle, built as
// `npm start` builds it, runs against a recording stand-in for `electron`, and the wiring is read off the recording.

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const standIn = fileURLToPath(new URL('./fake-electron.ts', import.meta.url));
let appDir: string;
let configHome: string;
let evaluations = 0;

type Listener = (...args: unknown[]) => unknown;
type Handler = (event: unknown, input?: unknown) => Promise<{ ok: boolean; error?: { code: string } }>;

beforeAll(async () => {
  // The app folder: the bundle where `npm start` puts it, next to the project's packages (kept external, as there).
  appDir = await mkdtemp(join(tmpdir(), 'finance-kiosk-electron-entry-'));
  await symlink(join(root, 'node_modules'), join(appDir, 'node_modules'), 'dir');
  await writeFile(join(appDir, 'package.json'), JSON.stringify({ type: 'module' }));
  // The options `npm start` and `npm run package` build main with, with `electron` resolved to the stand-in.
  await build({
    ...mainBuildOptions(join(appDir, 'dist/main/index.js')),
    plugins: [
      {
        name: 'electron-stand-in',
        setup(builder) {
          builder.onResolve({ filter: /^electron$/ }, () => ({ path: standIn }));
        },
      },
    ],
  });
  // Start at login writes its autostart entry here, not in the real home.
  configHome = join(appDir, 'config');
  vi.stubEnv('XDG_CONFIG_HOME', configHome);
  // The kiosk's log (refused callers, no keychain here) is expected, not news.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await rm(appDir, { recursive: true, force: true });
});

/** Evaluates the bundle afresh, as Electron does at launch, with `argv` and the recording the stand-in writes to. */
async function launch(
  options: {
    singleInstanceLock?: boolean;
    kiosk?: boolean;
    kioskOptions?: KioskOptions;
    systemIdleSeconds?: number;
    windowMinimized?: boolean;
  } = {},
): Promise<Recording> {
  const userData = join(appDir, `user-data-${++evaluations}`);
  await mkdir(userData);
  if (options.kioskOptions)
    await writeFile(join(userData, kioskOptionsFileName), JSON.stringify({ version: 1, options: options.kioskOptions }));
  const recording = new Recording({
    singleInstanceLock: options.singleInstanceLock ?? true,
    userData,
    appPath: appDir,
    systemIdleSeconds: options.systemIdleSeconds,
    windowMinimized: options.windowMinimized,
  });
  recording.install();
  const argv = process.argv;
  process.argv = [...argv, ...(options.kiosk ? ['--kiosk'] : [])];
  try {
    const url = `${pathToFileURL(join(appDir, 'dist/main/index.js')).href}?launch=${evaluations}`;
    await import(/* @vite-ignore */ url);
  } finally {
    process.argv = argv;
  }
  return recording;
}

const callsTo = (recording: Recording, api: string) => recording.calls.filter((call) => call.api === api);
const indexOf = (recording: Recording, api: string) => recording.calls.findIndex((call) => call.api === api);
const listenersOf = (recording: Recording, api: string, event: string) =>
  callsTo(recording, api)
    .filter((call) => call.args[0] === event)
    .map((call) => call.args[1] as Listener);
const only = <T>(items: T[]): T => {
  expect(items).toHaveLength(1);
  return items[0] as T;
};

/** Ready, then the kiosk's own start-up (profiles, training's sandbox) until its window exists. */
async function startUp(recording: Recording): Promise<void> {
  recording.becomeReady();
  await vi.waitFor(
    () => {
      expect(callsTo(recording, 'app.exit'), 'the kiosk gave up starting').toEqual([]);
      expect(indexOf(recording, 'new BrowserWindow')).toBeGreaterThan(-1);
    },
    { timeout: 15_000, interval: 20 },
  );
}

/** Quits as Electron does: 'before-quit' to every listener, again after each app.quit() until none holds it back. */
async function quit(recording: Recording): Promise<{ heldBack: boolean }> {
  const event = { preventDefault: vi.fn() };
  for (const listener of listenersOf(recording, 'app.on', 'before-quit')) listener(event);
  if (event.preventDefault.mock.calls.length > 0) {
    await vi.waitFor(() => expect(indexOf(recording, 'app.quit')).toBeGreaterThan(-1), { timeout: 10_000, interval: 20 });
    const again = { preventDefault: vi.fn() };
    for (const listener of listenersOf(recording, 'app.on', 'before-quit')) listener(again);
    expect(again.preventDefault, 'the second before-quit, after signing out, lets the app go').not.toHaveBeenCalled();
  }
  for (const listener of listenersOf(recording, 'BrowserWindow.on', 'closed')) listener();
  return { heldBack: event.preventDefault.mock.calls.length > 0 };
}

describe('the Electron entry, bundled and run against a recording electron', () => {
  it('K15: quits at once, touching nothing of the folder, when another kiosk holds the single-instance lock', async () => {
    const recording = await launch({ singleInstanceLock: false });
    expect(recording.calls.map((call) => call.api)).toEqual(['app.requestSingleInstanceLock', 'app.quit']);
    expect(await readdir(recording.options.userData)).toEqual([]);
  });

  it('K15: a second start brings the window forward, restored when it was minimised', async () => {
    for (const windowMinimized of [false, true]) {
      const recording = await launch({ windowMinimized });
      await startUp(recording);
      const before = recording.calls.length;
      only(listenersOf(recording, 'app.on', 'second-instance'))();
      expect(recording.calls.slice(before).map((call) => call.api)).toEqual([
        ...(windowMinimized ? ['BrowserWindow.restore'] : []),
        'BrowserWindow.show',
        'BrowserWindow.focus',
      ]);
      await quit(recording);
    }
  });

  it('wires the window, the contract, the scheme, the policies and sign-out on quit', async () => {
    const realFetch = globalThis.fetch;
    const recording = await launch();
    // The service's requests go into the same log, so their order against app.quit() shows.
    globalThis.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      recording.record('(fetch)', (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(), new URL(url).pathname);
      return realFetch(input, init);
    };
    try {
      expect(callsTo(recording, 'app.requestSingleInstanceLock')).toHaveLength(1);
      expect(callsTo(recording, 'app.quit')).toEqual([]);
      await startUp(recording);
      const ready = indexOf(recording, '(ready)');
      // Issue 38 item 7: a quote's PDF is kept in the laptop's Downloads folder.
      expect(callsTo(recording, 'app.getPath').map(({ args }) => args[0])).toContain('downloads');

      // The app:// scheme is privileged before ready (Electron ignores it after), and served after.
      const [schemes] = only(callsTo(recording, 'protocol.registerSchemesAsPrivileged')).args;
      const scheme = new URL(kioskAppOrigin).protocol.slice(0, -1);
      expect(schemes).toEqual([{ scheme, privileges: expect.objectContaining({ standard: true, secure: true }) as unknown }]);
      expect(indexOf(recording, 'protocol.registerSchemesAsPrivileged')).toBeLessThan(ready);
      expect(indexOf(recording, 'protocol.registerSchemesAsPrivileged')).toBeGreaterThan(-1);
      expect(only(callsTo(recording, 'protocol.handle')).args[0]).toBe(scheme);
      // Every renderer sandboxed, whatever a window says (Electron checklist), set before ready as Electron requires.
      expect(callsTo(recording, 'app.enableSandbox')).toHaveLength(1);
      expect(indexOf(recording, 'app.enableSandbox')).toBeLessThan(ready);

      // The window: hardened preferences with our preload, not kiosk-locked without --kiosk.
      const [windowOptions] = only(callsTo(recording, 'new BrowserWindow')).args as [Record<string, unknown>];
      const preload = join(appDir, 'dist/preload/index.cjs');
      expect(windowOptions.webPreferences).toEqual({
        preload,
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        experimentalFeatures: false,
        webviewTag: false,
        navigateOnDragDrop: false,
        safeDialogs: true,
        spellcheck: false,
        devTools: false,
        disableBlinkFeatures: 'Auxclick',
      });
      expect(windowOptions).toMatchObject({ kiosk: false, fullscreen: false });
      expect(callsTo(recording, 'Menu.setApplicationMenu')).toEqual([]);
      expect(only(callsTo(recording, 'BrowserWindow.loadURL')).args[0]).toBe(`${kioskAppOrigin}/`);

      // Every contract channel, each behind the sender check.
      const handlers = new Map(callsTo(recording, 'ipcMain.handle').map((call) => [call.args[0] as string, call.args[1] as Handler]));
      expect([...handlers.keys()].sort()).toEqual(Object.keys(contract).sort());
      expect(callsTo(recording, 'ipcMain.handle')).toHaveLength(Object.keys(contract).length);
      const untrusted = [
        { senderFrame: null },
        { senderFrame: { url: 'https://checkout.example/pay', parent: null } },
        { senderFrame: { url: `${kioskAppOrigin}/`, parent: {} } },
        { senderFrame: { url: 'file:///index.html', parent: null } },
      ];
      for (const [channel, handler] of handlers) {
        for (const event of untrusted) {
          expect(await handler(event, {}), `${channel} from ${JSON.stringify(event)}`).toMatchObject({
            ok: false,
            error: { code: 'untrusted-caller' },
          });
        }
      }
      const trusted = { senderFrame: { url: `${kioskAppOrigin}/index.html`, parent: null } };
      expect(await handlers.get('session:status')?.(trusted, {})).toMatchObject({ ok: true });

      // Permissions: refused but the camera for our own pages.
      const request = only(callsTo(recording, 'session.setPermissionRequestHandler')).args[0] as Listener;
      const asked = (permission: string, requestingUrl: string, mediaTypes?: string[]) => {
        const callback = vi.fn();
        request({}, permission, callback, { requestingUrl, ...(mediaTypes && { mediaTypes }) });
        return callback.mock.calls[0]?.[0] as unknown;
      };
      expect(asked('geolocation', `${kioskAppOrigin}/`)).toBe(false);
      expect(asked('notifications', `${kioskAppOrigin}/`)).toBe(false);
      expect(asked('media', 'https://checkout.example/', ['video'])).toBe(false);
      expect(asked('media', `${kioskAppOrigin}/`, ['video'])).toBe(true);
      const check = only(callsTo(recording, 'session.setPermissionCheckHandler')).args[0] as Listener;
      expect(check({}, 'geolocation', kioskAppOrigin, {})).toBe(false);
      expect(check({}, 'media', kioskAppOrigin, { mediaType: 'video' })).toBe(true);

      // Navigation: no new windows, no webviews, nowhere but our pages.
      const open = only(callsTo(recording, 'webContents.setWindowOpenHandler')).args[0] as Listener;
      expect(open({ url: `${kioskAppOrigin}/` })).toEqual({ action: 'deny' });
      for (const event of ['will-navigate', 'will-redirect']) {
        const listener = only(listenersOf(recording, 'webContents.on', event));
        const away = { url: 'https://evil.example/', isMainFrame: true, preventDefault: vi.fn() };
        listener(away);
        expect(away.preventDefault, event).toHaveBeenCalled();
        const home = { url: `${kioskAppOrigin}/quotes`, isMainFrame: true, preventDefault: vi.fn() };
        listener(home);
        expect(home.preventDefault, event).not.toHaveBeenCalled();
      }
      const webview = { preventDefault: vi.fn() };
      only(listenersOf(recording, 'webContents.on', 'will-attach-webview'))(webview);
      expect(webview.preventDefault).toHaveBeenCalled();

      // K2: quitting waits for the service session (training's, signed in at start) to be deleted.
      const session = endpoints.deleteSession.path;
      const isSessionCall = (method: string) => (call: RecordedCall) =>
        call.api === '(fetch)' && call.args[0] === method && String(call.args[1]).endsWith(session);
      await vi.waitFor(() => expect(recording.calls.some(isSessionCall('POST'))).toBe(true), { timeout: 10_000, interval: 20 });
      const { heldBack } = await quit(recording);
      expect(heldBack, 'before-quit is held back until signed out').toBe(true);
      const deleted = recording.calls.findIndex(isSessionCall('DELETE'));
      expect(deleted, 'the service session is deleted on quit').toBeGreaterThan(-1);
      expect(deleted).toBeLessThan(indexOf(recording, 'app.quit'));
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('with --kiosk, has no menu and a kiosk, fullscreen window', async () => {
    const recording = await launch({ kiosk: true });
    await startUp(recording);
    expect(only(callsTo(recording, 'Menu.setApplicationMenu')).args).toEqual([null]);
    expect(only(callsTo(recording, 'new BrowserWindow')).args[0]).toMatchObject({ kiosk: true, fullscreen: true });
    await quit(recording);
  });

  it('without --kiosk, is a kiosk all the same when this laptop was set up as one', async () => {
    const recording = await launch({ kioskOptions: { ...defaultKioskOptions, kioskMode: true } });
    await startUp(recording);
    expect(only(callsTo(recording, 'Menu.setApplicationMenu')).args).toEqual([null]);
    expect(only(callsTo(recording, 'new BrowserWindow')).args[0]).toMatchObject({ kiosk: true, fullscreen: true });
    await quit(recording);
  });

  it('K11: a locked kiosk neither closes nor quits without the staff PIN, and crashed or hung screens come back locked', async () => {
    const recording = await launch();
    await startUp(recording);
    const handlers = new Map(callsTo(recording, 'ipcMain.handle').map((call) => [call.args[0] as string, call.args[1] as Handler]));
    const trusted = { senderFrame: { url: `${kioskAppOrigin}/index.html`, parent: null } };
    const call = (channel: string, input: unknown) => handlers.get(channel)?.(trusted, input);
    const close = () => {
      const event = { preventDefault: vi.fn() };
      for (const listener of listenersOf(recording, 'BrowserWindow.on', 'close')) listener(event);
      return event.preventDefault.mock.calls.length > 0;
    };
    const asked = () => callsTo(recording, 'webContents.send').filter((sent) => sent.args[0] === 'event:app:closeRequested').length;

    // K4: the provider's form is watched for a customer who walked away (customer-idle-watch.ts, unit-tested):
    // input and page loads count as the customer being there.
    expect(listenersOf(recording, 'webContents.on', 'input-event')).toHaveLength(1);
    expect(listenersOf(recording, 'webContents.on', 'did-navigate')).toHaveLength(1);
    // Open: the window closes as any window does.
    expect(close()).toBe(false);
    // Crashed screens reload; with no PIN chosen yet there is nothing to lock with.
    const gone = only(listenersOf(recording, 'webContents.on', 'render-process-gone'));
    gone({}, { reason: 'crashed' });
    await vi.waitFor(() => expect(callsTo(recording, 'webContents.reload')).toHaveLength(1));

    // Locked: closing and quitting are held back, and the screens are asked to take the PIN.
    expect(await call('session:lock', { pin: '246813' })).toMatchObject({ ok: true, data: { locked: true } });
    expect(close()).toBe(true);
    expect(asked()).toBe(1);
    const beforeQuit = { preventDefault: vi.fn() };
    for (const listener of listenersOf(recording, 'app.on', 'before-quit')) listener(beforeQuit);
    expect(beforeQuit.preventDefault).toHaveBeenCalled();
    expect(asked()).toBe(2);
    expect(await call('app:quit', {})).toMatchObject({ ok: false, error: { code: 'locked' } });
    expect(await call('app:quit', { pin: '135724' })).toMatchObject({ ok: false, error: { code: 'wrong-pin' } });
    expect(callsTo(recording, 'app.quit')).toEqual([]);

    // A hung renderer is crashed and reloaded; the kiosk is still locked when it comes back.
    only(listenersOf(recording, 'BrowserWindow.on', 'unresponsive'))();
    await vi.waitFor(() => expect(callsTo(recording, 'webContents.reload')).toHaveLength(2));
    expect(callsTo(recording, 'webContents.forcefullyCrashRenderer')).toHaveLength(1);
    expect(await call('session:status', {})).toMatchObject({ ok: true, data: { locked: true } });

    // The right PIN quits: signed out first (K2), then the app goes.
    expect(await call('app:quit', { pin: '246813' })).toMatchObject({ ok: true, data: { quitting: true } });
    await vi.waitFor(() => expect(callsTo(recording, 'app.quit')).toHaveLength(1));
    expect(close()).toBe(false);
    // Electron then sends before-quit: held back only until the service session is deleted.
    const signingOut = { preventDefault: vi.fn() };
    for (const listener of listenersOf(recording, 'app.on', 'before-quit')) listener(signingOut);
    await vi.waitFor(() => expect(callsTo(recording, 'app.quit')).toHaveLength(2), { timeout: 10_000 });
    const going = { preventDefault: vi.fn() };
    for (const listener of listenersOf(recording, 'app.on', 'before-quit')) listener(going);
    expect(going.preventDefault).not.toHaveBeenCalled();
    expect(asked()).toBe(2);
  });

  it('K11: screens that crash while open come back locked, once the profile in use has a PIN', async () => {
    const recording = await launch();
    await startUp(recording);
    const handlers = new Map(callsTo(recording, 'ipcMain.handle').map((call) => [call.args[0] as string, call.args[1] as Handler]));
    const trusted = { senderFrame: { url: `${kioskAppOrigin}/index.html`, parent: null } };
    const call = (channel: string, input: unknown) => handlers.get(channel)?.(trusted, input);
    expect(await call('session:lock', { pin: '246813' })).toMatchObject({ ok: true });
    expect(await call('session:unlock', { pin: '246813' })).toMatchObject({ ok: true, data: { locked: false } });
    only(listenersOf(recording, 'webContents.on', 'render-process-gone'))({}, { reason: 'oom' });
    await vi.waitFor(() => expect(callsTo(recording, 'webContents.reload')).toHaveLength(1));
    expect(await call('session:status', {})).toMatchObject({ ok: true, data: { locked: true } });
    expect(await call('session:unlock', { pin: '246813' })).toMatchObject({ ok: true, data: { locked: false } });
    await quit(recording);
  });

  it('issue 25: crash dumps kept, en-AU, updates said unsupported outside an installer, display awake and start at login', async () => {
    const recording = await launch({ kioskOptions: { ...defaultKioskOptions, startAtLogin: true } });
    await startUp(recording);
    const ready = indexOf(recording, '(ready)');
    // Crash dumps stay on the laptop; set before ready, as Electron asks.
    expect(only(callsTo(recording, 'crashReporter.start')).args[0]).toEqual({ uploadToServer: false });
    expect(indexOf(recording, 'crashReporter.start')).toBeLessThan(ready);
    expect(callsTo(recording, 'app.commandLine.appendSwitch').map((call) => call.args)).toContainEqual(['lang', 'en-AU']);
    expect(indexOf(recording, 'app.commandLine.appendSwitch')).toBeLessThan(ready);
    // Recovery: a crash and a hang each have their handler (screen-recovery.ts, unit-tested).
    expect(listenersOf(recording, 'webContents.on', 'render-process-gone')).toHaveLength(1);
    expect(listenersOf(recording, 'BrowserWindow.on', 'unresponsive')).toHaveLength(1);
    // Training, unlocked, someone at the laptop: a customer may be served, so the display stays awake.
    expect(only(callsTo(recording, 'powerSaveBlocker.start')).args[0]).toBe('prevent-display-sleep');
    // Start at login from the options: on Linux an autostart entry.
    // Written in the background once the options are read, so it may land just after the window.
    const entry = await vi.waitFor(() => readFile(join(configHome, 'autostart', autostartFileName), 'utf8'), { timeout: 10_000 });
    expect(entry).toContain(`Exec=${process.execPath}`);
    // K13: `npm start` is no installer: the version is there and the updater says why it is not.
    const handlers = new Map(callsTo(recording, 'ipcMain.handle').map((call) => [call.args[0] as string, call.args[1] as Handler]));
    const trusted = { senderFrame: { url: `${kioskAppOrigin}/index.html`, parent: null } };
    expect(await handlers.get('updates:status')?.(trusted, {})).toMatchObject({
      ok: true,
      data: { currentVersion: packageJson.version, phase: 'unsupported', detail: expect.stringContaining('npm start') as unknown },
    });
    await quit(recording);
    expect(callsTo(recording, 'powerSaveBlocker.stop')).toHaveLength(1);
  });

  it('issue 38 item 12: a status change shows as the OS’s notification, number and status only; clicked, the window comes forward on it', async () => {
    // The training sandbox's address, from the kiosk's own requests to it.
    const realFetch = globalThis.fetch;
    let serviceOrigin = '';
    globalThis.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname.startsWith('/rest/')) serviceOrigin = url.origin;
      return realFetch(input, init);
    };
    try {
      const recording = await launch();
      await startUp(recording);
      const handlers = new Map(callsTo(recording, 'ipcMain.handle').map((call) => [call.args[0] as string, call.args[1] as Handler]));
      const trusted = { senderFrame: { url: `${kioskAppOrigin}/index.html`, parent: null } };
      // Read for the screens, so the watch knows their statuses (a first sighting is no change).
      const listed = (await handlers.get('applications:list')?.(trusted, {
        startDate: utcDay(Date.now() - 20 * 86_400_000),
      })) as unknown as {
        ok: true;
        data: { applications: Application[] };
      };
      const declined = listed.data.applications.find((application) => application.status === 'DECLINED');
      if (declined === undefined) throw new Error('no recent declined application in the demo branch');
      const forced = await realFetch(`${serviceOrigin}/sandbox/v1/applications/${declined.id}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'APPROVED' }),
      });
      expect(forced.status).toBe(200);

      const shown = await vi.waitFor(() => only(callsTo(recording, 'new Notification')), { timeout: 10_000, interval: 20 });
      expect(shown.args[0]).toEqual({
        title: `Application ${declined.id}: Approved`,
        body: 'Request payment once the job is delivered; upload the invoice first.',
      });
      expect(callsTo(recording, 'Notification.show')).toHaveLength(1);
      const focusedBefore = callsTo(recording, 'BrowserWindow.focus').length;
      only(listenersOf(recording, 'Notification.on', 'click'))();
      expect(callsTo(recording, 'BrowserWindow.focus')).toHaveLength(focusedBefore + 1);
      expect(callsTo(recording, 'webContents.send').map((call) => call.args)).toContainEqual([
        eventIpcChannel('alerts:opened'),
        { applicationId: declined.id },
      ]);
      // Electron's main shows its own: the screens are not asked to show the browser's as well.
      expect(callsTo(recording, 'webContents.send').filter((call) => call.args[0] === eventIpcChannel('alerts:raised'))).toEqual([]);
      await quit(recording);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('lets the display sleep when nobody has touched the laptop for longer than the idle limit', async () => {
    const recording = await launch({ systemIdleSeconds: defaultKioskOptions.staffIdleSeconds + 1 });
    await startUp(recording);
    expect(callsTo(recording, 'powerSaveBlocker.start')).toEqual([]);
    await quit(recording);
  });
});
