import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayFirst, readDayFirst, whyNoSuchDay, type DayFirstReading } from '../../../../shared/dates/day-first';

// D4's days as people here type them: the day first, whatever the browser's language.

const problemOf = (typed: string) => {
  const reading = readDayFirst(typed);
  return reading.ok ? undefined : reading.problem;
};

describe('readDayFirst', () => {
  it.each([
    ['14031985', '1985-03-14'],
    ['14/03/1985', '1985-03-14'],
    ['14-03-1985', '1985-03-14'],
    ['14.03.1985', '1985-03-14'],
    ['14 03 1985', '1985-03-14'],
    [' 14 / 3 / 1985 ', '1985-03-14'],
    ['1/2/2026', '2026-02-01'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2000', '2000-02-29'],
    ['31/12/2026', '2026-12-31'],
    ['1985-03-14', '1985-03-14'],
  ])('reads %s as %s', (typed, day) => {
    expect(readDayFirst(typed)).toEqual<DayFirstReading>({ ok: true, day });
  });

  it('reads the day first even where month first would also be a date', () => {
    expect(readDayFirst('03/04/2026')).toEqual({ ok: true, day: '2026-04-03' });
    expect(readDayFirst('03042026')).toEqual({ ok: true, day: '2026-04-03' });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['14 March 1985', 'unreadable'],
    ['1403198', 'unreadable'],
    ['140319851', 'unreadable'],
    ['14//03/1985', 'unreadable'],
    ['1985/03/14', 'unreadable'],
    ['14/03/85', 'short-year'],
    ['1-3-26', 'short-year'],
  ])('refuses %j: %s', (typed, kind) => {
    expect(problemOf(typed)?.kind).toBe(kind);
  });

  it.each([
    ['10/27/2026', { kind: 'no-such-month', day: 10, month: 27, year: 2026 }],
    ['14/13/1985', { kind: 'no-such-month', day: 14, month: 13, year: 1985 }],
    ['14/00/1985', { kind: 'no-such-month', day: 14, month: 0, year: 1985 }],
    ['31/04/2026', { kind: 'no-such-day', day: 31, month: 4, year: 2026 }],
    ['29/02/2025', { kind: 'no-such-day', day: 29, month: 2, year: 2025 }],
    ['29/02/1900', { kind: 'no-such-day', day: 29, month: 2, year: 1900 }],
    ['00/03/1985', { kind: 'no-such-day', day: 0, month: 3, year: 1985 }],
    ['30021985', { kind: 'no-such-day', day: 30, month: 2, year: 1985 }],
    ['1985-02-30', { kind: 'no-such-day', day: 30, month: 2, year: 1985 }],
  ])('knows %s is no day', (typed, problem) => {
    expect(problemOf(typed)).toEqual(problem);
  });

  it('reads back every day it writes, in each way of typing it', () => {
    const days = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(days, (date) => {
        const day = date.toISOString().slice(0, 10);
        const written = dayFirst(day);
        expect(written).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(readDayFirst(written)).toEqual({ ok: true, day });
        expect(readDayFirst(written.replaceAll('/', ''))).toEqual({ ok: true, day });
        expect(readDayFirst(written.replaceAll('/', '-'))).toEqual({ ok: true, day });
      }),
    );
  });
});

describe('dayFirst', () => {
  it('writes D4 days day first, and leaves anything else as it was', () => {
    expect(dayFirst('1985-03-14')).toBe('14/03/1985');
    expect(dayFirst('14/03/1985')).toBe('14/03/1985');
    expect(dayFirst('')).toBe('');
  });
});

describe('whyNoSuchDay', () => {
  const why = (typed: string) => {
    const problem = problemOf(typed);
    if (problem?.kind !== 'no-such-month' && problem?.kind !== 'no-such-day') throw new Error(`${typed} is not an impossible day`);
    return whyNoSuchDay(problem);
  };

  it('turns a month-first date round, when that makes it a day', () => {
    expect(why('10/27/2026')).toBe('There is no month 27. The day comes first, as in 27/10/2026');
    expect(why('14/13/1985')).toBe('There is no month 13. Months go from 1 to 12');
  });

  it('names the month and how many days it has', () => {
    expect(why('31/04/2026')).toBe('There is no 31 April 2026. April has 30 days');
    expect(why('29/02/2025')).toBe('There is no 29 February 2025. February 2025 has 28 days');
    expect(why('00/03/1985')).toBe('There is no day 0. Days start at 1');
  });
});
