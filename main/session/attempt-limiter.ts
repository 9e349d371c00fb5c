import { KioskFailure } from '../core/kiosk-failure';

export interface AttemptLimits {
  attempts: number;
  pauseMs: number;
  /** Plain words for the pause, given the whole minutes left. */
  pausedMessage: (minutes: number) => string;
}

/** Counts wrong PINs: after `attempts` of them in a row, checking pauses for `pauseMs` (a 4-digit PIN is guessable). */
export class AttemptLimiter {
  readonly #now: () => number;
  readonly #limits: AttemptLimits;
  #failures = 0;
  #pausedUntil = 0;

  constructor(now: () => number, limits: AttemptLimits) {
    this.#now = now;
    this.#limits = limits;
  }

  get paused(): boolean {
    return this.#pausedUntil > this.#now();
  }

  /** Throws while paused, before any PIN is looked at. */
  check(): void {
    const waitMs = this.#pausedUntil - this.#now();
    if (waitMs > 0) throw this.#pausedFailure(waitMs);
  }

  /** Counts a wrong PIN; throws `wrong` or, at the limit, the pause. */
  failed(wrong: (attemptsLeft: number) => KioskFailure): never {
    this.#failures += 1;
    const left = this.#limits.attempts - this.#failures;
    if (left > 0) throw wrong(left);
    this.#failures = 0;
    this.#pausedUntil = this.#now() + this.#limits.pauseMs;
    throw this.#pausedFailure(this.#limits.pauseMs);
  }

  /** A right PIN, or an administrator's clearing, starts the count afresh. */
  reset(): void {
    this.#failures = 0;
    this.#pausedUntil = 0;
  }

  #pausedFailure(waitMs: number): KioskFailure {
    return new KioskFailure('too-many-attempts', this.#limits.pausedMessage(Math.ceil(waitMs / 60_000)));
  }
}
