import { KioskFailure } from '../core/kiosk-failure';
import { noAttempts, type Attempts } from './lock-record';

// K11: five wrong PINs pause PIN checks for 5 minutes; each further five, three times longer (15, 45 … minutes), at
// most a day. A 4-digit PIN at ten guesses per five minutes would last about three days; with the pauses growing,
// years.

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

/** Throws while paused, before any PIN is looked at. */
export function refuseWhilePaused(attempts: Attempts, now: number, pausedMessage: (wait: string) => string): void {
  const waitMs = attempts.pausedUntil - now;
  if (waitMs > 0) throw new KioskFailure('too-many-attempts', pausedMessage(waitWords(waitMs)));
}

/** The counts after one more wrong PIN, and whether that began a pause (and for how long). */
export function afterWrongPin(attempts: Attempts, now: number): { attempts: Attempts; pausedForMs: number | null } {
  const failures = attempts.failures + 1;
  if (failures < attemptsBeforePause) return { attempts: { ...attempts, failures }, pausedForMs: null };
  const pauses = attempts.pauses + 1;
  const pausedForMs = pauseMs(pauses);
  return { attempts: { failures: 0, pausedUntil: now + pausedForMs, pauses }, pausedForMs };
}

/** A right PIN, or an administrator's clearing, starts afresh. */
export const afterRightPin = (): Attempts => noAttempts;
