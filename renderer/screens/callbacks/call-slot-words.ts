// D18's estimate in words for staff and customer: the day and time in the kiosk's local time, and how far off it is.

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/** "Thursday 27 November, 10:15 am" in `timeZone` (the kiosk's own when not given). */
export function callTimeWords(slotMs: number, timeZone?: string): string {
  const options = { ...(timeZone === undefined ? {} : { timeZone }) };
  const day = new Intl.DateTimeFormat('en-AU', { ...options, weekday: 'long', day: 'numeric', month: 'long' }).format(slotMs);
  const time = new Intl.DateTimeFormat('en-AU', { ...options, hour: 'numeric', minute: '2-digit', hour12: true }).format(slotMs);
  // A no-break space keeps "10:15 am" on one line.
  return `${day}, ${time.replace(/\s+/g, '\u00a0').toLowerCase()}`;
}

/** "about 1 hour 10 minutes from now" (to 5 minutes), "about 19 hours from now", "about 3 days from now". */
export function timeFromNowWords(slotMs: number, nowMs: number): string {
  const ahead = Math.max(0, slotMs - nowMs);
  if (ahead < 3 * hourMs) {
    const fives = Math.round(ahead / (5 * minuteMs));
    const hours = Math.floor(fives / 12);
    const minutes = (fives % 12) * 5;
    const parts = [hours > 0 ? plural(hours, 'hour') : '', minutes > 0 ? plural(minutes, 'minute') : ''].filter(Boolean);
    return parts.length === 0 ? 'now' : `about ${parts.join(' ')} from now`;
  }
  if (ahead < 36 * hourMs) return `about ${plural(Math.round(ahead / hourMs), 'hour')} from now`;
  return `about ${plural(Math.round(ahead / (24 * hourMs)), 'day')} from now`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
