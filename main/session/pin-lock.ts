import type { StaffPins } from '../credentials/staff-pin-store';
import { AttemptLimiter } from './attempt-limiter';
import { KioskFailure } from '../core/kiosk-failure';

const attemptsBeforePause = 5;
const pauseMs = 5 * 60_000;
const minutes = (count: number) => `${count} minute${count === 1 ? '' : 's'}`;
const wrongPinsLeft = (left: number) => `${left} more wrong PIN${left === 1 ? '' : 's'} and the kiosk stops taking PINs for 5 minutes.`;

/**
 * The lock a salesperson puts on the kiosk before handing it to a customer (K6), with their profile's own staff PIN:
 * chosen the first time the profile locks, asked every time after. Five wrong PINs pause PIN checks for five
 * minutes; an administrator's own PIN (D10) clears the pause. PINs are checked one at a time, so parallel guesses
 * cannot get past the count.
 */
export class PinLock {
  readonly #pins: StaffPins;
  readonly #staffAttempts: AttemptLimiter;
  readonly #administratorAttempts: AttemptLimiter;
  #lockedBy: string | null = null;
  #checks: Promise<unknown> = Promise.resolve();

  constructor(pins: StaffPins, now: () => number) {
    this.#pins = pins;
    this.#staffAttempts = new AttemptLimiter(now, {
      attempts: attemptsBeforePause,
      pauseMs,
      pausedMessage: (left) => `Too many wrong PINs. Try again in ${minutes(left)}.`,
    });
    // Its own count, so clearing cannot become a way round the pause.
    this.#administratorAttempts = new AttemptLimiter(now, {
      attempts: attemptsBeforePause,
      pauseMs,
      pausedMessage: (left) => `Too many wrong administrator PINs. Try again in ${minutes(left)}.`,
    });
  }

  get locked(): boolean {
    return this.#lockedBy !== null;
  }

  /** The profile whose PIN unlocks the kiosk, or null when it is not locked. */
  get lockedBy(): string | null {
    return this.#lockedBy;
  }

  /** The first lock of a profile chooses its PIN; every later one must give the same PIN. */
  lock(profileId: string, pin: string): Promise<void> {
    return this.#oneAtATime(async () => {
      if (this.#lockedBy !== null) throw new KioskFailure('locked', 'The kiosk is already locked.');
      this.#staffAttempts.check();
      if (!(await this.#pins.isChosen(profileId))) await this.#pins.save(profileId, pin);
      else if (!(await this.#pins.matches(profileId, pin)))
        this.#staffAttempts.failed((left) => new KioskFailure('wrong-pin', `That is not your staff PIN. ${wrongPinsLeft(left)}`));
      this.#staffAttempts.reset();
      this.#lockedBy = profileId;
    });
  }

  /** Only the PIN of the profile that locked the kiosk opens it. */
  unlock(pin: string): Promise<void> {
    return this.#oneAtATime(async () => {
      const lockedBy = this.#lockedBy;
      if (lockedBy === null) return;
      this.#staffAttempts.check();
      if (!(await this.#pins.matches(lockedBy, pin)))
        this.#staffAttempts.failed(
          (left) => new KioskFailure('wrong-pin', `That PIN is not the one the kiosk was locked with. ${wrongPinsLeft(left)}`),
        );
      this.#staffAttempts.reset();
      this.#lockedBy = null;
    });
  }

  /** The old PIN is required, and counts towards the pause like any other. */
  changePin(profileId: string, currentPin: string, newPin: string): Promise<void> {
    return this.#oneAtATime(async () => {
      this.#staffAttempts.check();
      if (!(await this.#pins.isChosen(profileId)))
        throw new KioskFailure('not-allowed', 'You have no staff PIN yet: you choose it the first time you lock the kiosk.');
      if (!(await this.#pins.matches(profileId, currentPin)))
        this.#staffAttempts.failed(
          (left) =>
            new KioskFailure('wrong-pin', `That is not your current staff PIN. ${wrongPinsLeft(left)}`, {
              currentPin: ['That is not your current staff PIN.'],
            }),
        );
      this.#staffAttempts.reset();
      await this.#pins.save(profileId, newPin);
    });
  }

  /** K9: each administration change asks for the profile's PIN again; wrong ones count towards the same pause. */
  confirm(profileId: string, pin: string): Promise<void> {
    return this.#oneAtATime(async () => {
      this.#staffAttempts.check();
      if (!(await this.#pins.isChosen(profileId)))
        throw new KioskFailure('not-allowed', 'You have no staff PIN yet: you choose it the first time you lock the kiosk.');
      if (!(await this.#pins.matches(profileId, pin)))
        this.#staffAttempts.failed(
          (left) =>
            new KioskFailure('wrong-pin', `That is not your staff PIN. ${wrongPinsLeft(left)}`, { pin: ['That is not your staff PIN.'] }),
        );
      this.#staffAttempts.reset();
    });
  }

  /** D10: the caller has checked that `administratorId` is an administrator's profile; its own PIN clears the pause and unlocks. */
  clearLockOut(administratorId: string, pin: string): Promise<void> {
    return this.#oneAtATime(async () => {
      this.#administratorAttempts.check();
      if (!(await this.#pins.isChosen(administratorId)))
        throw new KioskFailure('not-allowed', 'That administrator has no staff PIN yet, so cannot clear this.');
      if (!(await this.#pins.matches(administratorId, pin)))
        this.#administratorAttempts.failed(
          (left) =>
            new KioskFailure(
              'wrong-pin',
              `That is not the administrator’s staff PIN. ${left} more wrong PIN${left === 1 ? '' : 's'} and clearing stops for 5 minutes.`,
            ),
        );
      this.#administratorAttempts.reset();
      this.#staffAttempts.reset();
      this.#lockedBy = null;
    });
  }

  #oneAtATime<T>(check: () => Promise<T>): Promise<T> {
    const run = this.#checks.then(check, check);
    this.#checks = run.catch(() => undefined);
    return run;
  }
}
