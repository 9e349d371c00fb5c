import type { KioskOptions } from './contract/kiosk-options';
import { customerIdleSeconds, staffIdleSeconds } from './idle-limits';

// A kiosk's options before anyone set them; without zod, so the screens' first load can start from them.

export const defaultKioskOptions: KioskOptions = {
  staffIdleSeconds,
  customerIdleSeconds,
  kioskMode: false,
  updateChannel: 'stable',
  quietHour: 3,
  startAtLogin: false,
  branch: { tradingName: '', address: '', phone: '', abn: '' },
};
