import { browserKiosk } from './bridge/bridge-kiosk';
import type { KioskApi } from '../preload/kiosk-api';

/** The one typed handle on window.kiosk: the preload's in Electron, the loopback bridge's in the browser host. */
export function kiosk(): KioskApi {
  window.kiosk ??= browserKiosk();
  return window.kiosk;
}
