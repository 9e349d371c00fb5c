import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The kiosk as its own process (kiosk-services-process.ts), its services called over Node's IPC channel, for the
// drills that kill it (SIGKILL) mid-compaction and for the soak benchmark.

const script = fileURLToPath(new URL('./kiosk-services-process.ts', import.meta.url));

const acked = z.object({
  type: z.literal('acked'),
  n: z.number(),
  email: z.string(),
  outboxId: z.string(),
  state: z.string(),
  serviceId: z.string().nullable(),
});
/** K12's counts of the journal as the last run left it, read before the first pass settles anything. */
const atStart = z.union([
  z.object({ byKind: z.record(z.string(), z.record(z.string(), z.number())), unreadable: z.number() }),
  z.object({ notCounted: z.string() }),
]);
const memory = z.object({ rss: z.number(), heapTotal: z.number(), heapUsed: z.number(), external: z.number(), arrayBuffers: z.number() });
const told = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), atStart }),
  acked,
  z.object({ type: z.literal('done') }),
  z.object({ type: z.literal('measured'), memory, journalBytes: z.number(), logBytes: z.number() }),
  z.object({
    type: z.literal('outbox'),
    entries: z.array(z.object({ id: z.string(), kind: z.string(), state: z.string(), serviceId: z.string().optional() })),
  }),
  z.object({ type: z.literal('holding'), step: z.string() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
type Told = z.infer<typeof told>;

export type Acked = z.infer<typeof acked>;
export type Measured = Extract<Told, { type: 'measured' }>;
export type OutboxEntries = Extract<Told, { type: 'outbox' }>['entries'];

export interface KioskServicesProcess {
  child: ChildProcess;
  atStart: z.infer<typeof atStart>;
  /** Every quote the kiosk answered, in order, as it was told (kept when the process is killed). */
  acked: Acked[];
  /** Creates `count` quotes one after another, numbered from `from` (to soakEmail(tag, n)); resolves once all are answered. */
  quotes(tag: string, from: number, count: number): Promise<Acked[]>;
  measure(): Promise<Measured>;
  outbox(): Promise<OutboxEntries>;
  /** Resolves when the process says a compaction is held at `step` (KIOSK_OUTBOX_HOLD_AT): the moment to kill it. */
  holding(): Promise<string>;
  /** Shuts down as on quit, and waits for the process to end. */
  stop(): Promise<void>;
}

export interface KioskServicesOptions {
  /** How to run the process (default: Node with tsx, the script as it is). */
  command?: readonly string[];
}

export async function startKioskServices(env: Record<string, string>, options: KioskServicesOptions = {}): Promise<KioskServicesProcess> {
  const [command = process.execPath, ...args] = options.command ?? [process.execPath, '--import', 'tsx', script];
  const child = spawn(command, args, {
    env: { ...process.env, ...env, KIOSK_TEST_KEYCHAIN: process.env.KIOSK_TEST_KEYCHAIN ?? '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting: { wanted: Told['type']; resolve: (message: Told) => void; reject: (error: Error) => void }[] = [];
  const ackedSoFar: Acked[] = [];
  const ended = (code: number | null, signal: string | null) => {
    for (const each of waiting.splice(0))
      each.reject(new Error(`the kiosk process ended (${signal ?? code}) before it told ${each.wanted}`));
  };
  child.once('exit', ended);
  child.on('message', (message: unknown) => {
    const parsed = told.parse(message);
    if (parsed.type === 'acked') ackedSoFar.push(parsed);
    const index = waiting.findIndex((each) => each.wanted === parsed.type || parsed.type === 'error');
    if (index < 0) return;
    const [found] = waiting.splice(index, 1);
    if (parsed.type === 'error') found?.reject(new Error(parsed.message));
    else found?.resolve(parsed);
  });
  const next = <T extends Told['type']>(wanted: T): Promise<Extract<Told, { type: T }>> =>
    new Promise((resolve, reject) => {
      waiting.push({ wanted, resolve: (message) => resolve(message as Extract<Told, { type: T }>), reject });
    });
  const ready = await next('ready');
  const ask = (message: Record<string, unknown>) => child.send(message);
  return {
    child,
    atStart: ready.atStart,
    acked: ackedSoFar,
    quotes: async (tag, from, count) => {
      const done = next('done');
      const before = ackedSoFar.length;
      ask({ type: 'quotes', tag, from, count });
      await done;
      return ackedSoFar.slice(before);
    },
    measure: () => {
      const measured = next('measured');
      ask({ type: 'measure' });
      return measured;
    },
    outbox: async () => {
      const answer = next('outbox');
      ask({ type: 'outbox' });
      return (await answer).entries;
    },
    holding: async () => (await next('holding')).step,
    stop: async () => {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      ask({ type: 'stop' });
      await exited;
    },
  };
}

/** The n-th quote's customer: whoever drives the process knows every address it may have used. */
export function soakEmail(tag: string, n: number): string {
  return `soak.${tag}.${n}@example.com`;
}

/** SIGKILL, as a crash or a pulled plug leaves it; resolves once the process is gone. */
export function killServices(process: KioskServicesProcess): Promise<void> {
  return new Promise((resolve) => {
    if (process.child.exitCode !== null || process.child.signalCode !== null) return resolve();
    process.child.once('exit', () => resolve());
    process.child.kill('SIGKILL');
  });
}
