import { z } from 'zod';
import { userRoles } from '../enums';
import { normaliseMobile } from '../mobile-number';
import { apiKey, webhook } from '../wire/api-keys';
import { user } from '../wire/users';
import { recordId } from './ids';
import { branch } from './profiles';
import { pinInput, profileSummary } from './session';

// Administration (K9): only a profile whose user is an ADMINISTRATOR (D10) may call these channels; main
// refuses anyone else with 'not-allowed', and every channel is refused with 'locked' while the kiosk is locked.
// Every action that changes something carries the staff PIN of the profile in use again (`pin`): a wrong one is
// 'wrong-pin' and counts towards the same five-wrong-PINs pause as unlocking ('too-many-attempts').
// No answer ever carries an API secret or a private key (K1): they go straight to the OS keychain.

/** Plain words for where a secret went, for the screen to say as it is (K9). */
export const secretPlace = z.enum(['the OS keychain', 'memory only (training without a keychain)']);
export type SecretPlace = z.infer<typeof secretPlace>;

/** The staff PIN asked for again before each change (K9). */
const withPin = pinInput.shape;

// ---- Users (D12) ----

/** A staff profile on this kiosk made for a user (when the kiosk knows whose it is). */
const kioskProfileRef = z.object({ id: recordId, displayName: z.string() });

/** A user of the branch as the service shows it (D12), and what this kiosk knows of them. */
export const administeredUser = user.extend({
  /** The user of the profile in use, when the kiosk knows it; the service refuses their own role change and deletion (D10). */
  isYou: z.boolean(),
  /** Profiles on this kiosk that act as this user (made by "set up this kiosk for", or chosen at renewal). */
  kioskProfiles: z.array(kioskProfileRef),
});
export type AdministeredUser = z.infer<typeof administeredUser>;

export const usersListInput = z.strictObject({
  /** Matches first name, last name, email or mobile, any case; with a search every page is read and the matches come at once. */
  search: z.string().trim().max(100).optional(),
  /** D8: pages of 500 from 1, oldest first; ignored with a search. */
  pageNumber: z.number().int().min(1).max(1_000_000).optional(),
});
export const usersPage = z.object({ users: z.array(administeredUser), hasMoreRecords: z.boolean() });

/** The fields of a user as the form has them; errors come back keyed by these names (fieldErrors). */
const userFields = {
  first_name: z.string().trim().min(1, 'Enter the first name').max(100, 'At most 100 characters'),
  last_name: z.string().trim().min(1, 'Enter the last name').max(100, 'At most 100 characters'),
  email: z.string().trim().pipe(z.email('Enter an email address, like name@example.com').max(254, 'At most 254 characters')),
  /** "+61 412 345 678", "0412-345-678" and the like are read as 0412345678 (shared/mobile-number.ts, D12). */
  mobile: z
    .string()
    .max(30)
    .refine((typed) => normaliseMobile(typed) !== null, 'Enter an Australian mobile, like 0412 345 678')
    .transform((typed) => normaliseMobile(typed) ?? typed),
  role: z.enum(userRoles),
};

export const createUserInput = z.strictObject({ ...withPin, ...userFields });
export type CreateUserInput = z.infer<typeof createUserInput>;

/** Only the fields given change. Changing your own role is refused (D10) next to `role`. */
export const updateUserInput = z.strictObject({ ...withPin, id: recordId, ...userFields }).partial({
  first_name: true,
  last_name: true,
  email: true,
  mobile: true,
  role: true,
});
export type UpdateUserInput = z.infer<typeof updateUserInput>;

export const byUserId = z.strictObject({ id: recordId });
export const deleteUserInput = z.strictObject({ ...withPin, id: recordId });

/** D10: the user's credentials are revoked and their sessions end; the kiosk's profiles for them are signed out and removed. */
export const deletedUser = z.object({
  id: recordId,
  /** The profiles of this kiosk that acted as the user, removed with their keychain entries. */
  removedProfiles: z.array(kioskProfileRef),
  /** Plain words for staff saying what happened. */
  message: z.string(),
});

// ---- API credentials straight to the keychain (D11, K1, K9) ----

export const setUpKioskInput = z.strictObject({
  ...withPin,
  /** The user the new profile acts as. */
  userId: recordId,
  /** Defaults to the user's first and last name. */
  displayName: z.string().trim().min(1, 'Enter a name staff will recognise').max(60, 'At most 60 characters').optional(),
});

/** A profile given new credentials: the summary (K1: never the secret) and where the secret went. */
export const profileWithSecretPlace = z.object({ profile: profileSummary, secretStoredIn: secretPlace });

export const renewCredentialsInput = z.strictObject({
  ...withPin,
  /**
   * The service cannot say whose a pair is, so the kiosk remembers the user of profiles it made; for any other
   * profile the administrator chooses the profile's own user here once (refused as 'invalid-input' on `userId` when
   * needed and missing, or when it differs from the user the kiosk remembers).
   */
  userId: z.optional(recordId),
});

// ---- Branches (D10) ----

export const branchesInUse = z.object({
  /** The branches the profile's credentials may sell for. */
  branches: z.array(branch),
  /** The branch the profile in use sells for now. */
  inUse: recordId,
  /** After a switch, plain words on what else changed (checkout's keys are a branch's, so customer mode needs setting up again). */
  note: z.string().optional(),
});
export const switchBranchInput = z.strictObject({ ...withPin, accountId: recordId });

// ---- Checkout keys (D23, D24) ----

export const listedApiKey = apiKey.extend({
  /** Whether customer mode on this kiosk uses this key (a private key is matched by its last four characters). */
  usedByThisKiosk: z.boolean(),
});
export const checkoutKeys = z.object({ keys: z.array(listedApiKey) });
export const deleteByIdInput = z.strictObject({ ...withPin, id: recordId });

export const customerModeSetUp = z.object({
  /** The branch's keys after set-up, the private one masked as the service lists it (D24). */
  keys: z.array(listedApiKey),
  /** Where the new private key (and the public key with it) went; the private key itself never crosses (K1). */
  privateKeyStoredIn: secretPlace,
  /** D24: one private key per branch, so other kiosks of this branch that had the old one must be set up again. */
  replacedPrivateKey: z.boolean(),
});

// ---- Webhooks (D24–D26) ----

export const listedWebhook = webhook.extend({
  /** The kiosk's own receiver (training), which tracks application statuses here. */
  isThisKiosk: z.boolean(),
});
export const webhooksInUse = z.object({
  webhooks: z.array(listedWebhook),
  /** Training: the kiosk's own receiver, to offer as the address to add; absent outside training or while it is off. */
  kioskReceiverUrl: z.string().optional(),
});
export const addWebhookInput = z.strictObject({
  ...withPin,
  /** https:// for a live service (http also for a sandbox); in training leave it out: the kiosk's own receiver is added. */
  url: z.string().trim().max(2000).optional(),
});

/** The channels, spread into shared/contract.ts's `contract`; each one's doc says what it does and whether it asks for the PIN. */
export const administrationChannels = {
  /** Users (D12): the branch's users, paged as the service pages (D8), or every match of a search. */
  'users:list': { input: usersListInput, output: usersPage },
  /** One user of the branch. */
  'users:get': { input: byUserId, output: administeredUser },
  /** Creates a user (PIN). Duplicate email and bad fields come back as fieldErrors keyed by the input's names. */
  'users:create': { input: createUserInput, output: administeredUser },
  /** Changes a user's name, email, mobile or role (PIN); own role change refused on `role` (D10). */
  'users:update': { input: updateUserInput, output: administeredUser },
  /** Deletes a user (PIN): credentials revoked, sessions ended (D10); this kiosk's profiles for them removed. Yourself: refused. */
  'users:delete': { input: deleteUserInput, output: deletedUser },
  /** "Set up this kiosk for <user>" (PIN): new credentials for the user on this branch, stored as a new profile in one step. */
  'users:setUpKiosk': { input: setUpKioskInput, output: profileWithSecretPlace },
  /** "Renew this profile's credentials" (PIN): a new pair for the profile in use, tried with the service, then switched to. */
  'credentials:renew': { input: renewCredentialsInput, output: profileWithSecretPlace },
  /** The branches the profile in use may sell for, and which one it uses. */
  'branches:list': { input: z.strictObject({}), output: branchesInUse },
  /** Switches the profile in use to another of its branches (PIN); kept in the profile; answers the branches again. */
  'branches:switch': { input: switchBranchInput, output: branchesInUse },
  /** The branch's checkout keys (D24), private ones masked as the service lists them. */
  'checkoutKeys:list': { input: z.strictObject({}), output: checkoutKeys },
  /** Deletes a checkout key (PIN); if customer mode here used it, customer mode is off until set up again. */
  'checkoutKeys:delete': { input: deleteByIdInput, output: checkoutKeys },
  /** "Set up customer mode on this kiosk" (PIN): a public key naming the kiosk's addresses and a private key, kept in the keychain. */
  'checkoutKeys:setUpCustomerMode': { input: z.strictObject(withPin), output: customerModeSetUp },
  /** The branch's webhooks (D24), the kiosk's own receiver marked. */
  'webhooks:list': { input: z.strictObject({}), output: webhooksInUse },
  /** Adds a webhook (PIN): https only for a live profile; in training only the kiosk's own receiver. */
  'webhooks:add': { input: addWebhookInput, output: webhooksInUse },
  /** Deletes a webhook (PIN). */
  'webhooks:delete': { input: deleteByIdInput, output: webhooksInUse },
} as const;
