import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earliestCallSlot } from '../../../../shared/callouts/call-slot';

// D18: the earliest slot on a 15-minute grid, at least one hour ahead, 09:00–16:45 Australia/Sydney (17:00 is
// closing time, not a slot), Monday to Friday. Times below are written in Sydney's offset of the day:
// +10:00 (AEST) or +11:00 (AEDT); in 2025 daylight saving ends on 6 April and starts on 5 October.

const at = (isoWithOffset: string) => Date.parse(isoWithOffset);

/** Sydney's wall clock by a second route through ICU (sv-SE prints "YYYY-MM-DD hh:mm:ss"), for the oracle. */
const sydneyWeekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Australia/Sydney', weekday: 'long' });
const sydneyDateTime = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Australia/Sydney', dateStyle: 'short', timeStyle: 'medium' });

function sydneyWallClock(ms: number): { weekday: string; minute: number } {
  const [hours, minutes] = sydneyDateTime.format(ms).slice(11, 16).split(':').map(Number);
  return { weekday: sydneyWeekday.format(ms), minute: (hours ?? 0) * 60 + (minutes ?? 0) };
}

function isOpenSlot(ms: number): boolean {
  const { weekday, minute } = sydneyWallClock(ms);
  return !['Saturday', 'Sunday'].includes(weekday) && minute >= 9 * 60 && minute <= 16 * 60 + 45 && ms % 900_000 === 0;
}

describe('earliestCallSlot (D18)', () => {
  const cases: Array<[string, string, string]> = [
    ['on the hour, mid-morning: one hour later', '2025-06-02T10:00:00+10:00', '2025-06-02T11:00:00+10:00'],
    ['off the grid: the next quarter hour', '2025-06-02T10:07:30+10:00', '2025-06-02T11:15:00+10:00'],
    ['a millisecond past a quarter: the quarter after', '2025-06-02T10:15:00.001+10:00', '2025-06-02T11:30:00+10:00'],
    ['before opening: 09:00 the same day', '2025-06-02T03:00:00+10:00', '2025-06-02T09:00:00+10:00'],
    ['exactly an hour before opening: 09:00', '2025-06-02T08:00:00+10:00', '2025-06-02T09:00:00+10:00'],
    ['just under an hour before opening: 09:15', '2025-06-02T08:00:00.001+10:00', '2025-06-02T09:15:00+10:00'],
    ['just before the cut-off: the last slot, 16:45', '2025-06-02T15:45:00+10:00', '2025-06-02T16:45:00+10:00'],
    ['just after the cut-off: 09:00 next morning', '2025-06-02T15:45:00.001+10:00', '2025-06-03T09:00:00+10:00'],
    ['17:00 is not a slot', '2025-06-02T16:00:00+10:00', '2025-06-03T09:00:00+10:00'],
    ['late evening: 09:00 next morning', '2025-06-02T23:30:00+10:00', '2025-06-03T09:00:00+10:00'],
    ['Thursday after hours: Friday 09:00', '2025-06-05T16:30:00+10:00', '2025-06-06T09:00:00+10:00'],
    ['Friday 16:30: Monday 09:00', '2025-06-06T16:30:00+10:00', '2025-06-09T09:00:00+10:00'],
    ['a weekday at 08:10: 09:15 the same day', '2025-06-03T08:10:00+10:00', '2025-06-03T09:15:00+10:00'],
    ['Friday afternoon, before the cut-off: Friday', '2025-06-06T15:30:00+10:00', '2025-06-06T16:30:00+10:00'],
    ['Friday evening: Monday 09:00', '2025-06-06T17:30:00+10:00', '2025-06-09T09:00:00+10:00'],
    ['Saturday noon: Monday 09:00', '2025-06-07T12:00:00+10:00', '2025-06-09T09:00:00+10:00'],
    ['Sunday 23:30: Monday 09:00', '2025-06-08T23:30:00+10:00', '2025-06-09T09:00:00+10:00'],
    ['across the new year: Thursday 1 January 09:00 (holidays are not excluded)', '2025-12-31T16:30:00+11:00', '2026-01-01T09:00:00+11:00'],
    // Daylight saving ends: Sunday 6 April 2025, 03:00 AEDT becomes 02:00 AEST.
    ['DST ends: Thursday after hours (AEDT) to Friday 09:00 (AEDT)', '2025-04-03T16:00:00+11:00', '2025-04-04T09:00:00+11:00'],
    ['DST ends: Friday 16:30 (AEDT) to Monday 09:00 (AEST)', '2025-04-04T16:30:00+11:00', '2025-04-07T09:00:00+10:00'],
    ['DST ends: Friday evening (AEDT) to Monday 09:00 (AEST)', '2025-04-04T17:00:00+11:00', '2025-04-07T09:00:00+10:00'],
    ['DST ends: the first 02:30 of the Sunday', '2025-04-06T02:30:00+11:00', '2025-04-07T09:00:00+10:00'],
    ['DST ends: the second 02:30 of the Sunday', '2025-04-06T02:30:00+10:00', '2025-04-07T09:00:00+10:00'],
    ['DST ends: Monday morning (AEST)', '2025-04-07T08:10:00+10:00', '2025-04-07T09:15:00+10:00'],
    // Daylight saving starts: Sunday 5 October 2025, 02:00 AEST becomes 03:00 AEDT.
    ['DST starts: Friday evening (AEST) to Monday 09:00 (AEDT)', '2025-10-03T17:00:00+10:00', '2025-10-06T09:00:00+11:00'],
    ['DST starts: Friday 16:30 (AEST) to Monday 09:00 (AEDT)', '2025-10-03T16:30:00+10:00', '2025-10-06T09:00:00+11:00'],
    ['DST starts: Monday 08:10 (AEDT) to 09:15', '2025-10-06T08:10:00+11:00', '2025-10-06T09:15:00+11:00'],
    ['DST starts: just before the change on Sunday', '2025-10-05T01:59:00+10:00', '2025-10-06T09:00:00+11:00'],
    ['DST starts: just after the change on Sunday', '2025-10-05T03:30:00+11:00', '2025-10-06T09:00:00+11:00'],
    ['DST starts: Monday noon (AEDT)', '2025-10-06T12:00:00+11:00', '2025-10-06T13:00:00+11:00'],
  ];

  it.each(cases)('%s', (_name, now, expected) => {
    expect(earliestCallSlot(at(now))).toBe(at(expected));
  });

  it('is written in UTC: Monday 09:00 AEST after the April change is Sunday 23:00 UTC', () => {
    expect(new Date(earliestCallSlot(at('2025-04-04T17:00:00+11:00'))).toISOString()).toBe('2025-04-06T23:00:00.000Z');
    expect(new Date(earliestCallSlot(at('2025-10-03T17:00:00+10:00'))).toISOString()).toBe('2025-10-05T22:00:00.000Z');
  });

  it('always answers the first open slot at least an hour ahead, and never more than four days ahead', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }), (now) => {
        const slot = earliestCallSlot(now);
        expect(isOpenSlot(slot)).toBe(true);
        expect(slot).toBeGreaterThanOrEqual(now + 3_600_000);
        expect(slot - now).toBeLessThan(4 * 86_400_000);
        for (let earlier = slot - 900_000; earlier >= now + 3_600_000; earlier -= 900_000) {
          expect(isOpenSlot(earlier)).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });
});
