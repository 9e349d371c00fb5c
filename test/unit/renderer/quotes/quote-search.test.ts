import { describe, expect, it } from 'vitest';
import { mobileDigits, quoteMatches } from '../../../../renderer/screens/quotes/quote-search';

// The quote just sent is found by the customer's name, email or mobile, however the mobile is typed.

const quote = { applicant: 'Jamie Nguyen', applicant_email: 'jamie.nguyen@example.com', mobile: '0412345678' };

describe('searching quotes', () => {
  it('finds by name or email, in any case', () => {
    expect(quoteMatches(quote, 'nguyen')).toBe(true);
    expect(quoteMatches(quote, '  JAMIE ')).toBe(true);
    expect(quoteMatches(quote, 'jamie.nguyen@EXAMPLE')).toBe(true);
    expect(quoteMatches(quote, 'robin')).toBe(false);
  });

  it('finds by mobile on its digits alone: spaces, dashes, brackets and +61 make no difference', () => {
    for (const typed of ['0412345678', '0412 345 678', '0412-345-678', '(04) 1234 5678', '+61 412 345 678', '345 678', '+61 412'])
      expect(quoteMatches(quote, typed), typed).toBe(true);
    expect(quoteMatches(quote, '0499 999 999')).toBe(false);
  });

  it('too few digits, or words mixed with digits, do not match every mobile', () => {
    expect(quoteMatches(quote, '04')).toBe(false);
    expect(quoteMatches(quote, 'jamie 0412')).toBe(false);
  });

  it('a quote without a known mobile is found by name and email only', () => {
    const { mobile: _mobile, ...unknown } = quote;
    expect(quoteMatches(unknown, '0412 345 678')).toBe(false);
    expect(quoteMatches(unknown, 'Jamie')).toBe(true);
  });

  it('nothing typed shows every quote', () => {
    expect(quoteMatches(quote, '   ')).toBe(true);
  });

  it('reads a mobile as its digits, +61 as the 0 it stands for', () => {
    expect(mobileDigits('0412 345 678')).toBe('0412345678');
    expect(mobileDigits('+61 412 345 678')).toBe('0412345678');
    expect(mobileDigits('+61 41')).toBe('041');
  });
});
