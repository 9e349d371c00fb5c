import type { KioskApi } from '../shared/contract/kiosk-api';

// Types only (docs/house-plan.md): the screens take window.kiosk's type from here; it is built in shared/.

export type { KioskApi, KioskOn } from '../shared/contract/kiosk-api';

declare global {
  interface Window {
    kiosk: KioskApi;
  }
}
