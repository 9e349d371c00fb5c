import { KioskFailure } from '../core/kiosk-failure';
import type { Logger } from '../core/logger';
import type { Timers } from '../core/timers';
import type { StaffPins } from '../credentials/staff-pin-store';
import type { RefusedWhy } from '../credentials/sealed-file';
import type { LoadedLock } from './lock-file';
import { freshLockRecord, type LockRecord } from './lock-record';
import {
  afterRightPin,
  afterRunning,
  afterWrongPin,
  attemptsBeforePause,
  pauseMs,
  refuseWhilePaused,
  waitWords,
  worstCounts,
} from './wrong-pins';

/** Where the lock record is kept (lock-file.ts); tests may keep it in memory. */
export interface LockRecordStore {
  load(): Promise<LoadedLock>;
  save(record: LockRecord): Promise<void>;
}

/** What the previous run left (K11): the profile to go on with, and whether the kiosk must start locked. */
export interface LockOnStart {
  /** The profile that locked the kiosk, else the one in use; null when not known (a first start, nothing witnessed). */
  profileId: string | null;
  /** The last run was locked, in customer mode, or did not quit cleanly, or its record was tampered with. */
  mustLock: boolean;
}

type Who = 'staff' | 'administrator';

/** K15: while paused, the running time still owed is written down this often, so a kill loses at most this much of it. */
export const pauseCheckpointMs = 60_000;

const tamperedWords: Readonly<Record<RefusedWhy, string>> = {
  changed: 'was changed outside the kiosk',
  older: 'is older than the last one the kiosk wrote',
  missing: 'is missing',
  foreign: 'was sealed by another installation',
};

const wrongPinsLeft = (left: number, pauseForMs: number) =>
  `${left} more wrong PIN${left === 1 ? '' : 's'} and the kiosk stops taking PINs for ${waitWords(pauseForMs)}.`;

/**
 * The lock a salesperson puts on the kiosk before handing it to a customer (K6), with their profile's own staff PIN:
 * chosen the first time the profile locks, asked every time after. K11: the lock, customer mode and every wrong-PIN
 * count are written down before they take effect and read back at start; five wrong PINs pause PIN checks, each
 * pause three times the last; an administrator's own PIN (D10) clears it. PINs are checked one at a time, so
 * parallel guesses cannot get past the count.
 */
export class PinLock {
  readonly #pins: StaffPins;
  readonly #store: LockRecordStore;
  readonly #now: () => number;
  readonly #monotonicNow: () => number;
  readonly #timers: Timers;
  readonly #log: Logger;
  #record: LockRecord = freshLockRecord;
  /** The monotonic reading at which `#record`'s running time owed was right. */
  #anchor: number;
  #cancelCheckpoint: (() => void) | null = null;
  #checks: Promise<unknown> = Promise.resolve();

  /** `now`: the wall clock (epoch ms); `monotonicNow`: the kiosk's own running time (ms), which no one can set (K15). */
  constructor(options: {
    pins: StaffPins;
    store: LockRecordStore;
    now: () => number;
    monotonicNow: () => number;
    timers: Timers;
    log: Logger;
  }) {
    this.#pins = options.pins;
    this.#store = options.store;
    this.#now = options.now;
    this.#monotonicNow = options.monotonicNow;
    this.#timers = options.timers;
    this.#log = options.log;
    this.#anchor = options.monotonicNow();
  }

  /**
   * Reads what the last run left and marks this one running, before the first screen. K15: a record that is not
   * believed (changed, older than the keychain's witness, missing once written, another installation's) starts
   * locked, on the profile the witness last saw, with the worst counts it could have held (wrong-pins.ts).
   */
  start(): Promise<LockOnStart> {
    return this.#oneAtATime(async () => {
      const loaded = await this.#store.load();
      this.#anchor = this.#monotonicNow();
      const now = this.#now();
      let last = loaded.state === 'trusted' ? loaded.record : freshLockRecord;
      if (loaded.state === 'tampered') {
        const seen = loaded.witnessed ?? freshLockRecord;
        last = { ...seen, running: true, ...worstCounts(seen, now) };
        this.#log.warn(
          `session: the lock record ${tamperedWords[loaded.why]}, so the kiosk starts locked and paused, with the newest counts the keychain saw and one more wrong PIN each`,
          { witnessed: loaded.witnessed !== null },
        );
      }
      const mustLock = loaded.state === 'tampered' || last.running || last.lockedBy !== null || last.customerMode;
      await this.#save({ ...last, lockedBy: null, customerMode: false, running: true });
      if (mustLock)
        this.#log.info('session: the last run was locked or did not quit cleanly', { lockedBy: last.lockedBy, running: last.running });
      return { profileId: last.lockedBy ?? last.profileId, mustLock };
    });
  }

  get locked(): boolean {
    return this.#record.lockedBy !== null;
  }

  /** The profile whose PIN unlocks the kiosk, or null when it is not locked. */
  get lockedBy(): string | null {
    return this.#record.lockedBy;
  }

  get customerMode(): boolean {
    return this.#record.customerMode;
  }

  /** The first lock of a profile chooses its PIN; every later one must give the same PIN. */
  lock(profileId: string, pin: string): Promise<void> {
    return this.#oneAtATime(async () => {
      if (this.locked) throw new KioskFailure('locked', 'The kiosk is already locked.');
      if (!(await this.#pins.isChosen(profileId))) await this.#pins.save(profileId, pin);
      else await this.#check('staff', profileId, pin, 'That is not your staff PIN.');
      await this.#save({ ...this.#record, lockedBy: profileId });
    });
  }

  /**
   * Locks without a PIN where one is already chosen (K11: a start after a locked or unclean run, a renderer that
   * crashed): true when locked. A profile without a PIN has nothing to unlock with, so it stays open.
   */
  lockWithoutPin(profileId: string): Promise<boolean> {
    return this.#oneAtATime(async () => {
      if (this.locked) return true;
      if (!(await this.#pins.isChosen(profileId))) return false;
      await this.#save({ ...this.#record, lockedBy: profileId });
      return true;
    });
  }

  /** Only the PIN of the profile that locked the kiosk opens it. */
  unlock(pin: string): Promise<void> {
    return this.#oneAtATime(async () => {
      const lockedBy = this.#record.lockedBy;
      if (lockedBy === null) return;
      await this.#check('staff', lockedBy, pin, 'That PIN is not the one the kiosk was locked with.');
      await this.#save({ ...this.#record, lockedBy: null, customerMode: false });
    });
  }

  /** K6: a profile's first PIN; never a second over it, which would be a way round the one it has (K15). */
  choosePin(profileId: string, pin: string): Promise<void> {
    return this.#oneAtATime(async () => {
      if (await this.#pins.isChosen(profileId))
        throw new KioskFailure('not-allowed', 'This profile already has a staff PIN. To change it, use Change my PIN with the one it has.');
      await this.#pins.save(profileId, pin);
    });
  }

  /** The old PIN is required, and counts towards the pause like any other. */
  changePin(profileId: string, currentPin: string, newPin: string): Promise<void> {
    return this.#oneAtATime(async () => {
      await this.#requireChosen(profileId, 'You have no staff PIN yet: you choose it the first time you lock the kiosk.');
      await this.#check('staff', profileId, currentPin, 'That is not your current staff PIN.', 'currentPin');
      await this.#pins.save(profileId, newPin);
    });
  }

  /** K9: each administration change asks for the profile's PIN again; wrong ones count towards the same pause. */
  confirm(profileId: string, pin: string): Promise<void> {
    return this.#oneAtATime(async () => {
      await this.#requireChosen(profileId, 'You have no staff PIN yet: you choose it the first time you lock the kiosk.');
      await this.#check('staff', profileId, pin, 'That is not your staff PIN.', 'pin');
    });
  }

  /**
   * K11: switching to a profile asks for its PIN; one that has none yet chooses it now, when `mayChoose` (the
   * caller has decided who may). Wrong PINs count towards the staff pause.
   */
  confirmSwitch(profileId: string, pin: string, mayChoose: boolean): Promise<void> {
    return this.#oneAtATime(async () => {
      if (await this.#pins.isChosen(profileId)) return this.#check('staff', profileId, pin, 'That is not this profile’s staff PIN.', 'pin');
      if (!mayChoose)
        throw new KioskFailure('not-allowed', 'This profile has no staff PIN yet. Ask an administrator to switch to it first.');
      await this.#pins.save(profileId, pin);
    });
  }

  /** An administrator's own PIN (D10), counted apart from staff PINs so it cannot become a way round the pause. */
  confirmAdministrator(administratorId: string, pin: string): Promise<void> {
    return this.#oneAtATime(async () => {
      await this.#requireChosen(administratorId, 'That administrator has no staff PIN yet.');
      await this.#check('administrator', administratorId, pin, 'That is not the administrator’s staff PIN.', 'pin');
    });
  }

  /** D10: the caller has checked that `administratorId` is an administrator's profile; its own PIN clears the pause and unlocks. */
  clearLockOut(administratorId: string, pin: string): Promise<void> {
    return this.#oneAtATime(async () => {
      await this.#requireChosen(administratorId, 'That administrator has no staff PIN yet, so cannot clear this.');
      await this.#check('administrator', administratorId, pin, 'That is not the administrator’s staff PIN.');
      await this.#save({ ...this.#record, staff: afterRightPin(), lockedBy: null, customerMode: false });
      this.#log.info('session: an administrator cleared the lock-out', { administratorId });
    });
  }

  /** The profile in use, so the next start opens it (locked, if it must be). */
  useProfile(profileId: string | null): Promise<void> {
    return this.#oneAtATime(() => (this.#record.profileId === profileId ? Promise.resolve() : this.#save({ ...this.#record, profileId })));
  }

  /** K6, K11: handed to a customer, or back; written down so a restart in customer mode starts locked. */
  setCustomerMode(customerMode: boolean): Promise<void> {
    return this.#oneAtATime(() =>
      this.#record.customerMode === customerMode || (customerMode && !this.locked)
        ? Promise.resolve()
        : this.#save({ ...this.#record, customerMode }),
    );
  }

  /** A clean quit: the next start need not lock (unless the kiosk is locked now); a pause's running time owed is kept. */
  stopped(): Promise<void> {
    return this.#oneAtATime(async () => {
      await this.#save({ ...this.#record, running: false });
      this.#cancelCheckpoint?.();
      this.#cancelCheckpoint = null;
    });
  }

  async #requireChosen(profileId: string, message: string): Promise<void> {
    if (!(await this.#pins.isChosen(profileId))) throw new KioskFailure('not-allowed', message);
  }

  /** Refuses while paused; a wrong PIN is counted (and written down) before it is refused; a right one starts afresh. */
  async #check(who: Who, profileId: string, pin: string, wrongWords: string, field?: string): Promise<void> {
    const attempts = this.#record[who];
    refuseWhilePaused(attempts, this.#now(), (wait) => pausedWords(who, wait));
    if (await this.#pins.matches(profileId, pin)) {
      if (attempts.failures > 0 || attempts.pauses > 0) await this.#save({ ...this.#record, [who]: afterRightPin() });
      return;
    }
    const { attempts: next, pausedForMs } = afterWrongPin(attempts, this.#now());
    await this.#save({ ...this.#record, [who]: next });
    if (pausedForMs !== null) {
      this.#log.warn('session: too many wrong PINs, so PIN checks pause', {
        who,
        profileId,
        pauses: next.pauses,
        minutes: pausedForMs / 60_000,
      });
      throw KioskFailure.pinsPaused(pausedWords(who, waitWords(pausedForMs)), pausedForMs);
    }
    const left = attemptsBeforePause - next.failures;
    const words = `${wrongWords} ${wrongPinsLeft(left, pauseMs(next.pauses + 1))}`;
    throw new KioskFailure('wrong-pin', words, field === undefined ? undefined : { [field]: [wrongWords] });
  }

  async #save(record: LockRecord): Promise<void> {
    await this.#store.save(record);
    this.#record = record;
    this.#anchor = this.#monotonicNow();
    this.#checkpointWhilePaused();
  }

  /** K15: the running time owed, written down about every minute while any pause owes some (a kill loses at most that). */
  #checkpointWhilePaused(): void {
    const owed = this.#record.staff.pauseLeftMs > 0 || this.#record.administrator.pauseLeftMs > 0;
    if (!owed || this.#cancelCheckpoint || !this.#record.running) return;
    this.#cancelCheckpoint = this.#timers.set(() => {
      this.#cancelCheckpoint = null;
      this.#oneAtATime(() => (this.#record.running ? this.#save(this.#record) : Promise.resolve())).catch((error: unknown) =>
        this.#log.error('session: the pause could not be written down', error),
      );
    }, pauseCheckpointMs);
  }

  /** `#record` brought up to now: the running time since the last reading counts against any pause (K15). */
  #caughtUp(): void {
    const reading = this.#monotonicNow();
    const ran = reading - this.#anchor;
    const now = this.#now();
    this.#anchor = reading;
    const staff = afterRunning(this.#record.staff, ran, now);
    const administrator = afterRunning(this.#record.administrator, ran, now);
    if (staff !== this.#record.staff || administrator !== this.#record.administrator)
      this.#record = { ...this.#record, staff, administrator };
  }

  #oneAtATime<T>(check: () => Promise<T>): Promise<T> {
    const caughtUp = () => {
      this.#caughtUp();
      return check();
    };
    const run = this.#checks.then(caughtUp, caughtUp);
    this.#checks = run.catch(() => undefined);
    return run;
  }
}

function pausedWords(who: Who, wait: string): string {
  return who === 'staff' ? `Too many wrong PINs. Try again in ${wait}.` : `Too many wrong administrator PINs. Try again in ${wait}.`;
}
