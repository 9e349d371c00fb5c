import type { HandOver } from '../../shared/contract/hand-over';
import { KioskFailure } from '../core/kiosk-failure';
import type { SessionService } from '../session/session-service';

/** What the hand-over needs of the session: whether it is locked, and when that or the profile changes. */
export type LockedSession = Pick<SessionService, 'status' | 'onUnlock' | 'onProfileChange' | 'setCustomerMode'>;

/**
 * Customer mode's hand-over (K6): what the customer's screen shows, kept in main's memory while the kiosk is locked
 * for that customer, so a reload (or checkout's return) keeps customer mode. Never on disk; forgotten on unlock, on
 * a change of profile or sign-out, and on the idle wipe (K4).
 */
export class HandOverService {
  readonly #session: LockedSession;
  #held: HandOver | null = null;
  /** Counts the forgets, so a keep still writing customer mode down knows one came after it began. */
  #forgets = 0;

  constructor(session: LockedSession) {
    this.#session = session;
    // K4: once staff take the kiosk back, or another person signs in, the customer's screen is gone for good.
    session.onUnlock(() => void this.forget());
    session.onProfileChange(() => void this.forget());
  }

  /** Only while locked: the hand-over belongs to the customer using the locked kiosk, and to nobody else. */
  async keep(handOver: HandOver): Promise<Record<string, never>> {
    if (!this.#session.status().locked) {
      throw new KioskFailure('not-allowed', 'Lock the kiosk for the customer first: the hand-over is kept only while it is locked.');
    }
    const forgetsBefore = this.#forgets;
    // K11: written down first, so a restart in customer mode starts locked.
    await this.#session.setCustomerMode(true);
    // K4: a forget (the idle wipe, an unlock) while that was written wins: the wiped screen never comes back.
    if (this.#forgets === forgetsBefore) this.#held = handOver;
    return {};
  }

  /** The customer's screen after a reload; nothing once the kiosk is unlocked. */
  read(): { handOver: HandOver | null } {
    if (!this.#session.status().locked) this.#held = null;
    return { handOver: this.#held };
  }

  async forget(): Promise<Record<string, never>> {
    this.#forgets += 1;
    this.#held = null;
    await this.#session.setCustomerMode(false);
    return {};
  }
}
