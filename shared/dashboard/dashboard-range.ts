import type { DashboardDays } from '../contract/dashboard';

// D4: the service filters whole UTC days, so the dashboard's days are UTC days too.

const dayMs = 86_400_000;

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** `YYYY-MM-DD` of the UTC day holding `ms` (D4). */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Epoch ms of 00:00 UTC on a `YYYY-MM-DD` day. */
export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return utcDay(dayStart(day) + count * dayMs);
}

/** The last `days` whole UTC days, today (by the service's clock, `nowMs`) the last of them. */
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
