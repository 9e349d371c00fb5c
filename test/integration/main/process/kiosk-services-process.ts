import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { createKiosk } from '../../../../main/compose';
import { CredentialVault } from '../../../../main/credentials/credential-vault';
import { openInstallation } from '../../../../main/credentials/installation';
import { createFileLogger } from '../../../../main/core/logger';
import { compactionSteps, defaultCompaction, type JournalCompaction } from '../../../../main/outbox/journal-compaction';
import { startEmbeddedSandbox } from '../../../../main/training/embedded-sandbox';
import { connectServiceClient } from '../../../../main/vendor/service-client';
import { drillProfileFolder } from './drill-profile';
import { soakEmail } from './kiosk-services-client';

// The kiosk composed as main composes it (createKiosk, the keychain, the service client, the log files), in a process
// of its own and driven over Node's IPC channel: its services are called directly, never through the browser host's
// bridge. For the SIGKILL drills of the outbox's compaction (K8) and the soak benchmark (`npm run bench:soak`).
// Environment: drill-profile.ts's, and for the drills KIOSK_OUTBOX_COMPACT_EVERY=1 (the journal rewritten after every
// write), KIOSK_OUTBOX_HOLD_AT=<step> and KIOSK_OUTBOX_HOLD_AFTER=<n> (the rewrite after the n-th held at that step for
// ever, told as {type:'holding'}). Sends {type:'ready'} once started; kiosk-services-client.ts speaks to it.

const ask = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('quotes'),
    tag: z.string().regex(/^[a-z0-9-]+$/),
    from: z.number().int().min(0),
    count: z.number().int().min(1),
  }),
  z.object({ type: z.literal('measure') }),
  z.object({ type: z.literal('outbox') }),
  z.object({ type: z.literal('stop') }),
]);

const { userDataDir, keychain } = await drillProfileFolder();
const log = createFileLogger({ folder: join(userDataDir, 'logs') });
const kiosk = await createKiosk({
  userDataDir,
  keychain,
  connectVendor: connectServiceClient,
  startTrainingSandbox: startEmbeddedSandbox,
  now: Date.now,
  log,
  outboxCompaction: compactionFromEnv(),
});
// K12's read-only count of the journal as the last run left it, before this run's first pass settles anything.
const installation = await openInstallation({ userDataDir, keychain, keychainAvailability: { available: true } });
const [profile] = await new CredentialVault({ userDataDir, keychain, installation }).listProfiles();
const atStart = profile ? await kiosk.services.outbox.countsOf(profile) : { notCounted: 'no profile' };
await kiosk.start({ training: false });
await kiosk.services.outbox.settled();
function send(message: Record<string, unknown>): void {
  process.send?.(message);
}

process.on('message', (message: unknown) => {
  const parsed = ask.safeParse(message);
  if (!parsed.success) return send({ type: 'error', message: 'not understood' });
  answer(parsed.data).catch((error: unknown) => send({ type: 'error', message: error instanceof Error ? error.message : String(error) }));
});
send({ type: 'ready', atStart });

async function answer(asked: z.infer<typeof ask>): Promise<void> {
  switch (asked.type) {
    case 'quotes':
      // One after another, as staff make them: each told once the kiosk answered it (K8: written down, then sent).
      for (let n = asked.from; n < asked.from + asked.count; n++) {
        const email = soakEmail(asked.tag, n);
        const made = await kiosk.services.quotes.create(soakQuote(n, email));
        send({
          type: 'acked',
          n,
          email,
          outboxId: made.outboxId,
          state: made.state,
          serviceId: made.state === 'sent' ? made.result.id : null,
        });
      }
      return send({ type: 'done' });
    case 'measure':
      // What stays after a full collection: what main keeps, not garbage not yet collected (run with --expose-gc).
      globalThis.gc?.();
      return send({
        type: 'measured',
        memory: process.memoryUsage(),
        journalBytes: await bytesIn(join(userDataDir, 'outbox'), '.journal'),
        logBytes: await bytesIn(join(userDataDir, 'logs'), '.log'),
      });
    case 'outbox': {
      const entries = await kiosk.services.outbox.entries();
      return send({ type: 'outbox', entries: entries.map(({ id, kind, state, serviceId }) => ({ id, kind, state, serviceId })) });
    }
    case 'stop':
      await kiosk.shutdown();
      log.close();
      process.exit(0);
  }
}

/** The drills' compaction: after every write, and held mid-way at a step when asked. */
function compactionFromEnv(): JournalCompaction {
  if (process.env['KIOSK_OUTBOX_COMPACT_EVERY'] !== '1') return defaultCompaction;
  const holdAt = z.enum(compactionSteps).optional().parse(process.env['KIOSK_OUTBOX_HOLD_AT']);
  let toLetPass = Number(process.env['KIOSK_OUTBOX_HOLD_AFTER'] ?? 0);
  return {
    due: ({ bytes, compactedBytes }) => bytes > compactedBytes,
    reached: async (step) => {
      if (step !== holdAt || toLetPass-- > 0) return;
      send({ type: 'holding', step });
      await new Promise(() => undefined);
    },
  };
}

/** The files of a folder whose names end so (the outbox's journals, the log and its rotated files), in bytes. */
async function bytesIn(folder: string, ending: string): Promise<number> {
  let bytes = 0;
  for (const name of await readdir(folder)) if (name.includes(ending)) bytes += (await stat(join(folder, name))).size;
  return bytes;
}

/** The n-th quote of the day: a different customer, mobile and amount each time. */
function soakQuote(n: number, email: string) {
  return {
    first_name: 'Jamie',
    last_name: `Nguyen ${n}`,
    phone: `04${String(10_000_000 + n).slice(-8)}`,
    email,
    total_purchase_amount: 500_000 + n * 100,
    deposit_amount: 50_000,
    repayment_term: 24,
    product_category: 'Solar Panel Package',
    product_description: '6.6 kW rooftop system',
  };
}
