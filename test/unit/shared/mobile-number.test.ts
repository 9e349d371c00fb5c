import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseMobile } from '../../../shared/mobile-number';
import { typedMobile } from '../../../shared/typed-mobile';
import { auMobile } from '../../../shared/wire/common';

// D12, D20: the service takes 04 and 8 digits; the kiosk reads the forms people type into that one form.

describe('normaliseMobile (D12, D20)', () => {
  it.each([
    ['0412345678', '0412345678'],
    ['0412 345 678', '0412345678'],
    ['+61 412 345 678', '0412345678'],
    ['+61412345678', '0412345678'],
    ['61412345678', '0412345678'],
    ['+61 (0) 412 345 678', '0412345678'],
    ['0412-345-678', '0412345678'],
    ['0412–345–678', '0412345678'],
    ['(04) 1234 5678', '0412345678'],
    ['0412.345.678', '0412345678'],
    ['  0412 345 678  ', '0412345678'],
  ])('reads %j as %s', (typed, mobile) => {
    expect(normaliseMobile(typed)).toBe(mobile);
  });

  it.each([
    '',
    '0312345678',
    '041234567',
    '04123456789',
    '+61312345678',
    '+6141234567',
    '612412345678',
    '412345678',
    '04l2345678',
    '0412/345/678',
    '+44 7412 345678',
    '0412 345 678 ext 2',
  ])('refuses %j', (typed) => {
    expect(normaliseMobile(typed)).toBeNull();
  });

  it('always answers a mobile the service takes, or null', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (typed) => {
        const mobile = normaliseMobile(typed);
        if (mobile !== null) expect(auMobile.safeParse(mobile).success).toBe(true);
      }),
    );
  });

  it('gives back every valid mobile, in every typed form, as it is', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{8}$/), (rest) => {
        const mobile = `04${rest}`;
        const spaced = `04${rest.slice(0, 2)} ${rest.slice(2, 5)} ${rest.slice(5)}`;
        for (const typed of [mobile, spaced, `+61 ${spaced.slice(1)}`, `61${mobile.slice(1)}`, `(04) ${rest.slice(0, 4)} ${rest.slice(4)}`])
          expect(normaliseMobile(typed)).toBe(mobile);
      }),
    );
  });

  it('is the schema main parses secureCode:send with', () => {
    expect(typedMobile.parse('+61 412 345 678')).toBe('0412345678');
    expect(typedMobile.safeParse('0312345678').success).toBe(false);
  });
});
