import { describe, expect, it } from 'vitest';
import { lastDays, weeksOf } from '../../../../shared/dashboard/dashboard-range';
import { addDays, utcDay } from '../../../../shared/dates/utc-day';

// D4: the dashboard counts whole UTC days, today by the service's clock the last of them.

describe('the dashboard’s days (D4)', () => {
  it('the last 30 days are 30 whole UTC days ending on the service’s today', () => {
    // 23:30 on 24 Nov in UTC is already 25 Nov in Sydney: the UTC day decides.
    const now = Date.parse('2026-11-24T23:30:00Z');
    expect(lastDays(now, 30)).toEqual({ startDate: '2026-10-26', endDate: '2026-11-24' });
    expect(lastDays(now, 90)).toEqual({ startDate: '2026-08-27', endDate: '2026-11-24' });
  });

  it('counts days across a month end and a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(utcDay(Date.parse('2028-12-31T23:59:59Z'))).toBe('2028-12-31');
  });

  it('cuts a range into Monday-to-Sunday weeks, the first and last cut to the range', () => {
    // 26 Oct 2026 is a Monday; 24 Nov 2026 a Tuesday.
    expect(weeksOf({ startDate: '2026-10-28', endDate: '2026-11-24' })).toEqual([
      { startDate: '2026-10-28', endDate: '2026-11-01' },
      { startDate: '2026-11-02', endDate: '2026-11-08' },
      { startDate: '2026-11-09', endDate: '2026-11-15' },
      { startDate: '2026-11-16', endDate: '2026-11-22' },
      { startDate: '2026-11-23', endDate: '2026-11-24' },
    ]);
  });

  it('a range starting on a Sunday has a one-day first week; one day is one week', () => {
    expect(weeksOf({ startDate: '2026-11-01', endDate: '2026-11-03' })).toEqual([
      { startDate: '2026-11-01', endDate: '2026-11-01' },
      { startDate: '2026-11-02', endDate: '2026-11-03' },
    ]);
    expect(weeksOf({ startDate: '2026-11-04', endDate: '2026-11-04' })).toEqual([{ startDate: '2026-11-04', endDate: '2026-11-04' }]);
  });

  it('the weeks of 30 and 90 days cover every day once, in order', () => {
    for (const days of [30, 90] as const) {
      const range = lastDays(Date.parse('2026-11-24T12:00:00Z'), days);
      const weeks = weeksOf(range);
      expect(weeks[0]?.startDate).toBe(range.startDate);
      expect(weeks.at(-1)?.endDate).toBe(range.endDate);
      for (const [index, week] of weeks.entries()) {
        const next = weeks[index + 1];
        if (next) expect(next.startDate).toBe(addDays(week.endDate, 1));
        expect(week.startDate <= week.endDate).toBe(true);
      }
    }
  });
});
