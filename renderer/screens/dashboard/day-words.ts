import { dayStart } from '../../../shared/dates/utc-day';

// The dashboard's dates are whole UTC days (D4): they are shown as those days, whatever the kiosk's time zone.

const dayMonth = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function utc(day: string): Date {
  return new Date(dayStart(day));
}

/** "27 Oct". */
export function shortDay(day: string): string {
  return dayMonth.format(utc(day));
}

/** "26 Oct – 24 Nov 2026". */
export function dayRangeWords(startDate: string, endDate: string): string {
  return `${startDate === endDate ? '' : `${shortDay(startDate)} – `}${dayMonthYear.format(utc(endDate))}`;
}
