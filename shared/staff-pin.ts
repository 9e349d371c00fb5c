import { z } from 'zod';
import { staffPinPattern, staffPinRule } from './staff-pin-rule';

// K6, K9: the staff PIN as the contract checks it (shared/staff-pin-rule.ts says what it is).

export const staffPin = z.string().regex(staffPinPattern, staffPinRule);
