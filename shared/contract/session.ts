import { z } from 'zod';
import { recordId } from './ids';

// What the screens may know about who is signed in: names and places, never credentials or tokens (K1).

const environmentKinds = ['training', 'sandbox', 'live'] as const;

export const profileSummary = z.object({
  id: recordId,
  displayName: z.string(),
  environment: z.enum(environmentKinds),
  branch: z.object({ accountId: recordId, name: z.string() }),
});
export type ProfileSummary = z.infer<typeof profileSummary>;

export const profileList = z.object({ profiles: z.array(profileSummary) });

export const sessionStatus = z.object({
  /** The staff profile in use, or null when nobody is. */
  profile: profileSummary.nullable(),
  locked: z.boolean(),
  keychain: z.object({ available: z.boolean(), reason: z.string().optional() }),
});
export type SessionStatus = z.infer<typeof sessionStatus>;

export const selectProfileInput = z.strictObject({ profileId: recordId });

/** The staff PIN that locks the kiosk while a customer uses it (K6), chosen when locking. */
const staffPin = z.string().regex(/^\d{4,8}$/, 'A PIN is 4 to 8 digits');
export const pinInput = z.strictObject({ pin: staffPin });
