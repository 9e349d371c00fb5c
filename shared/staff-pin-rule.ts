// K6, K9: the staff PIN that locks the kiosk and confirms administration; one rule for the screens and main, without
// zod, so the lock's PIN field comes with the screens' first load.

export const staffPinPattern = /^\d{4,8}$/;

/** The same words wherever a PIN is typed or refused. */
export const staffPinRule = 'The PIN is 4 to 8 digits.';
