import { BrowserWindow } from 'electron';
import { isAllowedNavigation, windowOpenDecision } from './navigation-policy';
import { webPreferences } from './web-preferences';

export interface KioskWindowOptions {
  appOrigin: string;
  preload: string;
  /** Fullscreen and locked to the app, for a showroom stand. */
  kioskMode: boolean;
}

/** The one window: hardened preferences, no new windows, no navigation away from our own pages. */
export function createKioskWindow({ appOrigin, preload, kioskMode }: KioskWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    title: 'Finance Kiosk',
    width: 1280,
    height: 800,
    show: false,
    kiosk: kioskMode,
    fullscreen: kioskMode,
    webPreferences: webPreferences({ preload }),
  });
  const contents = window.webContents;
  contents.setWindowOpenHandler(windowOpenDecision);
  const stayOnOurPages = (event: { url: string; preventDefault(): void }) => {
    if (!isAllowedNavigation(event.url, appOrigin)) event.preventDefault();
  };
  contents.on('will-navigate', stayOnOurPages);
  contents.on('will-redirect', stayOnOurPages);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  window.once('ready-to-show', () => window.show());
  void window.loadURL(`${appOrigin}/`);
  return window;
}
