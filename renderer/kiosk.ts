import type { KioskApi } from '../preload/kiosk-api';
import { deferredKiosk } from './bridge/deferred-kiosk';

// In Electron the preload has set window.kiosk before any script runs. In the browser host the bridge client loads
// now, beside the first screen rather than in the first load, and takes over window.kiosk once it is here.
const bridgeClient =
  window.kiosk === undefined
    ? import('./bridge/bridge-kiosk').then((module) => {
        window.kiosk = module.browserKiosk();
        return window.kiosk;
      })
    : null;

/** The one typed handle on window.kiosk: the preload's in Electron, the loopback bridge's in the browser host. */
export function kiosk(): KioskApi {
  if (bridgeClient !== null) window.kiosk ??= deferredKiosk(bridgeClient);
  return window.kiosk;
}
