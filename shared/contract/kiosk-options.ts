import { z } from 'zod/mini';
import { branchDetails } from '../branch/branch-details';
import { pinInput } from './session';

// How this kiosk behaves, whoever is signed in: set in Administration ("This kiosk") or carried by a set-up file
// from another kiosk (fleet set-up). Never a secret. zod/mini: every screen reads them first (issue 37).

export const kioskOptions = z.strictObject({
  /** K4: staff's screens wipe after this long untouched. */
  staffIdleSeconds: z
    .int()
    .check(
      z.gte(30, 'At least 30 seconds, so staff are not interrupted mid-sentence'),
      z.lte(900, 'At most 15 minutes (K4: a customer’s details must not stay on an unattended screen)'),
    ),
  /** K4, K6: customer mode waits longer, for a customer reading the terms or filling in the provider's form. */
  customerIdleSeconds: z.int().check(z.gte(60, 'At least a minute, so a customer is not hurried'), z.lte(1800, 'At most 30 minutes')),
  /** Full-screen with no menu, locked to the app, from the next start (as `--kiosk` does). */
  kioskMode: z.boolean(),
  /** K13: which releases this kiosk takes: `stable`, or `beta` for a branch that tries a release first. */
  updateChannel: z._default(z.enum(['stable', 'beta']), 'stable'),
  /** K13: the hour (0–23, the kiosk's own clock) in which a downloaded update may install by itself. */
  quietHour: z._default(z.int().check(z.gte(0, 'An hour from 0 to 23'), z.lte(23, 'An hour from 0 to 23')), 3),
  /** The kiosk starts when the laptop's user signs in, so a restarted laptop is ready without anyone. */
  startAtLogin: z._default(z.boolean(), false),
  /** Issue 38 item 7: the branch on the customer's printed quote; each empty until an administrator sets it. */
  branch: z._default(branchDetails, { tradingName: '', address: '', phone: '', abn: '' }),
});
export type KioskOptions = z.infer<typeof kioskOptions>;

/** Spread into shared/contract.ts's `contract`; on their own, apart from the set-up files (kiosk-set-up.ts), so the browser host's bridge client can check the options every screen reads first without the rest. */
export const kioskOptionsChannels = {
  /** The options in force, for every screen (the idle limits); anyone may read them. */
  'kioskOptions:get': { input: z.strictObject({}), output: kioskOptions },
  /** K9: an administrator's change, with the staff PIN again. */
  'kioskOptions:set': { input: z.extend(kioskOptions, pinInput.shape), output: kioskOptions },
} as const;
