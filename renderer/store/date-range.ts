import { lastDays } from '../../shared/dashboard/dashboard-range';

/** A list's dates, as the service takes them (D4): whole days in the kiosk's calendar. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** "The last 30 days" everywhere (lists and Branch alike): shared/dashboard's one rule, today and the 29 days before (D4). */
export function lastThirtyDays(today = new Date()): DateRange {
  return lastDays(today.getTime(), 30);
}

/** The same days: Show asks again for the dates on screen rather than other dates. */
export function sameDates(a: DateRange | null, b: DateRange | null): boolean {
  return a?.startDate === b?.startDate && a?.endDate === b?.endDate;
}
