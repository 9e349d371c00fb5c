import { z } from 'zod/mini';
import { newStaffPinPattern, newStaffPinRule, staffPinPattern, staffPinRule } from './staff-pin-rule';

// K6, K9: the staff PIN as the contract checks it (shared/staff-pin-rule.ts says what it is). zod/mini: the session's
// schemas, which the first screen's checks load, use it (issue 37).

/** A PIN typed to unlock, lock or confirm (a first lock or switch that chooses one: main checks it as new, K15). */
export const staffPin = z.string().check(z.regex(staffPinPattern, staffPinRule));

/** K15: a PIN being chosen. */
export const newStaffPin = z.string().check(z.regex(newStaffPinPattern, newStaffPinRule));
