import type { StateCreator } from 'zustand';
import type { ProfileSummary, SessionStatus } from '../../shared/contract/session';
import { kiosk } from '../kiosk';
import { failed, idle, stateOf, working, type AsyncState } from './async-state';
import type { KioskStore } from './kiosk-store';

export interface SessionSlice {
  session: SessionStatus | null;
  sessionState: AsyncState;
  profiles: readonly ProfileSummary[];
  profilesState: AsyncState;
  loadSession(): Promise<void>;
  loadProfiles(): Promise<void>;
  selectProfile(profileId: string): Promise<void>;
  signOut(): Promise<void>;
  /** Locks the kiosk with the profile's own staff PIN, chosen the first time (K6). */
  lock(pin: string): Promise<boolean>;
  unlock(pin: string): Promise<boolean>;
  changePin(currentPin: string, newPin: string): Promise<boolean>;
  /** D10: an administrator profile's own PIN clears a lock-out, and unlocks. */
  clearLockOut(profileId: string, pin: string): Promise<boolean>;
}

export const createSessionSlice: StateCreator<KioskStore, [], [], SessionSlice> = (set) => {
  const applyStatus = async (call: Promise<import('../../shared/contract').KioskResult<SessionStatus>>): Promise<boolean> => {
    set({ sessionState: working });
    const result = await call;
    set(result.ok ? { session: result.data, sessionState: idle } : { sessionState: failed(result.error) });
    return result.ok;
  };
  return {
    session: null,
    sessionState: idle,
    profiles: [],
    profilesState: idle,
    loadSession: async () => {
      await applyStatus(kiosk().session.status());
    },
    loadProfiles: async () => {
      set({ profilesState: working });
      const result = await kiosk().profiles.list();
      set(result.ok ? { profiles: result.data.profiles, profilesState: stateOf(result) } : { profilesState: failed(result.error) });
    },
    selectProfile: async (profileId) => {
      await applyStatus(kiosk().profiles.select({ profileId }));
    },
    signOut: async () => {
      await applyStatus(kiosk().session.signOut());
    },
    lock: (pin) => applyStatus(kiosk().session.lock({ pin })),
    unlock: (pin) => applyStatus(kiosk().session.unlock({ pin })),
    changePin: (currentPin, newPin) => applyStatus(kiosk().session.changePin({ currentPin, newPin })),
    clearLockOut: (profileId, pin) => applyStatus(kiosk().session.clearLockOut({ profileId, pin })),
  };
};
