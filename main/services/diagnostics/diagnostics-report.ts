import { z } from 'zod';
import { kioskOptions } from '../../../shared/contract/kiosk-options';
import { outboxKinds, outboxStates } from '../../../shared/contract/outbox';
import { profileRole } from '../../../shared/contract/session';
import { updateStatus } from '../../../shared/contract/updates';

// K12: the diagnostics file, field by field. Strict, and checked before it is handed over: nothing the schema does not
// name can ride along (no payload, no customer, no secret: K1). Counts, states, versions and the scrubbed log only.

export const diagnosticsKind = 'finance-kiosk-diagnostics';

// The branch's details for printed quotes (issue 38) are not the kiosk's behaviour: support is told only which are set.
const { branch: _branchDetails, ...kioskBehaviour } = kioskOptions.shape;

const count = z.number().int().min(0);
const outboxCounts = z.strictObject({
  byState: z.record(z.enum(outboxStates), count),
  byKind: z.partialRecord(z.enum(outboxKinds), z.partialRecord(z.enum(outboxStates), count)),
  needsDecision: count,
  unsent: count,
  unreadable: count,
});

export const diagnosticsReport = z.strictObject({
  kind: z.literal(diagnosticsKind),
  version: z.literal(1),
  /** ISO 8601, the kiosk's clock. */
  createdAt: z.string(),
  app: z.strictObject({ name: z.string(), version: z.string() }),
  runtime: z.strictObject({
    host: z.enum(['electron', 'browser']),
    electron: z.string().nullable(),
    chromium: z.string().nullable(),
    node: z.string(),
    v8: z.string(),
    note: z.string().optional(),
  }),
  os: z.strictObject({
    platform: z.string(),
    release: z.string(),
    version: z.string(),
    arch: z.string(),
    totalMemoryBytes: count,
    freeMemoryBytes: count,
    kioskMemoryBytes: count,
  }),
  fuses: z.discriminatedUnion('read', [
    z.strictObject({ read: z.literal(true), wireVersion: z.string(), fuses: z.record(z.string(), z.string()) }),
    z.strictObject({ read: z.literal(false), reason: z.string() }),
  ]),
  keychain: z.strictObject({
    available: z.boolean(),
    backend: z.string(),
    reason: z.string().optional(),
    instead: z.string().optional(),
  }),
  kioskOptions: z.strictObject({ ...kioskBehaviour, branchDetailsSet: z.array(z.string()) }),
  updates: updateStatus,
  /** Names and places only, never credentials (K1); each with its outbox counted, never read out. */
  profiles: z.array(
    z.strictObject({
      id: z.string(),
      displayName: z.string(),
      environment: z.enum(['training', 'sandbox', 'live']),
      branch: z.strictObject({ accountId: z.string(), name: z.string() }),
      role: profileRole,
      inUse: z.boolean(),
      outbox: z.union([outboxCounts, z.strictObject({ notCounted: z.string() })]),
    }),
  ),
  log: z.strictObject({ files: z.array(z.string()), lines: z.array(z.string()), note: z.string().optional() }),
});
export type DiagnosticsReport = z.infer<typeof diagnosticsReport>;

/** `finance-kiosk-diagnostics-2026-11-26T1530.json`: the kiosk's local time to the minute, as staff read clocks. */
export function diagnosticsFileName(now: number): string {
  const at = new Date(now);
  const two = (value: number) => String(value).padStart(2, '0');
  const day = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  return `${diagnosticsKind}-${day}T${two(at.getHours())}${two(at.getMinutes())}.json`;
}
