/** D4: `YYYY-MM-DDThh:mm:ss+00:00`, UTC, no fractions. */
export function serviceTimestamp(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}+00:00`;
}

/** D4: dates are whole UTC days. */
export function serviceDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
