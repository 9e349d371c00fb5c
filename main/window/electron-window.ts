import { BrowserWindow } from 'electron';
import type { CustomerIdleWatch } from './customer-idle-watch';
import { watchElectronPage } from './electron-idle-page';
import { navigationDecision, windowOpenDecision, type NavigationPlaces } from './navigation-policy';
import { recoverScreens } from './screen-recovery';

export interface KioskWindowOptions {
  /** Where the window may go; read at each navigation, as the checkout allowed follows the page in use. */
  places: () => NavigationPlaces;
  preload: string;
  /** Fullscreen and locked to the app, for a showroom stand. */
  kioskMode: boolean;
  /** K4, K6: the provider's form, watched for a customer who walked away ("Still there?", then it leaves the screen). */
  customerIdle: CustomerIdleWatch;
  /** K11: whether the window may close now; when not, `onCloseRefused` has the screens ask for the staff PIN. */
  mayClose: () => boolean;
  onCloseRefused: () => void;
  /** K11: the screens crashed or hung; they come back (reloaded) once this has locked the kiosk. */
  onScreensFailed: (reason: string) => Promise<void>;
}

/** The one window: hardened preferences, no new windows, no navigation but to our pages and, for a customer, checkout. */
export function createKioskWindow(options: KioskWindowOptions): BrowserWindow {
  const { places, preload, kioskMode, customerIdle } = options;
  const window = new BrowserWindow({
    title: 'Finance Kiosk',
    width: 1280,
    height: 800,
    show: false,
    kiosk: kioskMode,
    fullscreen: kioskMode,
    // Hardened per Electron's security checklist, written out here so electronegativity reads the real settings.
    webPreferences: {
      preload, // eng-disable PRELOAD_JS_CHECK: reviewed; it exposes only window.kiosk, built from the contract (preload/)
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
      // A middle-click is not a way to open a window either (the window-open handler refuses them all anyway).
      disableBlinkFeatures: 'Auxclick',
    },
  });
  const contents = window.webContents;
  contents.setWindowOpenHandler(windowOpenDecision);
  const stayOnOurPages = (event: { url: string; isMainFrame: boolean; preventDefault(): void }) => {
    const decision = navigationDecision(event.url, places());
    if (decision.action === 'allow') return;
    event.preventDefault();
    // Checkout's redirect back (D23): our own page takes the signed query, which main then verifies.
    if (decision.action === 'return' && event.isMainFrame) void contents.loadURL(decision.to);
  };
  contents.on('will-navigate', stayOnOurPages);
  contents.on('will-redirect', stayOnOurPages);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  watchElectronPage(contents, customerIdle);
  customerIdle.start();
  window.on('closed', () => void customerIdle.stop());
  // K11: a locked kiosk does not close without the staff PIN (Alt+F4, the window's own button, a quit).
  window.on('close', (event) => {
    if (options.mayClose()) return;
    event.preventDefault();
    options.onCloseRefused();
  });
  // K11: crashed or hung screens come back locked, never blank and never open.
  recoverScreens(
    {
      onGone: (listener) => contents.on('render-process-gone', (_event, details) => listener(details.reason)),
      onUnresponsive: (listener) => window.on('unresponsive', listener),
      crash: () => contents.forcefullyCrashRenderer(),
      reload: () => contents.reload(),
    },
    options.onScreensFailed,
  );
  window.once('ready-to-show', () => window.show());
  void window.loadURL(`${places().appOrigin}/`);
  return window;
}

/** K15: a second start on this folder brings the one window forward (restored if minimised) instead of opening another. */
export function bringForward(window: BrowserWindow): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
