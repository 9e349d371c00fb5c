// D18: when the service calls a customer back. Slots lie on a 15-minute grid from 09:00 (the first) to 16:45
// (the last: a call at 17:00 would fall outside the hours), Monday to Friday, Australia/Sydney wall-clock time,
// at least one hour ahead. Sydney's offsets (+10:00, +11:00) are whole hours, so its quarter hours are UTC's.
// One rule for the sandbox (which books the slot) and the kiosk (which estimates it before staff book).

const quarterHourMs = 15 * 60_000;
const leadTimeMs = 60 * 60_000;
const firstSlotMinute = 9 * 60;
const lastSlotMinute = 16 * 60 + 45;
const workingDays = new Set(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);

/** D18's hours in the words the kiosk shows staff and customers. */
export const callingHoursWords = 'Monday to Friday, 9 am to 5 pm Sydney time, at least an hour after the request';

// Full ICU: the zone's rules, daylight saving included, come from the platform, never from our arithmetic.
const sydneyClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Australia/Sydney',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The earliest call slot for a request made at `nowMs`, as epoch ms (written in UTC on the wire). */
export function earliestCallSlot(nowMs: number): number {
  let slot = Math.ceil((nowMs + leadTimeMs) / quarterHourMs) * quarterHourMs;
  // Walking the grid meets every DST change as it comes; the longest gap (Friday to Monday) is 256 steps.
  while (!isCallSlot(slot)) slot += quarterHourMs;
  return slot;
}

/** Whether a quarter-hour instant is inside Sydney's calling hours. */
function isCallSlot(ms: number): boolean {
  const parts = Object.fromEntries(sydneyClock.formatToParts(ms).map((part) => [part.type, part.value]));
  const minute = Number(parts['hour']) * 60 + Number(parts['minute']);
  return workingDays.has(parts['weekday'] ?? '') && minute >= firstSlotMinute && minute <= lastSlotMinute;
}
