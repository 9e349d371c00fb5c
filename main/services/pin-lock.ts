import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { KioskFailure } from './kiosk-failure';

const attemptsBeforePause = 5;
const pauseMs = 5 * 60_000;

/**
 * The lock a salesperson puts on the kiosk before handing it to a customer (K6). The PIN is chosen when locking
 * and kept only as a salted hash in memory; after five wrong PINs, unlocking pauses for five minutes.
 */
export class PinLock {
  readonly #now: () => number;
  #pin: { salt: Buffer; hash: Buffer } | null = null;
  #failures = 0;
  #pausedUntil = 0;

  constructor(now: () => number) {
    this.#now = now;
  }

  get locked(): boolean {
    return this.#pin !== null;
  }

  lock(pin: string): void {
    if (this.#pin !== null) throw new KioskFailure('locked', 'The kiosk is already locked.');
    const salt = randomBytes(16);
    this.#pin = { salt, hash: digest(salt, pin) };
    this.#failures = 0;
  }

  unlock(pin: string): void {
    if (this.#pin === null) return;
    const waitMs = this.#pausedUntil - this.#now();
    if (waitMs > 0) throw paused(waitMs);
    if (!timingSafeEqual(digest(this.#pin.salt, pin), this.#pin.hash)) {
      this.#failures += 1;
      if (this.#failures % attemptsBeforePause !== 0) {
        throw new KioskFailure('wrong-pin', 'That PIN is not the one the kiosk was locked with.');
      }
      this.#pausedUntil = this.#now() + pauseMs;
      throw paused(pauseMs);
    }
    this.#pin = null;
  }
}

function paused(waitMs: number): KioskFailure {
  const minutes = Math.ceil(waitMs / 60_000);
  return new KioskFailure('too-many-attempts', `Too many wrong PINs. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

function digest(salt: Buffer, pin: string): Buffer {
  return createHash('sha256').update(salt).update(pin).digest();
}
