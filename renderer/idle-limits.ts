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
 * K4's limits, unless the page was opened with `?idle=<s>` (staff) or `?customerIdle=<s>` (tests, demos). A staff
 * limit alone scales customer mode's with it, so a short test limit never leaves a customer 10 real minutes.
 */
export function idleLimitsFrom(search: string): IdleLimits {
  const query = new URLSearchParams(search);
  const staff = secondsIn(query, 'idle');
  const customer = secondsIn(query, 'customerIdle');
  return {
    staffSeconds: staff ?? staffIdleSeconds,
    customerSeconds: customer ?? (staff === null ? customerIdleSeconds : Math.min(3600, staff * customerPerStaffSecond)),
  };
}
