import type { KioskStore } from './kiosk-store';

/**
 * K4 with the lock: staff's work put out of the screens' reach while the kiosk is locked (K6, K11: anyone may walk
 * up), kept in memory only for the profile that locked, and only until the idle limit would have wiped it anyway.
 */
export interface KeptWork {
  profileId: string;
  /** When the idle limit runs out (ms since the epoch): past it, the work is gone for good. */
  until: number;
  state: Partial<KioskStore>;
}

/** The store's update that locks the work away: every customer field fresh on screen, the old values kept aside. */
export function setAside(state: KioskStore, fresh: Partial<KioskStore>, profileId: string | undefined, until: number): Partial<KioskStore> {
  if (profileId === undefined) return fresh;
  const kept = Object.fromEntries(
    Object.keys(fresh)
      .filter((key) => key !== 'keptWork' && key !== 'customerEpoch')
      .map((key) => [key, state[key as keyof KioskStore]]),
  ) as Partial<KioskStore>;
  return { ...fresh, keptWork: { profileId, until, state: kept } };
}

/** The work back, for the profile that locked it and before its idle limit; null otherwise (it stays wiped). */
export function keptWorkBack(kept: KeptWork | null, profileId: string | undefined, now: number): Partial<KioskStore> | null {
  if (kept === null || kept.profileId !== profileId || now >= kept.until) return null;
  return kept.state;
}
