// D4: the service's dates are whole UTC days, written `YYYY-MM-DD`; its timestamps are UTC seconds with `+00:00`.

const dayMs = 86_400_000;

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

/** D4: `YYYY-MM-DDThh:mm:ss+00:00`, UTC, no fractions. */
export function serviceTimestamp(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}+00:00`;
}
