import { z } from 'zod';

// K11: what the lock is, written down before it takes effect: who locked the kiosk, whether a customer has it,
// which profile is in use, whether the kiosk is running (a start that finds it still running did not quit cleanly),
// and the wrong-PIN counts of staff and of administrators.

const attemptsSchema = z.object({
  /** Wrong PINs in a row since the last pause or right PIN. */
  failures: z.number().int().min(0),
  /** Epoch ms until which no PIN is looked at (the wall clock's half of the pause). */
  pausedUntil: z.number().min(0),
  /** K15: the kiosk's own running time (a monotonic clock) the pause still owes, as of the record's last write. */
  pauseLeftMs: z.number().min(0),
  /** Pauses in a row: each is three times the one before (K11). */
  pauses: z.number().int().min(0),
});
export type Attempts = z.infer<typeof attemptsSchema>;

export const lockRecordSchema = z.object({
  version: z.literal(1),
  /** The profile whose PIN unlocks the kiosk, or null when it is not locked. */
  lockedBy: z.string().nullable(),
  /** Handed to a customer (K6): locked, showing the customer's screen. */
  customerMode: z.boolean(),
  profileId: z.string().nullable(),
  running: z.boolean(),
  staff: attemptsSchema,
  administrator: attemptsSchema,
});
export type LockRecord = z.infer<typeof lockRecordSchema>;

export const noAttempts: Attempts = { failures: 0, pausedUntil: 0, pauseLeftMs: 0, pauses: 0 };

export const freshLockRecord: LockRecord = {
  version: 1,
  lockedBy: null,
  customerMode: false,
  profileId: null,
  running: false,
  staff: noAttempts,
  administrator: noAttempts,
};
