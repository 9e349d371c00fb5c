import type { StateCreator } from 'zustand';
import type { KioskResult } from '../../shared/contract';
import type { SessionStatus } from '../../shared/contract/session';
import { kiosk } from '../kiosk';
import { dataOf } from '../queries/kiosk-call';
import { outcomeOf } from '../queries/outcome-of';
import { failed, idle, working, type AsyncState } from './async-state';
import type { KioskStore } from './kiosk-store';

export interface SessionSlice {
  session: SessionStatus | null;
  sessionState: AsyncState;
  /**
   * K11: the profile picker is open while the profile in use stays in use, so main knows who is switching (a
   * profile with no PIN yet may be refused to someone who is not an administrator).
   */
  choosingProfile: boolean;
  loadSession(): Promise<void>;
  /** "Switch profile": the picker, with the profile in use still in use until another is chosen. */
  chooseProfile(): void;
  /** Back to the profile in use, nothing switched. */
  keepProfile(): void;
  /** K11: with the profile's own staff PIN (one with none yet takes this one); the caller shows a refusal. */
  selectProfile(profileId: string, pin: string): Promise<AsyncState>;
  /**
   * Locks the kiosk with the profile's own staff PIN, chosen the first time (K6); `alongside` changes the store in the
   * same update as the lock, so no screen ever renders locked with the work still on it (K4, K11).
   */
  lock(pin: string, alongside?: (state: KioskStore) => Partial<KioskStore>): Promise<boolean>;
  /**
   * K6, K15: locks for the customer, and hands over only if main keeps the hand-over; a refusal (customer mode in a
   * browser main does not watch) unlocks again with the same PIN and is shown as the lock's own failure, to staff.
   */
  lockForCustomer(pin: string, keep: () => Promise<KioskResult<unknown>>): Promise<boolean>;
  unlock(pin: string, alongside?: (state: KioskStore) => Partial<KioskStore>): Promise<boolean>;
  changePin(currentPin: string, newPin: string): Promise<boolean>;
  /** Issue 38, K6: the profile in use's first PIN, chosen before anything else. */
  choosePin(pin: string): Promise<boolean>;
  /** D10: an administrator profile's own PIN clears a lock-out, and unlocks. */
  clearLockOut(profileId: string, pin: string): Promise<boolean>;
}

export const createSessionSlice: StateCreator<KioskStore, [], [], SessionSlice> = (set, get) => {
  const applyStatus = async (
    call: Promise<KioskResult<SessionStatus>>,
    alongside: (state: KioskStore) => Partial<KioskStore> = () => ({}),
  ): Promise<boolean> => {
    set({ sessionState: working });
    const result = await call;
    set(result.ok ? { ...alongside(get()), session: result.data, sessionState: idle } : { sessionState: failed(result.error) });
    return result.ok;
  };
  return {
    // Main's answer in the page it served, when there is one (kiosk-store.ts's start values).
    session: null,
    sessionState: idle,
    choosingProfile: false,
    loadSession: async () => {
      await applyStatus(kiosk().session.status());
    },
    chooseProfile: () => set({ choosingProfile: true }),
    keepProfile: () => set({ choosingProfile: false }),
    selectProfile: (profileId, pin) =>
      outcomeOf(
        dataOf('profiles:select', { profileId, pin }).then((session) => set({ session, sessionState: idle, choosingProfile: false })),
      ),
    lock: (pin, alongside) => applyStatus(kiosk().session.lock({ pin }), alongside),
    lockForCustomer: (pin, keep) =>
      applyStatus(
        kiosk()
          .session.lock({ pin })
          .then(async (locked) => {
            if (!locked.ok) return locked;
            const kept = await keep();
            if (kept.ok) return locked;
            const unlocked = await kiosk().session.unlock({ pin });
            // The lock may have chosen the profile's first PIN: the dialog asks for it once from now on.
            if (unlocked.ok) set({ session: unlocked.data });
            return { ok: false as const, error: kept.error };
          }),
      ),
    unlock: (pin, alongside) => applyStatus(kiosk().session.unlock({ pin }), alongside),
    changePin: (currentPin, newPin) => applyStatus(kiosk().session.changePin({ currentPin, newPin })),
    choosePin: (pin) => applyStatus(kiosk().session.choosePin({ pin })),
    // K4: an administrator clearing a lock-out is not who locked: work kept by the lock is not given back to them.
    clearLockOut: (profileId, pin) => applyStatus(kiosk().session.clearLockOut({ profileId, pin }), () => ({ keptWork: null })),
  };
};
