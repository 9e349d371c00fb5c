import { z } from 'zod/mini';
import { kioskOptions } from './kiosk-options';
import { newStaffPin, staffPin } from '../staff-pin';
import { serviceAddressProblem } from '../profiles/service-address-rule';
import { recordId } from './ids';
import { profileSummary } from './session';

// The kiosk's staff profiles: listed, switched to, removed, and set up for a real service. Apart from the session's
// schemas (session.ts), which the first screen's checks load before the whole contract; these come with it (issue 37).

export const profileList = z.object({ profiles: z.array(profileSummary) });

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
