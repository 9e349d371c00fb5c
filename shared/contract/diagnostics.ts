import { z } from 'zod';
import { pinInput } from './session';

// K12: Administration can export diagnostics for whoever supports the kiosk: one JSON file of versions, the OS, the
// fuses read back, the keychain's state, outbox counts by state, the options, the updates and the last log lines.

export const diagnosticsChannels = {
  /** K9: an administrator's, with the staff PIN again. The file's text, built and checked in main; no customer, no secret (K1). */
  'diagnostics:export': { input: pinInput, output: z.object({ fileName: z.string(), text: z.string() }) },
} as const;
