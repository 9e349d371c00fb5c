import { BrowserWindow, powerMonitor } from 'electron';
import { leaveIdleCheckout } from './checkout-idle';
import { navigationDecision, windowOpenDecision, type NavigationPlaces } from './navigation-policy';

export interface KioskWindowOptions {
  /** Where the window may go; read at each navigation, as the checkout allowed follows the page in use. */
  places: () => NavigationPlaces;
  preload: string;
  /** Fullscreen and locked to the app, for a showroom stand. */
  kioskMode: boolean;
  /** K4, K6: customer mode's idle time, this kiosk's option. */
  customerIdleSeconds: () => number;
  /** The customer walked away from the hosted form: what main holds for their screen goes too (K4). */
  onCustomerIdle?: () => void;
}

/** The one window: hardened preferences, no new windows, no navigation but to our pages and, for a customer, checkout. */
export function createKioskWindow({ places, preload, kioskMode, customerIdleSeconds, onCustomerIdle }: KioskWindowOptions): BrowserWindow {
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
  const idleCheck = setInterval(() => {
    const { appOrigin } = places();
    if (!leaveIdleCheckout(contents.getURL(), powerMonitor.getSystemIdleTime(), appOrigin, customerIdleSeconds())) return;
    onCustomerIdle?.();
    void contents.loadURL(`${appOrigin}/`);
  }, 5_000);
  window.on('closed', () => clearInterval(idleCheck));
  window.once('ready-to-show', () => window.show());
  void window.loadURL(`${places().appOrigin}/`);
  return window;
}
