import { KioskFailure } from '../core/kiosk-failure';
import { noAttempts, type Attempts } from './lock-record';

// K11: five wrong PINs pause PIN checks for 5 minutes; each further five, three times longer (15, 45 … minutes), at
// most a day. A 4-digit PIN at ten guesses per five minutes would last about three days; with the pauses growing,
// years. K15: a pause ends only once the wall clock has passed its end AND the kiosk's own running time (a monotonic
// clock) has run its length, so setting the system clock forward or back neither ends nor shortens it.

export const attemptsBeforePause = 5;
const firstPauseMs = 5 * 60_000;
const longestPauseMs = 24 * 60 * 60_000;

/** How long the `pause`th pause in a row lasts (1 → 5 minutes, 2 → 15, 3 → 45 …, at most 24 hours). */
export function pauseMs(pause: number): number {
  return Math.min(longestPauseMs, firstPauseMs * 3 ** Math.max(0, pause - 1));
}

/** Plain words for a wait: "5 minutes", "2 hours 15 minutes", "1 hour". */
export function waitWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (hours === 0) return plural(rest, 'minute');
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}

/** K15: the wait still owed, the longer of the wall clock's part and the running time's part (0: not paused). */
export function pauseWaitMs(attempts: Attempts, wallNow: number): number {
  const wallMs = Math.min(Math.max(0, attempts.pausedUntil - wallNow), pauseMs(attempts.pauses));
  return Math.max(wallMs, attempts.pauseLeftMs);
}

/**
 * K15: the counts after the kiosk ran `ranMs` more (monotonic): the running time owed counts down, and a wall clock
 * set back is taken at its word only so far that the wall's part never exceeds the pause's own length from now.
 */
export function afterRunning(attempts: Attempts, ranMs: number, wallNow: number): Attempts {
  const pauseLeftMs = Math.max(0, attempts.pauseLeftMs - Math.max(0, ranMs));
  const pausedUntil = Math.min(attempts.pausedUntil, wallNow + pauseMs(attempts.pauses));
  return pauseLeftMs === attempts.pauseLeftMs && pausedUntil === attempts.pausedUntil
    ? attempts
    : { ...attempts, pauseLeftMs, pausedUntil };
}

/** Throws while paused, before any PIN is looked at. */
export function refuseWhilePaused(attempts: Attempts, wallNow: number, pausedMessage: (wait: string) => string): void {
  const waitMs = pauseWaitMs(attempts, wallNow);
  if (waitMs > 0) throw KioskFailure.pinsPaused(pausedMessage(waitWords(waitMs)), waitMs);
}

/** The counts after one more wrong PIN, and whether that began a pause (and for how long). */
export function afterWrongPin(attempts: Attempts, wallNow: number): { attempts: Attempts; pausedForMs: number | null } {
  const failures = attempts.failures + 1;
  if (failures < attemptsBeforePause) return { attempts: { ...attempts, failures }, pausedForMs: null };
  const pauses = attempts.pauses + 1;
  const pausedForMs = pauseMs(pauses);
  return { attempts: { failures: 0, pausedUntil: wallNow + pausedForMs, pauseLeftMs: pausedForMs, pauses }, pausedForMs };
}

/**
 * K15: the worst a record that is not believed could have held, from the newest counts the keychain saw: one more
 * wrong PIN each for staff and administrators (the file may have been one write ahead of the keychain), and a staff
 * pause begun at once, each pause longer than the last, so never shorter than one that was running.
 */
export function worstCounts(
  seen: { staff: Attempts; administrator: Attempts },
  wallNow: number,
): { staff: Attempts; administrator: Attempts } {
  return {
    staff: afterWrongPin({ ...seen.staff, failures: attemptsBeforePause - 1 }, wallNow).attempts,
    administrator: afterWrongPin(seen.administrator, wallNow).attempts,
  };
}

/** A right PIN, or an administrator's clearing, starts afresh. */
export const afterRightPin = (): Attempts => noAttempts;
