import { z } from 'zod/mini';
import { kioskOptions } from './kiosk-options';
import { userRoles } from '../enums';
import { newStaffPin, staffPin } from '../staff-pin';
import { serviceAddressProblem } from '../profiles/service-address-rule';
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

export const profileList = z.object({ profiles: z.array(profileSummary) });

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

/** K11: switching to a profile asks for its staff PIN (one with none yet chooses it). */
export const selectProfileInput = z.strictObject({ profileId: recordId, pin: staffPin });
/**
 * K11: removing a profile asks for an administrator's PIN; with writes still unsent it is refused, saying what they
 * are, until `confirmUnsent` says to remove them with it.
 */
export const removeProfileInput = z.strictObject({
  profileId: recordId,
  administratorId: recordId,
  pin: staffPin,
  confirmUnsent: z.optional(z.boolean()),
});
export type RemoveProfileInput = z.infer<typeof removeProfileInput>;

/** A staff member's own PIN (K6): chosen the first time their profile locks the kiosk, then used to lock and unlock. */
export const pinInput = z.strictObject({ pin: staffPin });
export const changePinInput = z.strictObject({ currentPin: staffPin, newPin: newStaffPin });
/** Issue 38: the profile in use with no PIN yet (training's, on first start) chooses it before anything else (K6). */
export const choosePinInput = z.strictObject({ pin: newStaffPin });
/** D10: an administrator profile's own PIN clears a lock-out after too many wrong PINs. */
export const clearLockOutInput = z.strictObject({ profileId: recordId, pin: staffPin });

// A vendor's administrator sets up a profile for a real service (K1: the secrets travel inward only, once).
const serviceAddress = z.pipe(
  z.string().check(z.trim()),
  z.url({ protocol: /^https?$/, message: 'Enter the service address, starting with https://' }),
);
const secret = (what: string) => z.string().check(z.trim(), z.minLength(1, `Enter the ${what}`), z.maxLength(500));
const optionalKey = z.optional(z.string().check(z.trim(), z.maxLength(500)));

const serviceCredentials = z.strictObject({
  environment: z.enum(['sandbox', 'live']),
  baseUrl: serviceAddress,
  apiId: secret('API ID'),
  apiSecret: secret('API secret'),
});

/** K15: a real service's address is https://, plain http:// only to a sandbox on this laptop (service-address-rule.ts). */
function overTlsBeyondThisLaptop(input: { environment: 'sandbox' | 'live'; baseUrl: string }, context: z.core.$RefinementCtx): void {
  const problem = serviceAddressProblem(input.environment, input.baseUrl);
  if (problem !== null) context.addIssue({ code: 'custom', path: ['baseUrl'], message: problem });
}

export const profileCredentialsInput = serviceCredentials.check(z.superRefine(overTlsBeyondThisLaptop));
export type ProfileCredentialsInput = z.infer<typeof profileCredentialsInput>;

export const branch = z.object({ accountId: recordId, name: z.string() });
export type Branch = z.infer<typeof branch>;
export const profileBranches = z.object({ branches: z.array(branch) });

export const addProfileInput = z
  .extend(serviceCredentials, {
    displayName: z.string().check(z.trim(), z.minLength(1, 'Enter a name staff will recognise'), z.maxLength(60, 'At most 60 characters')),
    /** K6, K11: the new profile's own staff PIN, chosen as it is set up, so nobody else can switch to it first (K15: 6 to 8 digits). */
    staffPin: newStaffPin,
    accountId: z.optional(recordId),
    /** Checkout's keys (D23), for customer mode; without them the branch sends quotes only. */
    publicKey: optionalKey,
    privateKey: optionalKey,
    /** From a set-up file exported by another kiosk (fleet set-up): this kiosk's options, saved with a new laptop's first profile once its credentials check out (K9). */
    kioskOptions: z.optional(kioskOptions),
    /** K15: once the kiosk has a profile for a real service, an administrator profile of this kiosk and its own PIN. */
    administratorId: z.optional(recordId),
    administratorPin: z.optional(staffPin),
  })
  .check(z.superRefine(overTlsBeyondThisLaptop));
export type AddProfileInput = z.infer<typeof addProfileInput>;

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
