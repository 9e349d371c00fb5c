import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimalDollars, decimalDollarsToCents, formatCents, parseDollarsToCents, readTypedDollars } from '../../../shared/money';
import { categorySlug, productCategoryNames } from '../../../shared/enums';

describe('money as integer cents (D6, K5)', () => {
  it('formats for display in en-AU dollars', () => {
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-1_000)).toBe('-$10.00');
  });

  it.each([
    ['1234.56', 123_456],
    ['$1,234.5', 123_450],
    ['  99 ', 9_900],
    ['.5', 50],
    ['0.07', 7],
    ['12,500', 1_250_000],
  ])('reads what a person typed: %s → %i cents', (text, cents) => {
    expect(parseDollarsToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '1,23', '--5', '$', '1e5', '12,50.00'])('refuses %j', (text) => {
    expect(parseDollarsToCents(text)).toBeNull();
  });

  it.each([
    ['8 500', 850_000],
    ['12 500 000', 1_250_000_000],
    ['$ 8 500.50', 850_050],
    ['5000.', 500_000],
  ])('reads thousands grouped by spaces or a trailing point: %j → %i cents (K5)', (text, cents) => {
    expect(readTypedDollars(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'not-a-number'],
    ['$', 'not-a-number'],
    ['.', 'not-a-number'],
    ['-', 'not-a-number'],
    ['1e5', 'not-a-number'],
    ['8 5', 'not-a-number'],
    ['85 00', 'not-a-number'],
    ['1,234 567', 'not-a-number'],
    ['--5', 'not-a-number'],
    ['12,50.00', 'not-a-number'],
    ['-500', 'negative'],
    ['-$500', 'negative'],
    ['- 1,000.50', 'negative'],
    ['1.234', 'too-many-decimals'],
    ['4,999.955', 'too-many-decimals'],
    ['99999999999999999', 'too-large'],
  ] as const)('says why %j is not an amount: %s (K5)', (text, problem) => {
    expect(readTypedDollars(text)).toEqual({ ok: false, problem });
    expect(parseDollarsToCents(text)).toBeNull();
  });

  it('reads every amount it formats for typing back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const whole = Math.floor(cents / 100);
        const fraction = String(cents % 100).padStart(2, '0');
        expect(readTypedDollars(`${whole.toLocaleString('en-AU')}.${fraction}`)).toEqual({ ok: true, cents });
        expect(readTypedDollars(`${whole.toLocaleString('en-AU').replaceAll(',', ' ')}.${fraction}`)).toEqual({ ok: true, cents });
      }),
    );
  });

  it('round-trips checkout decimal dollars exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        expect(decimalDollarsToCents(centsToDecimalDollars(cents))).toBe(cents);
        expect(parseDollarsToCents(centsToDecimalDollars(cents))).toBe(cents);
      }),
    );
    expect(decimalDollarsToCents('5000.1')).toBe(500_010);
    expect(decimalDollarsToCents('5000.123')).toBeNull();
  });
});

describe('product category slugs (D22)', () => {
  it('lower-cases and joins runs of other characters with one "-"', () => {
    expect(categorySlug('Pool Heating Systems (Solar/Pump/Gas)')).toBe('pool-heating-systems-solar-pump-gas');
    expect(categorySlug('Storage Battery(s)')).toBe('storage-battery-s');
    expect(new Set(productCategoryNames.map(categorySlug)).size).toBe(20);
  });
});
