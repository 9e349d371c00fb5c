import { z } from 'zod';
import { pinInput } from './session';

// K13: the kiosk's own updates, as Administration → This kiosk and the diagnostics show them. Main checks and
// downloads in the background; it installs only when no customer is being served and nothing is unsent.

/** Why a downloaded update is not installed yet, in the order the screen names them. */
export const updateHold = z.enum(['customer', 'unsent', 'not-quiet-hour']);
export type UpdateHold = z.infer<typeof updateHold>;

export const updateStatus = z.object({
  /** The version running now (package.json's, stamped from the release tag). */
  currentVersion: z.string(),
  /**
   * `unsupported`: this build cannot update itself (the browser host, or an unpacked or deb install: the reason says);
   * `idle` before the first check; `ready`: downloaded, waiting for `holds` to clear.
   */
  phase: z.enum(['unsupported', 'idle', 'checking', 'up-to-date', 'downloading', 'ready', 'installing', 'failed']),
  /** Plain words for the phase: why unsupported, what failed. */
  detail: z.string().optional(),
  availableVersion: z.string().optional(),
  downloadedPercent: z.number().min(0).max(100).optional(),
  /** ISO time of the last finished check. */
  lastCheckedAt: z.string().optional(),
  holds: z.array(updateHold),
});
export type UpdateStatus = z.infer<typeof updateStatus>;

export const updateChannels = {
  /** Anyone may read it (the version is on the profile screen). */
  'updates:status': { input: z.strictObject({}), output: updateStatus },
  /** K9: an administrator looks for an update now, with the staff PIN again. */
  'updates:check': { input: pinInput, output: updateStatus },
  /**
   * K9, K13: an administrator says "install now". Still refused while a customer is being served or anything is
   * unsent (the update waits, and says why); the quiet hour is what it overrides.
   */
  'updates:installNow': { input: pinInput, output: updateStatus },
} as const;
