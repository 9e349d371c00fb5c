import { describe, expect, it } from 'vitest';
import { staffPinRule } from '../../../../shared/staff-pin-rule';
import { isStaffPin, pinError } from '../../../../renderer/components/pin-field';

// One PIN field for the four forms: the shared rule (shared/staff-pin.ts), said only once the form is tried.

describe('pinError', () => {
  it('says nothing before the form is tried, however the PIN looks', () => {
    expect(pinError({ value: '12', tried: false })).toBeUndefined();
  });

  it('gives the shared rule’s words for a PIN that breaks it, once tried', () => {
    expect(pinError({ value: '12', tried: true })).toBe(staffPinRule);
    expect(pinError({ value: '123456789', tried: true })).toBe(staffPinRule);
    expect(pinError({ value: '1234', tried: true })).toBeUndefined();
  });

  it('shows main’s own words about a PIN that keeps the rule, and before any try', () => {
    expect(pinError({ value: '', tried: false, error: 'That is not your staff PIN.' })).toBe('That is not your staff PIN.');
    expect(pinError({ value: '1234', tried: true, error: 'That is not your staff PIN.' })).toBe('That is not your staff PIN.');
    expect(pinError({ value: '12', tried: true, error: 'That is not your staff PIN.' })).toBe(staffPinRule);
  });

  it('asks a repeated PIN only to match, and only once the first keeps the rule', () => {
    const words = 'The two PINs are not the same.';
    expect(pinError({ value: '5678', tried: true, repeats: { of: '1234', words } })).toBe(words);
    expect(pinError({ value: '1234', tried: true, repeats: { of: '1234', words } })).toBeUndefined();
    expect(pinError({ value: '5678', tried: true, repeats: { of: '12', words } })).toBeUndefined();
    expect(pinError({ value: '5678', tried: false, repeats: { of: '1234', words } })).toBeUndefined();
  });

  it('keeps the rule main keeps: 4 to 8 digits', () => {
    expect(['1234', '12345678'].map(isStaffPin)).toEqual([true, true]);
    expect(['123', '123456789', '12a4', ''].map(isStaffPin)).toEqual([false, false, false, false]);
  });
});
