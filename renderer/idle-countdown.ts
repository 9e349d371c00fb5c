import { idleWarningSeconds } from '../shared/idle-limits';

export interface IdleCountdownListener {
  /** Seconds left before the wipe while the warning shows; null once it is gone (answered, or the wipe came). */
  warning(secondsLeft: number | null): void;
  /** K4: the idle time is over and nobody answered the warning. */
  wipe(): void;
}

/** The last stretch of the idle time is the warning: the full 20 s of any longer limit, half of a shorter one (tests). */
export function warningSecondsFor(limitSeconds: number): number {
  return limitSeconds > idleWarningSeconds ? idleWarningSeconds : Math.max(1, Math.ceil(limitSeconds / 2));
}

/**
 * What a live region says as the countdown runs: nothing at first (the dialog itself announces the time as it
 * opens), then, from halfway, one sentence that stays true to the end ("10 seconds or less…", its seconds are
 * what this answers), so it is read once and never each second.
 */
export function countdownAnnouncement(secondsLeft: number, warningSeconds: number): number | null {
  const halfway = Math.ceil(warningSeconds / 2);
  return warningSeconds > 2 && secondsLeft <= halfway ? halfway : null;
}

/**
 * K4 with a warning: after `limitSeconds` without a touch or a key the customer's data is wiped, but the last
 * seconds of that time are a "Still there?" countdown. Activity restarts the quiet time; once the warning shows,
 * only an answer to it (`stay`) keeps the data, so a stray touch on the backdrop does not hide the question.
 * After a wipe nothing runs until someone touches the kiosk again.
 */
export class IdleCountdown {
  readonly #limitSeconds: number;
  readonly #warningSeconds: number;
  readonly #listener: IdleCountdownListener;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #secondsLeft: number | null = null;

  constructor(limitSeconds: number, listener: IdleCountdownListener) {
    this.#limitSeconds = limitSeconds;
    this.#warningSeconds = warningSecondsFor(limitSeconds);
    this.#listener = listener;
  }

  get warningSeconds(): number {
    return this.#warningSeconds;
  }

  /** Starts the quiet time, as the screen opens. */
  start(): void {
    this.#quiet();
  }

  /** A touch, a key or typing: the quiet time starts over, unless the warning is already asking. */
  activity(): void {
    if (this.#secondsLeft === null) this.#quiet();
  }

  /** "I'm still here": the warning goes and everything stays. */
  stay(): void {
    this.#show(null);
    this.#quiet();
  }

  stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #quiet(): void {
    this.stop();
    this.#timer = setTimeout(() => this.#tick(this.#warningSeconds), (this.#limitSeconds - this.#warningSeconds) * 1000);
  }

  #tick(secondsLeft: number): void {
    if (secondsLeft <= 0) {
      this.stop();
      this.#show(null);
      this.#listener.wipe();
      return;
    }
    this.#show(secondsLeft);
    this.#timer = setTimeout(() => this.#tick(secondsLeft - 1), 1000);
  }

  #show(secondsLeft: number | null): void {
    if (secondsLeft === this.#secondsLeft) return;
    this.#secondsLeft = secondsLeft;
    this.#listener.warning(secondsLeft);
  }
}
