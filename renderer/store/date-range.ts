/** A list's dates, as the service takes them (D4): whole days in the kiosk's calendar. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** The 30 days up to `today`, in the kiosk's local calendar. */
export function lastThirtyDays(today = new Date()): DateRange {
  const start = new Date(today);
  start.setDate(start.getDate() - 30);
  return { startDate: isoDay(start), endDate: isoDay(today) };
}

export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
