import type { KioskOptions } from '../shared/contract/kiosk-options';
import { defaultKioskOptions } from '../shared/kiosk-option-defaults';
import { customerIdleSeconds, staffIdleSeconds } from '../shared/idle-limits';

export interface IdleLimits {
  /** Staff's screens (K4). */
  staffSeconds: number;
  /** Customer mode, while the kiosk is locked for a customer reading and applying (K4, K6). */
  customerSeconds: number;
}

const customerPerStaffSecond = customerIdleSeconds / staffIdleSeconds;

function secondsIn(query: URLSearchParams, name: string): number | null {
  const text = query.get(name);
  const asked = text === null || text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(asked) && asked >= 1 && asked <= 3600 ? asked : null;
}

/**
 * This kiosk's limits (K4: 120 s, configurable in administration), unless the page was opened with `?idle=<s>` (staff) or
 * `?customerIdle=<s>` (tests, demos). A staff limit alone scales customer mode's with it, so a short test limit
 * never leaves a customer 10 real minutes.
 */
export function idleLimitsFrom(
  search: string,
  options: Pick<KioskOptions, 'staffIdleSeconds' | 'customerIdleSeconds'> = defaultKioskOptions,
): IdleLimits {
  const query = new URLSearchParams(search);
  const staff = secondsIn(query, 'idle');
  const customer = secondsIn(query, 'customerIdle');
  return {
    staffSeconds: staff ?? options.staffIdleSeconds,
    customerSeconds: customer ?? (staff === null ? options.customerIdleSeconds : Math.min(3600, staff * customerPerStaffSecond)),
  };
}
