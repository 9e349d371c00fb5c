import { describe, expect, it } from 'vitest';
import { newStaffPin, staffPin } from '../../../shared/staff-pin';
import { isShortStaffPin, newStaffPinPattern, newStaffPinRule, staffPinPattern, staffPinRule } from '../../../shared/staff-pin-rule';

// K15: a PIN typed to unlock or confirm may be any staff PIN there is (4 to 8 digits, as before); a PIN being chosen
// is 6 to 8 digits. The contract's schemas say the same words as the screens.

const typed = (pin: string) => staffPinPattern.test(pin);
const chosen = (pin: string) => newStaffPinPattern.test(pin);

describe('the staff PIN rules', () => {
  it('takes 4 to 8 digits typed, so PINs chosen before K15 keep working', () => {
    expect(['1234', '13579', '123456', '12345678'].map(typed)).toEqual([true, true, true, true]);
    expect(['123', '123456789', '12a4', ' 1234', '１２３４', ''].map(typed)).toEqual([false, false, false, false, false, false]);
  });

  it('takes 6 to 8 digits for a new PIN', () => {
    expect(['123456', '1234567', '12345678'].map(chosen)).toEqual([true, true, true]);
    expect(['1234', '13579', '123456789', '12345a', ''].map(chosen)).toEqual([false, false, false, false, false]);
  });

  it('calls a PIN short when it still opens the kiosk but could not be chosen now', () => {
    expect(['1234', '13579'].map(isShortStaffPin)).toEqual([true, true]);
    expect(['123456', '12345678', '123', 'abcd'].map(isShortStaffPin)).toEqual([false, false, false, false]);
  });

  it('gives the contract the same words as the screens', () => {
    expect(staffPin.safeParse('123').error?.issues[0]?.message).toBe(staffPinRule);
    expect(newStaffPin.safeParse('1234').error?.issues[0]?.message).toBe(newStaffPinRule);
    expect(newStaffPin.safeParse('123456').success).toBe(true);
    expect(newStaffPinRule).toBe('A new PIN is 6 to 8 digits.');
  });
});
