import { describe, expect, it } from 'vitest';
import { dayFieldProblem } from '../../../../renderer/components/day-field';

// The kiosk's date fields read days typed day first (D4's YYYY-MM-DD behind them), whatever the browser's language.

describe('dayFieldProblem', () => {
  it.each(['27/10/2026', '27102026', '27-10-2026', '1/2/2026', '2026-10-27'])('takes %j as a day', (text) => {
    expect(dayFieldProblem(text)).toBeUndefined();
  });

  it.each([
    ['', 'Enter a date, day first: DD/MM/YYYY.'],
    ['27 Oct', 'Enter the date day first, as DD/MM/YYYY.'],
    ['27/10/26', 'Write the year with all four digits: DD/MM/YYYY.'],
    ['10/27/2026', 'There is no month 27. The day comes first, as in 27/10/2026.'],
    ['31/06/2026', 'There is no 31 June 2026. June has 30 days.'],
  ])('says why %j is not a day', (text, words) => {
    expect(dayFieldProblem(text)).toBe(words);
  });
});
