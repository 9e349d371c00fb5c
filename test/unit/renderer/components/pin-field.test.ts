import { describe, expect, it } from 'vitest';
import { newStaffPinRule, staffPinRule } from '../../../../shared/staff-pin-rule';
import { isNewStaffPin, isStaffPin, pinError } from '../../../../renderer/components/pin-field';

// One PIN field for the four forms: the shared rules (shared/staff-pin.ts), said only once the form is tried.

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

  it('asks a repeated PIN only to match, and only once the first keeps the new-PIN rule', () => {
    const words = 'The two PINs are not the same.';
    expect(pinError({ value: '567890', tried: true, isNew: true, repeats: { of: '123456', words } })).toBe(words);
    expect(pinError({ value: '123456', tried: true, isNew: true, repeats: { of: '123456', words } })).toBeUndefined();
    expect(pinError({ value: '5678', tried: true, isNew: true, repeats: { of: '1234', words } })).toBeUndefined();
    expect(pinError({ value: '567890', tried: false, isNew: true, repeats: { of: '123456', words } })).toBeUndefined();
  });

  it('K15: a new PIN gives the new-PIN rule’s words for 4 or 5 digits, which a typed PIN takes', () => {
    expect(pinError({ value: '1234', tried: true, isNew: true })).toBe(newStaffPinRule);
    expect(pinError({ value: '13579', tried: true, isNew: true })).toBe(newStaffPinRule);
    expect(pinError({ value: '123456', tried: true, isNew: true })).toBeUndefined();
    expect(pinError({ value: '1234', tried: true })).toBeUndefined();
  });

  it('keeps the rules main keeps: 4 to 8 digits typed, 6 to 8 chosen', () => {
    expect(['1234', '12345678'].map(isStaffPin)).toEqual([true, true]);
    expect(['123', '123456789', '12a4', ''].map(isStaffPin)).toEqual([false, false, false, false]);
    expect(['123456', '12345678'].map(isNewStaffPin)).toEqual([true, true]);
    expect(['1234', '13579', '123456789', ''].map(isNewStaffPin)).toEqual([false, false, false, false]);
  });
});
