import { describe, expect, it } from 'vitest';
import { lastDays } from '../../../../shared/dashboard/dashboard-range';
import { lastThirtyDays } from '../../../../renderer/store/date-range';

// "The last 30 days" is one range everywhere: Branch's (main) and the lists' first range (the screens), by one rule.

describe('the last 30 days', () => {
  const now = Date.parse('2026-11-27T03:31:00Z');

  it('is today and the 29 days before, whole UTC days (D4)', () => {
    expect(lastDays(now, 30)).toEqual({ startDate: '2026-10-29', endDate: '2026-11-27' });
  });

  it('is the same range on the lists as on Branch', () => {
    expect(lastThirtyDays(new Date(now))).toEqual(lastDays(now, 30));
  });
});
