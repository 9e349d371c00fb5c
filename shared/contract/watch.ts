import { z } from 'zod';
import { applicationStatus } from '../wire/applications';
import { timestamp } from '../wire/common';
import { applicationId } from './ids';

// Application status tracking (D14): the main process notices status changes, by polling and, in training,
// by verified webhooks (D26), and pushes them to the screens as events; each change is reported once.

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

/** The event `watch:statusChanged`: changes main noticed, pushed to the screens as they happen (each once). */
export const statusChanges = z.object({ changes: z.array(statusChange).min(1).max(500) });
export type StatusChanges = z.infer<typeof statusChanges>;
