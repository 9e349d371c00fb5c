import type { DashboardDays } from '../contract/dashboard';
import { addDays, dayStart, utcDay } from '../dates/utc-day';

// D4: the service filters whole UTC days, so the dashboard's days are UTC days too.

/** Re-exported for the tests that still import them from here (test/integration/main/ipc, test/e2e/kiosk); new code takes shared/dates/utc-day.ts. */
export { addDays, utcDay };

export interface DayRange {
  startDate: string;
  endDate: string;
}

/**
 * The last `days` whole UTC days, today (by the service's clock, `nowMs`) the last of them: the one rule for "the last
 * 30 days", which Branch and the lists' first range both use.
 */
export function lastDays(nowMs: number, days: DashboardDays): DayRange {
  const endDate = utcDay(nowMs);
  return { startDate: addDays(endDate, -(days - 1)), endDate };
}

/** The range cut into weeks, Monday to Sunday (an Australian week), the first and last cut to the range. */
export function weeksOf(range: DayRange): DayRange[] {
  const weeks: DayRange[] = [];
  let startDate = range.startDate;
  while (startDate <= range.endDate) {
    // getUTCDay: Sunday 0 … Saturday 6; days left until this week's Sunday.
    const toSunday = (7 - new Date(dayStart(startDate)).getUTCDay()) % 7;
    const sunday = addDays(startDate, toSunday);
    const endDate = sunday < range.endDate ? sunday : range.endDate;
    weeks.push({ startDate, endDate });
    startDate = addDays(endDate, 1);
  }
  return weeks;
}
