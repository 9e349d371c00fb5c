import { app, crashReporter, dialog, ipcMain, Menu, powerMonitor, powerSaveBlocker, session, shell } from 'electron';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { checkoutReturnOrigin, checkoutReturnUrl } from '../shared/kiosk-addresses';
import { KeytarStore } from './credentials/keytar-store';
import { InstallationRefusedError } from './credentials/installation';
import { contractHandlers } from './ipc/contract-handlers';
import { ElectronTransport, sendEvents } from './ipc/electron-transport';
import { registerContract } from './ipc/registry';
import { createKiosk, type Kiosk } from './compose';
import { createFileLogger, type Logger } from './core/logger';
import { connectServiceClient } from './vendor/service-client';
import { startEmbeddedSandbox } from './training/embedded-sandbox';
import { firstScreenBeside } from './window/first-screen';
import { appOrigin, registerAppScheme, serveRenderer } from './window/electron-protocol';
import { startStateOf } from './ipc/start-state-answers';
import { hardenSession } from './window/electron-session';
import { bringForward, createKioskWindow } from './window/electron-window';
import { showOsNotification } from './window/electron-notifications';
import { realTimers } from './core/timers';
import { electronUpdater } from './updates/electron-updater-port';
import { keepDisplayAwakeForCustomers } from './window/display-awake';
import { startAtLogin } from './window/start-at-login';

// App lifecycle and the one window; the use cases, the contract and the policies live in their own folders.

const kioskAsked = process.argv.includes('--kiosk');
/** K11: set once quitting is allowed (unlocked, or the staff PIN given); from then on the window closes freely. */
let quitAllowed = false;

// K15: one kiosk per user-data folder. A second start hands over to the first, whose window comes forward
// ('second-instance'), and goes quietly before it touches the folder: no log, no crash dumps, no lock record.
if (app.requestSingleInstanceLock()) launch();
else app.quit();

function launch(): void {
  // K12: JSON lines in the user-data folder, which a packaged app keeps (its console goes nowhere).
  const log = createFileLogger({ folder: join(app.getPath('userData'), 'logs') });
  registerAppScheme();
  app.enableSandbox();
  // Crash dumps stay on the laptop (in app.getPath('crashDumps')), for support to ask for; nothing is uploaded.
  crashReporter.start({ uploadToServer: false });
  // Dates and numbers day first, en-AU, in the window and the provider's form, whatever the laptop's language.
  app.commandLine.appendSwitch('lang', 'en-AU');
  start(log).catch((error: unknown) => {
    // K15: a folder that opens nothing says why in one line, to whoever started the kiosk and in the log.
    if (error instanceof InstallationRefusedError) {
      log.error(error.message);
      dialog.showErrorBox('The kiosk cannot start', error.message);
    } else log.error('The kiosk could not start', error);
    app.exit(1);
  });
}

async function start(log: Logger): Promise<void> {
  await app.whenReady();
  /** The one window, once made: a status alert clicked brings it forward. */
  let kioskWindow: ReturnType<typeof createKioskWindow> | undefined = undefined;
  const kiosk = await createKiosk({
    userDataDir: app.getPath('userData'),
    keychain: new KeytarStore(),
    connectVendor: connectServiceClient,
    startTrainingSandbox: startEmbeddedSandbox,
    now: Date.now,
    log,
    // K12: the diagnostics read the fuses back from the binary the installer flipped them in.
    packagedExecutable: app.isPackaged ? process.execPath : undefined,
    quitApp: () => {
      quitAllowed = true;
      app.quit();
    },
    updater: await electronUpdater({ packaged: app.isPackaged, platform: process.platform, appImage: process.env.APPIMAGE }, log),
    userIdleSeconds: () => powerMonitor.getSystemIdleTime(),
    // Issue 38 item 12: the OS's own notification; clicked, the window comes forward on that application.
    showStatusAlert: (alert, open) =>
      showOsNotification(alert, () => {
        if (kioskWindow) bringForward(kioskWindow);
        open();
      }),
    // Issue 38 item 7: a quote's PDF goes beside the laptop's other downloads, and "Show in folder" opens it there.
    downloadsDir: app.getPath('downloads'),
    showItemInFolder: (path) => shell.showItemInFolder(path),
    // K13: an update restarts only when nobody is served and nothing is unsent; K11's lock is on disk and holds.
    allowQuit: () => void (quitAllowed = true),
    applyOptions: (options) =>
      void startAtLogin(options.startAtLogin, {
        platform: process.platform,
        setLoginItem: (openAtLogin) => app.setLoginItemSettings({ openAtLogin }),
        autostartDir: join(process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'autostart'),
        executable: process.env.APPIMAGE ?? process.execPath,
      }).catch((error: unknown) => log.warn('Could not change whether the kiosk starts at login', { error: String(error) })),
  });
  // Full-screen, no menu, locked to the app: asked by `--kiosk`, or set for this laptop in Administration or by a set-up file.
  const kioskMode = kioskAsked || (await kiosk.services.kioskSetUp.options()).kioskMode;
  if (kioskMode) Menu.setApplicationMenu(null);
  signOutOnQuit(kiosk, log);
  const handlers = contractHandlers(kiosk.services);
  // K15: locked means locked, on this transport as on the browser host's.
  const isLocked = () => kiosk.services.session.status().locked;
  registerContract(new ElectronTransport(ipcMain, appOrigin, log), handlers, log, isLocked);
  hardenSession(session.defaultSession, appOrigin);
  // D23: the address checkout sends the customer back to (the demo key lists it, D28; a vendor registers the same
  // with their own key); the window catches it, so nothing listens there.
  kiosk.services.checkout.useReturnOrigin(checkoutReturnOrigin);
  // The window may go to the checkout the page in use was allowed to post to (its CSP), and nowhere else.
  let checkoutOrigin: string | null = null;
  const rendererDir = join(app.getAppPath(), 'dist/renderer');
  serveRenderer(
    rendererDir,
    async () => {
      checkoutOrigin = await kiosk.services.checkout.origin().catch(() => null);
      return checkoutOrigin;
    },
    () => startStateOf(handlers, log, isLocked),
    firstScreenBeside(rendererDir, log),
  );
  await kiosk.start({ training: false });
  const places = () => ({ appOrigin, checkoutOrigin, checkoutReturnUrl });
  const window = createKioskWindow({
    places,
    preload: join(app.getAppPath(), 'dist/preload/index.cjs'),
    kioskMode,
    customerIdle: kiosk.customerIdleWatch({ checkoutOrigin: async () => checkoutOrigin, home: () => `${appOrigin}/` }),
    mayClose: () => quitAllowed || kiosk.services.appQuit.mayCloseWithoutPin(),
    onCloseRefused: () => kiosk.events.emit('app:closeRequested', {}),
    onScreensFailed: async (reason) => {
      log.error('The screens failed, so the kiosk locks and reloads them', undefined, { reason });
      await kiosk.services.session.lockForRecovery(reason);
    },
  });
  kioskWindow = window;
  sendEvents(kiosk.events, window.webContents);
  const letDisplaySleep = keepDisplayAwakeForCustomers({
    customerPresent: () => kiosk.customerPresent(),
    blocker: { start: () => powerSaveBlocker.start('prevent-display-sleep'), stop: (id) => powerSaveBlocker.stop(id) },
    timers: realTimers,
  });
  window.on('closed', letDisplaySleep);
  app.on('second-instance', () => bringForward(window));
  app.on('window-all-closed', () => app.quit());
}

/** K2: the service session is deleted before the app goes; K11: a locked kiosk goes only with the staff PIN. */
function signOutOnQuit(kiosk: Kiosk, log: Logger): void {
  let signedOut = false;
  app.on('before-quit', (event) => {
    if (signedOut) return;
    event.preventDefault();
    if (!quitAllowed && !kiosk.services.appQuit.mayCloseWithoutPin()) return void kiosk.events.emit('app:closeRequested', {});
    quitAllowed = true;
    kiosk
      .shutdown()
      .catch((error: unknown) => log.error('Could not sign out on quit', error))
      .finally(() => {
        signedOut = true;
        app.quit();
      });
  });
}
