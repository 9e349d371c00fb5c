import type { KioskApi } from '../preload/kiosk-api';
import { deferredKiosk } from './bridge/deferred-kiosk';

// In Electron the preload has set window.kiosk before any script runs. In the browser host the bridge client loads
// beside the first screen rather than in the first load, and takes over window.kiosk once it is here.

/** The bridge client on its way (browser host), null where the preload gave window.kiosk; undefined until asked. */
let bridgeClient: Promise<KioskApi> | null | undefined;

/** Sends for the bridge client where there is no preload: main.tsx calls it before React starts, so both load at once. */
export function loadKioskBridge(): void {
  if (bridgeClient !== undefined) return;
  bridgeClient =
    window.kiosk === undefined
      ? import('./bridge/bridge-kiosk').then((module) => {
          window.kiosk = module.browserKiosk();
          return window.kiosk;
        })
      : null;
}

/** The one typed handle on window.kiosk: the preload's in Electron, the loopback bridge's in the browser host. */
export function kiosk(): KioskApi {
  loadKioskBridge();
  if (bridgeClient) window.kiosk ??= deferredKiosk(bridgeClient);
  return window.kiosk;
}

/** The browser host, where main has no OS notifications: the screens show its status alerts as the browser's (issue 38). */
export function inBrowserHost(): boolean {
  loadKioskBridge();
  return bridgeClient !== null;
}
