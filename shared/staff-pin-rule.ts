// K6, K9: the staff PIN that locks the kiosk and confirms administration; one rule for the screens and main, without
// zod, so the lock's PIN field comes with the screens' first load. K15: two rules, because PINs chosen before it
// (4 or 5 digits) still open the kiosk, while every PIN chosen now is long enough to make an offline search slow.

/** A PIN typed to unlock, lock or confirm: any staff PIN there may be. */
export const staffPinPattern = /^\d{4,8}$/;

/** The same words wherever a typed PIN is refused. */
export const staffPinRule = 'The PIN is 4 to 8 digits.';

/** A PIN being chosen (first lock, a profile's first switch, set-up, change): K15. */
export const newStaffPinPattern = /^\d{6,8}$/;

/** The same words wherever a new PIN is asked for or refused. */
export const newStaffPinRule = 'A new PIN is 6 to 8 digits.';

/** K15: a PIN that still opens the kiosk but is shorter than a new one may be, so its profile is asked to change it. */
export function isShortStaffPin(pin: string): boolean {
  return staffPinPattern.test(pin) && !newStaffPinPattern.test(pin);
}
