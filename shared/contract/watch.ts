import { z } from 'zod';
import { applicationStatus } from '../wire/applications';
import { timestamp } from '../wire/common';
import { applicationId } from './ids';

// Application status tracking (D14, issue 6): the main process notices status changes, by polling and, in training,
// by verified webhooks (D26), and the screens pull them; each change is reported once.

/** One change of an application's status, as the screens see it: names only, never a token or a secret (K1). */
export const statusChange = z.object({
  applicationId,
  /** The status the kiosk knew before; an application's first sighting is a baseline, never a change. */
  from: applicationStatus,
  to: applicationStatus,
  /** When the service recorded the change (D4), from the application's status history. */
  at: timestamp,
  reference_number: z.string(),
  /** The first applicant's name, "" when the service gave none. */
  applicant: z.string(),
});
export type StatusChange = z.infer<typeof statusChange>;

/** Opaque: the screens send back the one they were last given. */
export const changesCursor = z.string().min(1).max(64);

/** Without a cursor, every change still kept; with one, only those after it. */
export const changesSinceInput = z.strictObject({ cursor: changesCursor.optional() });
export type ChangesSinceInput = z.infer<typeof changesSinceInput>;

export const changesSinceOutput = z.object({
  changes: z.array(statusChange),
  cursor: changesCursor,
  /** True when changes after the cursor were dropped from the bounded buffer (or the kiosk restarted): reload the list. */
  missed: z.boolean(),
});
export type ChangesSince = z.infer<typeof changesSinceOutput>;

/** The channel `watch:changes`, for shared/contract.ts. */
export const watchChanges = { input: changesSinceInput, output: changesSinceOutput } as const;
