import { z } from 'zod/mini';
import { kioskOptions } from './kiosk-options';
import { serviceAddressProblem } from '../profiles/service-address-rule';

// Fleet set-up: an administrator exports the profile in use as a file, and a new laptop imports it so that
// only the credentials remain to be entered. The file names the service, the branch and the kiosk's options, never
// a secret (K1): the schema is strict, so a file that carries anything more (an API secret, a key) is refused whole.
// zod/mini, like the kiosk's options it carries (kiosk-options.ts, which the first screen's checks load).

export const setUpFileKind = 'finance-kiosk-set-up';

export const setUpFile = z.strictObject({
  kind: z.literal(setUpFileKind),
  version: z.literal(1),
  profile: z
    .strictObject({
      displayName: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
      environment: z.enum(['sandbox', 'live']),
      baseUrl: z.url({ protocol: /^https?$/ }),
      branch: z.strictObject({ accountId: z.string().check(z.minLength(1), z.maxLength(100)), name: z.string().check(z.maxLength(200)) }),
    })
    // K15: a file names the service the credentials will go to, so it keeps the same address rule as the form.
    .check(
      z.superRefine((profile, context) => {
        const problem = serviceAddressProblem(profile.environment, profile.baseUrl);
        if (problem !== null) context.addIssue({ code: 'custom', path: ['baseUrl'], message: problem });
      }),
    ),
  kioskOptions,
});
export type SetUpFile = z.infer<typeof setUpFile>;

export const kioskSetUpChannels = {
  /** K9: the profile in use as a set-up file (an administrator's; not the training profile, which every kiosk has). */
  'setUp:export': { input: z.strictObject({}), output: z.object({ fileName: z.string(), text: z.string() }) },
  /** A chosen set-up file, checked: what the profile form fills in; nothing is saved until the credentials are. */
  'setUp:read': { input: z.strictObject({ text: z.string().check(z.maxLength(100_000)) }), output: setUpFile },
} as const;
