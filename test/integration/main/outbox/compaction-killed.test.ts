import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect } from 'vitest';
import { compactionSteps, type CompactionStep } from '../../../../main/outbox/journal-compaction';
import { killServices, soakEmail, startKioskServices, type Acked, type KioskServicesProcess } from '../process/kiosk-services-client';
import { counts, eventually } from './drill-fixture';
import { killedDrillWorld, live, skipReason } from './killed-drill-world';

// K8 over a long day: the outbox journal is rewritten while the kiosk runs (after every write here, so a kill finds
// one under way), and the kiosk process is killed (SIGKILL) mid-rewrite: held at each step in turn, then at random
// moments. After each restart on the same folder, every quote the kiosk answered is in its outbox exactly once, as
// sent, and at the service exactly once; nothing was made twice. The kiosk's services are called over Node's IPC
// (kiosk-services-process.ts), not the browser host's bridge. Its outbox key is in the real OS keychain, so this runs
// under scripts/with-keyring.sh.

describe('outbox drill: the kiosk killed while it rewrites its journal, then started again', () => {
  const world = killedDrillWorld();
  const everyWrite = { KIOSK_OUTBOX_COMPACT_EVERY: '1' };
  const started: KioskServicesProcess[] = [];
  const start = async (env: Record<string, string>) => {
    const kiosk = await startKioskServices(env);
    started.push(kiosk);
    return kiosk;
  };
  // Before the world's service and folders go: whatever a failed drill left running.
  afterAll(async () => {
    for (const kiosk of started) await killServices(kiosk);
  });

  /** The new files of rewrites not renamed yet (a kill may leave one). */
  const temporaries = async (userDataDir: string) => (await readdir(join(userDataDir, 'outbox'))).filter((name) => name.endsWith('.tmp'));

  /**
   * What the quotes of these tags, up to the highest number tried, left: each answered one once, nothing twice; and
   * the new file of a rewrite the kill left (`leftover`) gone once the kiosk opened its journal again.
   */
  async function everyAnsweredQuoteOnce(
    userDataDir: string,
    restarted: KioskServicesProcess,
    acked: Acked[],
    tried: Map<string, number>,
    leftover: string[],
  ) {
    // As the kill left it, before the restart's first pass settled anything: every answered quote written down as sent.
    if ('notCounted' in restarted.atStart) throw new Error(restarted.atStart.notCounted);
    expect(restarted.atStart.unreadable).toBe(0);
    expect(restarted.atStart.byKind['quote']?.['sent'] ?? 0).toBeGreaterThanOrEqual(acked.length);
    expect((await temporaries(userDataDir)).filter((name) => leftover.includes(name))).toEqual([]);
    // Then the restart settles the one that was in flight (K3: looked up before anything goes again).
    await eventually(async () => (await restarted.outbox()).every((entry) => entry.state === 'sent'), 15_000);
    const entries = await restarted.outbox();
    for (const answered of acked) {
      expect(entries.filter((entry) => entry.id === answered.outboxId)).toEqual([
        { id: answered.outboxId, kind: 'quote', state: 'sent', serviceId: answered.serviceId },
      ]);
    }
    const made = [...tried].flatMap(([tag, upTo]) =>
      Array.from({ length: upTo + 1 }, (_, n) => counts(world.service).quotes(soakEmail(tag, n))),
    );
    expect(made.every((each) => each <= 1)).toBe(true);
    // One entry for each quote the service holds, and the other way round: none lost, none made twice.
    const serviceIds = entries.map((entry) => entry.serviceId);
    expect(new Set(serviceIds).size).toBe(entries.length);
    expect(entries).toHaveLength(made.reduce((sum, each) => sum + each, 0));
    for (const answered of acked) expect(counts(world.service).quotes(answered.email)).toBe(1);
  }

  async function holdAt(step: CompactionStep) {
    const userDataDir = await world.place();
    const env = world.kioskEnv(userDataDir);
    const first = await start({ ...env, ...everyWrite, KIOSK_OUTBOX_HOLD_AT: step, KIOSK_OUTBOX_HOLD_AFTER: '7' });
    const tag = `held-${step}`;
    const making = first.quotes(tag, 0, 50).catch(() => []);
    expect(await first.holding()).toBe(step);
    await killServices(first);
    await making;
    const acked = [...first.acked];
    // Two quotes answered, the third written down and on its way: its last line waits behind the rewrite.
    expect(acked.map((each) => each.n)).toEqual([0, 1]);
    // Held once the new file was written and synced, the kill leaves it beside the journal; at no other step.
    const leftover = await temporaries(userDataDir);
    expect(leftover).toHaveLength(step === 'written' ? 1 : 0);
    const restarted = await start(env);
    await everyAnsweredQuoteOnce(userDataDir, restarted, acked, new Map([[tag, acked.length]]), leftover);
    await restarted.stop();
  }

  for (const step of compactionSteps) {
    live(`loses and repeats nothing when killed with a rewrite held at "${step}"${skipReason}`, () => holdAt(step), 60_000);
  }

  live(
    `loses and repeats nothing when killed at random moments, rewriting after every write, six times over${skipReason}`,
    async () => {
      const userDataDir = await world.place();
      const env = world.kioskEnv(userDataDir);
      const acked: Acked[] = [];
      const tried = new Map<string, number>();
      let kiosk = await start({ ...env, ...everyWrite });
      for (let round = 0; round < 6; round++) {
        const tag = `round-${round}`;
        const making = kiosk.quotes(tag, 0, 1000).catch(() => []);
        const after = 2 + Math.floor(Math.random() * 6);
        await eventually(() => kiosk.acked.length >= after, 15_000);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 40));
        await killServices(kiosk);
        await making;
        acked.push(...kiosk.acked);
        tried.set(tag, kiosk.acked.length);
        const leftover = await temporaries(userDataDir);
        // Started again, checked, and the next round's to kill.
        kiosk = await start({ ...env, ...everyWrite });
        await everyAnsweredQuoteOnce(userDataDir, kiosk, acked, tried, leftover);
      }
      await kiosk.stop();
    },
    180_000,
  );
});
