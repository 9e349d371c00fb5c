import { say } from './words';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/** D18: how far off the call is: "about 1 hour 10 minutes from now" (to 5 minutes), "about 19 hours from now", "about 3 days from now". */
export function timeFromNowWords(slotMs: number, nowMs: number): string {
  const ahead = Math.max(0, slotMs - nowMs);
  if (ahead < 3 * hourMs) {
    const fives = Math.round(ahead / (5 * minuteMs));
    const hours = Math.floor(fives / 12);
    const minutes = (fives % 12) * 5;
    if (hours > 0 && minutes > 0) return say('callbacks.fromNow.hoursMinutes', { hours, minutes });
    if (hours > 0) return say('callbacks.fromNow.hours', { hours });
    if (minutes > 0) return say('callbacks.fromNow.minutes', { minutes });
    return say('callbacks.fromNow.now');
  }
  if (ahead < 36 * hourMs) return say('callbacks.fromNow.hours', { hours: Math.round(ahead / hourMs) });
  return say('callbacks.fromNow.days', { days: Math.round(ahead / (24 * hourMs)) });
}
