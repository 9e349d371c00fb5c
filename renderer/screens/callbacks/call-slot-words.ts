// D18's estimate for staff and customer: the day and time in the kiosk's local time, in the date's own format (no catalogue
// words, so the e2e specs can import it).

/** "Thursday 27 November, 10:15 am" in `timeZone` (the kiosk's own when not given). */
export function callTimeWords(slotMs: number, timeZone?: string): string {
  const options = { ...(timeZone === undefined ? {} : { timeZone }) };
  const day = new Intl.DateTimeFormat('en-AU', { ...options, weekday: 'long', day: 'numeric', month: 'long' }).format(slotMs);
  const time = new Intl.DateTimeFormat('en-AU', { ...options, hour: 'numeric', minute: '2-digit', hour12: true }).format(slotMs);
  // A no-break space keeps "10:15 am" on one line.
  return `${day}, ${time.replace(/\s+/g, '\u00a0').toLowerCase()}`;
}
