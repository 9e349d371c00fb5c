import { z } from 'zod/mini';
import { userRoles } from '../enums';
import { newStaffPin, staffPin } from '../staff-pin';
import { recordId } from './ids';

// What the screens may know about who is signed in: names and places, never credentials or tokens (K1). zod/mini:
// the first screen's checks load these before the whole contract (issue 37).

const environmentKinds = ['training', 'sandbox', 'live'] as const;

/** D10: what the profile's user may do, as the service showed it; 'unknown' until asked, and never an administrator. */
export const profileRoles = [...userRoles, 'unknown'] as const;
export const profileRole = z.enum(profileRoles);
export type ProfileRole = z.infer<typeof profileRole>;

export const profileSummary = z.object({
  id: recordId,
  displayName: z.string(),
  environment: z.enum(environmentKinds),
  branch: z.object({ accountId: recordId, name: z.string() }),
  role: profileRole,
});
export type ProfileSummary = z.infer<typeof profileSummary>;

export const sessionStatus = z.object({
  /** The staff profile in use, or null when nobody is. */
  profile: z.nullable(profileSummary),
  locked: z.boolean(),
  /** Whether the profile in use has chosen its staff PIN yet (K6; absent: not yet); never the PIN or its hash (K1). */
  staffPinChosen: z.optional(z.boolean()),
  /**
   * K15: the profile in use was just unlocked or switched to with a PIN shorter than a new one may be, so the screens
   * ask for a new PIN at once (absent: no); main decides as the PIN matches and keeps only this flag, never the PIN (K1).
   */
  staffPinMustChange: z.optional(z.boolean()),
  /** `reason` is plain words for staff; the technical cause goes to main's log only. */
  keychain: z.object({ available: z.boolean(), reason: z.optional(z.string()) }),
  /** K15: plain words for staff when the kiosk did not believe its staff profiles file this run, and what to do. */
  notice: z.optional(z.string()),
});
export type SessionStatus = z.infer<typeof sessionStatus>;

/** A staff member's own PIN (K6): chosen the first time their profile locks the kiosk, then used to lock and unlock. */
export const pinInput = z.strictObject({ pin: staffPin });
export const changePinInput = z.strictObject({ currentPin: staffPin, newPin: newStaffPin });
/** Issue 38: the profile in use with no PIN yet (training's, on first start) chooses it before anything else (K6). */
export const choosePinInput = z.strictObject({ pin: newStaffPin });
/** D10: an administrator profile's own PIN clears a lock-out after too many wrong PINs. */
export const clearLockOutInput = z.strictObject({ profileId: recordId, pin: staffPin });

/** Spread into shared/contract.ts's `contract`; on its own so the browser host's bridge client can check these without the rest. */
export const sessionChannels = {
  'session:status': { input: z.strictObject({}), output: sessionStatus },
  'session:signOut': { input: z.strictObject({}), output: sessionStatus },
  'session:lock': { input: pinInput, output: sessionStatus },
  'session:unlock': { input: pinInput, output: sessionStatus },
  'session:changePin': { input: changePinInput, output: sessionStatus },
  'session:choosePin': { input: choosePinInput, output: sessionStatus },
  'session:clearLockOut': { input: clearLockOutInput, output: sessionStatus },
};
