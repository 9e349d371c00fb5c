import { describe, expect, it } from 'vitest';
import type { StaffPins } from '../../../../main/credentials/staff-pin-store';
import type { LoadedLock } from '../../../../main/session/lock-file';
import type { LockRecord } from '../../../../main/session/lock-record';
import { PinLock, type LockRecordStore } from '../../../../main/session/pin-lock';
import type { Timers } from '../../../../main/core/timers';

// The hand-over lock with each profile's own staff PIN (K6), its lock-out, and an administrator's clearing (D10).

/** PINs in plain, for the lock's logic only; the real store keeps scrypt hashes in the keychain (K1). */
class PlainPins implements StaffPins {
  readonly saved = new Map<string, string>();
  async isChosen(profileId: string) {
    return this.saved.has(profileId);
  }
  async save(profileId: string, pin: string) {
    this.saved.set(profileId, pin);
  }
  async matches(profileId: string, pin: string) {
    return this.saved.get(profileId) === pin;
  }
}

/**
 * The lock record as lock-file.ts keeps it, in memory; `tampered` makes the next load not believe it, and `witnessed`
 * says whether the keychain's witness still knows the newest record (K15).
 */
class RecordInMemory implements LockRecordStore {
  record: LockRecord | null = null;
  tampered = false;
  witnessed = true;
  readonly saved: LockRecord[] = [];
  async load(): Promise<LoadedLock> {
    if (this.tampered) return { state: 'tampered', why: 'older', witnessed: this.witnessed ? this.record : null };
    return this.record === null ? { state: 'none' } : { state: 'trusted', record: this.record };
  }
  async save(record: LockRecord): Promise<void> {
    this.record = record;
    this.saved.push(record);
  }
}

/** Timers a test fires when it chooses: the pause's checkpoints (K15). */
class HeldTimers implements Timers {
  readonly held = new Set<() => void>();
  set(callback: () => void): () => void {
    this.held.add(callback);
    return () => void this.held.delete(callback);
  }
  /** Runs what is due, as a minute passing would. */
  fire(): void {
    const due = [...this.held];
    this.held.clear();
    for (const callback of due) callback();
  }
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The wall clock (anyone may set it) and the kiosk's running time (monotonic, from 0 at each start). */
function world() {
  const clock = { now: 1_000_000, running: 0 };
  const pins = new PlainPins();
  const store = new RecordInMemory();
  const timers = new HeldTimers();
  const warnings: string[] = [];
  const log = { ...quiet, warn: (message: string) => void warnings.push(message) };
  const make = () => new PinLock({ pins, store, now: () => clock.now, monotonicNow: () => clock.running, timers, log });
  const lock = make();
  /** A new run of the kiosk on the same disk: what a restart after a kill reads back. Its running time starts again. */
  const restart = async () => {
    clock.running = 0;
    const next = make();
    return { next, last: await next.start() };
  };
  return {
    pins,
    lock,
    store,
    timers,
    warnings,
    restart,
    clock,
    /** Time passes: both clocks move. */
    advance: (ms: number) => {
      clock.now += ms;
      clock.running += ms;
    },
  };
}

const refusal = (code: string, message?: string) =>
  expect.objectContaining({
    error: message === undefined ? expect.objectContaining({ code }) : expect.objectContaining({ code, message }),
  });

async function wrongFiveTimes(lock: PinLock) {
  for (let attempt = 1; attempt <= 4; attempt++) await expect(lock.unlock('0000')).rejects.toEqual(refusal('wrong-pin'));
  await expect(lock.unlock('0000')).rejects.toEqual(refusal('too-many-attempts', 'Too many wrong PINs. Try again in 5 minutes.'));
}

describe('PinLock', () => {
  it('chooses the profile’s PIN on its first lock, and asks for the same PIN every time after', async () => {
    const { pins, lock } = world();
    await lock.lock('liam', '246813');
    expect(pins.saved.get('liam')).toBe('246813');
    expect(lock.locked).toBe(true);
    expect(lock.lockedBy).toBe('liam');
    await lock.unlock('246813');
    expect(lock.locked).toBe(false);

    await expect(lock.lock('liam', '135724')).rejects.toEqual(refusal('wrong-pin'));
    expect(lock.locked).toBe(false);
    expect(pins.saved.get('liam')).toBe('246813');
    await lock.lock('liam', '246813');
    expect(lock.locked).toBe(true);
  });

  it('takes a profile’s first PIN before any lock, and never a second one over it (issue 38, K15)', async () => {
    const { pins, lock } = world();
    await lock.choosePin('liam', '246813');
    expect(pins.saved.get('liam')).toBe('246813');
    expect(lock.locked).toBe(false);
    // Choosing again would be a way round the PIN it has: only Change my PIN, with that one, replaces it.
    await expect(lock.choosePin('liam', '135724')).rejects.toEqual(refusal('not-allowed'));
    expect(pins.saved.get('liam')).toBe('246813');
    await expect(lock.lock('liam', '135724')).rejects.toEqual(refusal('wrong-pin'));
    await lock.lock('liam', '246813');
    expect(lock.locked).toBe(true);
  });

  it('unlocks only with the PIN of the profile that locked it', async () => {
    const { lock } = world();
    await lock.lock('priya', '999999');
    await lock.unlock('999999');
    await lock.lock('liam', '111111');
    await expect(lock.unlock('999999')).rejects.toEqual(
      refusal(
        'wrong-pin',
        'That PIN is not the one the kiosk was locked with. 4 more wrong PINs and the kiosk stops taking PINs for 5 minutes.',
      ),
    );
    await lock.unlock('111111');
    expect(lock.locked).toBe(false);
  });

  it('refuses a second lock while locked', async () => {
    const { lock } = world();
    await lock.lock('liam', '111111');
    await expect(lock.lock('liam', '111111')).rejects.toEqual(refusal('locked'));
  });

  it('pauses for five minutes after five wrong PINs, even the right one, then takes PINs again', async () => {
    const { lock, advance } = world();
    await lock.lock('liam', '111111');
    await wrongFiveTimes(lock);
    // Issue 38: each refusal says how long is left, so the screen counts it down.
    const left = (ms: number) => expect.objectContaining({ error: expect.objectContaining({ code: 'too-many-attempts', retryInMs: ms }) });
    await expect(lock.unlock('111111')).rejects.toEqual(left(5 * 60_000));
    advance(4 * 60_000);
    await expect(lock.unlock('111111')).rejects.toEqual(refusal('too-many-attempts', 'Too many wrong PINs. Try again in 1 minute.'));
    await expect(lock.unlock('111111')).rejects.toEqual(left(60_000));
    advance(60_000);
    await lock.unlock('111111');
    expect(lock.locked).toBe(false);
  });

  it('counts guesses sent all at once one by one', async () => {
    const { lock } = world();
    await lock.lock('liam', '111111');
    const answers = await Promise.allSettled(['0001', '0002', '0003', '0004', '0005', '111111'].map((pin) => lock.unlock(pin)));
    expect(answers.at(-1)).toMatchObject({ status: 'rejected', reason: refusal('too-many-attempts') });
    expect(lock.locked).toBe(true);
  });

  it('lets an administrator’s own PIN clear the pause and unlock', async () => {
    const { pins, lock } = world();
    await pins.save('priya', '999999');
    await lock.lock('liam', '111111');
    await wrongFiveTimes(lock);
    await lock.clearLockOut('priya', '999999');
    expect(lock.locked).toBe(false);
    // The count starts afresh: Liam locks again and has five tries.
    await lock.lock('liam', '111111');
    await expect(lock.unlock('0000')).rejects.toEqual(refusal('wrong-pin'));
  });

  it('does not clear with any other PIN, and pauses clearing too after five wrong administrator PINs', async () => {
    const { pins, lock, advance } = world();
    await pins.save('priya', '999999');
    await lock.lock('liam', '111111');
    await wrongFiveTimes(lock);
    // Liam's own PIN is not the administrator's.
    await expect(lock.clearLockOut('priya', '111111')).rejects.toEqual(refusal('wrong-pin'));
    for (const pin of ['0001', '0002', '0003']) await expect(lock.clearLockOut('priya', pin)).rejects.toEqual(refusal('wrong-pin'));
    await expect(lock.clearLockOut('priya', '0004')).rejects.toEqual(
      refusal('too-many-attempts', 'Too many wrong administrator PINs. Try again in 5 minutes.'),
    );
    await expect(lock.clearLockOut('priya', '999999')).rejects.toEqual(refusal('too-many-attempts'));
    expect(lock.locked).toBe(true);
    advance(5 * 60_000);
    await lock.clearLockOut('priya', '999999');
    expect(lock.locked).toBe(false);
  });

  it('does not clear for an administrator who has no PIN yet', async () => {
    const { lock } = world();
    await lock.lock('liam', '111111');
    await wrongFiveTimes(lock);
    await expect(lock.clearLockOut('priya', '111111')).rejects.toEqual(refusal('not-allowed'));
    expect(lock.locked).toBe(true);
  });

  it('changes a PIN only with the current one, which counts towards the pause', async () => {
    const { pins, lock } = world();
    await expect(lock.changePin('liam', '111111', '222222')).rejects.toEqual(refusal('not-allowed'));
    await lock.lock('liam', '111111');
    await lock.unlock('111111');
    await expect(lock.changePin('liam', '3333', '222222')).rejects.toEqual(refusal('wrong-pin'));
    expect(pins.saved.get('liam')).toBe('111111');
    await lock.changePin('liam', '111111', '222222');
    expect(pins.saved.get('liam')).toBe('222222');
    for (const pin of ['0001', '0002', '0003', '0004']) await lock.changePin('liam', pin, '5555').catch(() => undefined);
    await expect(lock.changePin('liam', '0005', '5555')).rejects.toEqual(refusal('too-many-attempts'));
    await expect(lock.changePin('liam', '222222', '5555')).rejects.toEqual(refusal('too-many-attempts'));
  });

  it('writes each wrong PIN down before refusing it, so a restart keeps the count and the pause (K11)', async () => {
    const { lock, store, restart } = world();
    await lock.start();
    await lock.lock('liam', '111111');
    await expect(lock.unlock('0000')).rejects.toEqual(refusal('wrong-pin'));
    expect(store.record?.staff.failures).toBe(1);
    for (const pin of ['0001', '0002', '0003']) await expect(lock.unlock(pin)).rejects.toEqual(refusal('wrong-pin'));
    await expect(lock.unlock('0004')).rejects.toEqual(refusal('too-many-attempts', 'Too many wrong PINs. Try again in 5 minutes.'));
    // Killed: no clean stop. The next run starts locked by Liam, and still paused.
    const { next, last } = await restart();
    expect(last).toEqual({ profileId: 'liam', mustLock: true });
    await next.lockWithoutPin('liam');
    expect(next.lockedBy).toBe('liam');
    await expect(next.unlock('111111')).rejects.toEqual(refusal('too-many-attempts', 'Too many wrong PINs. Try again in 5 minutes.'));
  });

  it('makes each further pause three times longer: 5, 15, 45 minutes … at most a day; a right PIN starts afresh', async () => {
    const { lock, advance, warnings } = world();
    await lock.lock('liam', '111111');
    await wrongFiveTimes(lock);
    advance(5 * 60_000);
    for (const pin of ['0001', '0002', '0003']) await expect(lock.unlock(pin)).rejects.toEqual(refusal('wrong-pin'));
    await expect(lock.unlock('0004')).rejects.toEqual(
      refusal(
        'wrong-pin',
        'That PIN is not the one the kiosk was locked with. 1 more wrong PIN and the kiosk stops taking PINs for 15 minutes.',
      ),
    );
    await expect(lock.unlock('0005')).rejects.toEqual(refusal('too-many-attempts', 'Too many wrong PINs. Try again in 15 minutes.'));
    advance(15 * 60_000);
    for (const pin of ['0001', '0002', '0003', '0004']) await expect(lock.unlock(pin)).rejects.toEqual(refusal('wrong-pin'));
    await expect(lock.unlock('0005')).rejects.toEqual(refusal('too-many-attempts', 'Too many wrong PINs. Try again in 45 minutes.'));
    for (let pause = 4; pause <= 7; pause++) {
      advance(24 * 60 * 60_000);
      for (const pin of ['0001', '0002', '0003', '0004']) await expect(lock.unlock(pin)).rejects.toEqual(refusal('wrong-pin'));
      await lock.unlock('0005').catch(() => undefined);
    }
    await expect(lock.unlock('111111')).rejects.toEqual(refusal('too-many-attempts', 'Too many wrong PINs. Try again in 24 hours.'));
    // Each pause was logged, with no PIN in it.
    expect(warnings).toHaveLength(7);
    advance(24 * 60 * 60_000);
    await lock.unlock('111111');
    await lock.lock('liam', '111111');
    await wrongFiveTimes(lock);
  });

  it('starts locked after a run that was locked, in customer mode, or did not quit cleanly; open after a clean quit', async () => {
    const { lock, pins, restart } = world();
    await pins.save('liam', '111111');
    await lock.start();
    await lock.useProfile('liam');
    await lock.stopped();
    expect((await restart()).last).toEqual({ profileId: 'liam', mustLock: false });

    // Not stopped: a crash, a kill, a pulled cable.
    const crashed = await restart();
    expect(crashed.last).toEqual({ profileId: 'liam', mustLock: true });
    const afterCrash = await restart();
    expect(afterCrash.last.mustLock).toBe(true);
    await afterCrash.next.lockWithoutPin('liam');
    await afterCrash.next.setCustomerMode(true);
    await afterCrash.next.stopped();
    // Stopped cleanly, but locked in customer mode: still locked.
    expect((await restart()).last).toEqual({ profileId: 'liam', mustLock: true });
  });

  it('starts locked and paused when the record was tampered with, and says so in the log', async () => {
    const { lock, pins, store, restart, warnings } = world();
    await pins.save('liam', '111111');
    await lock.start();
    await lock.useProfile('liam');
    await lock.stopped();
    store.tampered = true;
    store.witnessed = false;
    const { next, last } = await restart();
    expect(last).toEqual({ profileId: null, mustLock: true });
    expect(warnings).toEqual([
      expect.stringMatching(/^session: the lock record is older than the last one the kiosk wrote, so the kiosk starts locked/),
    ]);
    store.tampered = false;
    await next.lockWithoutPin('liam');
    await expect(next.unlock('111111')).rejects.toEqual(refusal('too-many-attempts'));
  });

  it('lets no one lock a profile without a PIN by a restart: there would be nothing to unlock with', async () => {
    const { lock } = world();
    expect(await lock.lockWithoutPin('nobody-has-chosen')).toBe(false);
    expect(lock.locked).toBe(false);
  });

  it('asks for the profile’s PIN to switch to it; one with none chooses it only when allowed', async () => {
    const { lock, pins } = world();
    await pins.save('priya', '999999');
    await expect(lock.confirmSwitch('priya', '111111', true)).rejects.toEqual(refusal('wrong-pin'));
    await lock.confirmSwitch('priya', '999999', false);
    await expect(lock.confirmSwitch('admin', '222222', false)).rejects.toEqual(refusal('not-allowed'));
    expect(pins.saved.has('admin')).toBe(false);
    await lock.confirmSwitch('admin', '222222', true);
    expect(pins.saved.get('admin')).toBe('222222');
  });
});

describe('PinLock pauses on a clock nobody can roll (K15)', () => {
  async function pausedAtOnce() {
    const w = world();
    await w.lock.start();
    await w.lock.lock('liam', '111111');
    await wrongFiveTimes(w.lock);
    return w;
  }
  const waitIs = (words: string) => refusal('too-many-attempts', `Too many wrong PINs. Try again in ${words}.`);

  it('does not end when the wall clock is set forward: the running time must pass too', async () => {
    const { lock, clock, advance } = await pausedAtOnce();
    clock.now += 60 * 60_000;
    await expect(lock.unlock('111111')).rejects.toEqual(waitIs('5 minutes'));
    advance(4 * 60_000);
    await expect(lock.unlock('111111')).rejects.toEqual(waitIs('1 minute'));
    advance(60_000);
    await lock.unlock('111111');
    expect(lock.locked).toBe(false);
  });

  it('is neither shortened nor stretched past its own length when the wall clock is set back', async () => {
    const { lock, clock, advance } = await pausedAtOnce();
    advance(2 * 60_000);
    clock.now -= 365 * 24 * 60 * 60_000;
    await expect(lock.unlock('111111')).rejects.toEqual(waitIs('5 minutes'));
    advance(4 * 60_000);
    await expect(lock.unlock('111111')).rejects.toEqual(waitIs('1 minute'));
    advance(60_000);
    await lock.unlock('111111');
    expect(lock.locked).toBe(false);
  });

  it('shows the longer of the two waits', async () => {
    const { lock, clock } = await pausedAtOnce();
    // The kiosk ran 4 minutes (say, the wall clock was set back by as much meanwhile): the wall's 5 are owed.
    clock.running += 4 * 60_000;
    await expect(lock.unlock('111111')).rejects.toEqual(waitIs('5 minutes'));
  });

  it('writes the running time owed about every minute, so a restart goes on from the last minute written', async () => {
    const { lock, store, timers, advance, restart } = await pausedAtOnce();
    expect(store.record?.staff.pauseLeftMs).toBe(5 * 60_000);
    for (let minute = 1; minute <= 3; minute++) {
      advance(60_000);
      timers.fire();
      // Queued behind the checkpoint's write.
      await lock.lockWithoutPin('liam');
    }
    expect(store.record?.staff.pauseLeftMs).toBe(2 * 60_000);
    // Killed 40 seconds after the last checkpoint, and started again an hour later on the wall: 2 minutes owed.
    advance(40_000);
    const { next } = await restart();
    await next.lockWithoutPin('liam');
    await expect(next.unlock('111111')).rejects.toEqual(waitIs('2 minutes'));
  });

  it('keeps what is owed through a clean stop, and stops writing once nothing is', async () => {
    const { lock, store, timers, advance, restart } = await pausedAtOnce();
    advance(90_000);
    await lock.stopped();
    expect(store.record?.staff.pauseLeftMs).toBe(3.5 * 60_000);
    expect(timers.held.size).toBe(0);
    const { next } = await restart();
    await next.lockWithoutPin('liam');
    await expect(next.unlock('111111')).rejects.toEqual(waitIs('4 minutes'));
    for (let minute = 1; minute <= 4; minute++) {
      advance(60_000);
      timers.fire();
      await next.lockWithoutPin('liam');
    }
    expect(store.record?.staff.pauseLeftMs).toBe(0);
    expect(timers.held.size).toBe(0);
  });
});

describe('PinLock, a lock record that is not believed (K15)', () => {
  it('starts locked on the profile the witness saw, with its counts, one more wrong PIN each, and a staff pause at once', async () => {
    const { lock, pins, store, restart } = world();
    await pins.save('priya', '999999');
    await lock.start();
    await lock.lock('liam', '111111');
    for (const pin of ['0001', '0002']) await expect(lock.clearLockOut('priya', pin)).rejects.toEqual(refusal('wrong-pin'));
    store.tampered = true;
    const { next, last } = await restart();
    expect(last).toEqual({ profileId: 'liam', mustLock: true });
    expect(store.record?.administrator).toMatchObject({ failures: 3, pauses: 0 });
    expect(store.record?.staff).toMatchObject({ failures: 0, pauses: 1, pauseLeftMs: 5 * 60_000 });
    store.tampered = false;
    await next.lockWithoutPin('liam');
    await expect(next.unlock('111111')).rejects.toEqual(refusal('too-many-attempts', 'Too many wrong PINs. Try again in 5 minutes.'));
    // Two administrator PINs left, not five.
    await expect(next.clearLockOut('priya', '0003')).rejects.toEqual(refusal('wrong-pin'));
    await expect(next.clearLockOut('priya', '0004')).rejects.toEqual(refusal('too-many-attempts'));
  });

  it('keeps a long pause long: the next pause in the row, never the first one again', async () => {
    const { lock, store, advance, restart } = world();
    await lock.start();
    await lock.lock('liam', '111111');
    await wrongFiveTimes(lock);
    advance(5 * 60_000);
    for (const pin of ['0001', '0002', '0003', '0004']) await expect(lock.unlock(pin)).rejects.toEqual(refusal('wrong-pin'));
    await expect(lock.unlock('0005')).rejects.toEqual(refusal('too-many-attempts', 'Too many wrong PINs. Try again in 15 minutes.'));
    store.tampered = true;
    const { next } = await restart();
    store.tampered = false;
    await next.lockWithoutPin('liam');
    await expect(next.unlock('111111')).rejects.toEqual(refusal('too-many-attempts', 'Too many wrong PINs. Try again in 45 minutes.'));
  });
});
