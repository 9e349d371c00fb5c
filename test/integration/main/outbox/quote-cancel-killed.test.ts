import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect } from 'vitest';
import { quoteStanding } from '../../../../sandbox/quote-records';
import { dataOf } from '../ipc/direct-kiosk';
import { kill, startKioskProcess } from '../process/kiosk-process-client';
import { applicationPicker, eventually } from './drill-fixture';
import type { HoldMode } from './holding-proxy';
import { killedDrillWorld, live, skipReason } from './killed-drill-world';

// K10 and K8: main is killed (SIGKILL) with the cancel of a quote applied for at the kiosk in flight, held before it
// reaches the service or after the service did it, and the kiosk starts again on the same folder. The quote ends
// inactive, its cancel reaching the service once. The outbox key is in the real keychain: run under with-keyring.sh.

const appliedProcess = fileURLToPath(new URL('../process/applied-quote-process.ts', import.meta.url));

describe('outbox drill: killed with the cancel of an applied quote in flight (K10)', () => {
  const world = killedDrillWorld();
  let pick: () => string;
  const used = new Set<string>();
  beforeAll(() => {
    if (world.service) pick = applicationPicker(world.service);
  });

  /** An open quote of the branch's, a different one each drill: as the kiosk sent it earlier. */
  function openQuote(): string {
    const { sandbox } = world.service.running;
    const quote = sandbox.state.quotes.find(
      (each) => each.account_id === '1001' && !used.has(each.id) && quoteStanding(each, sandbox.now()) === 'open',
    );
    if (!quote) throw new Error('no open quote of the branch left in the demo data');
    used.add(quote.id);
    return quote.id;
  }

  async function drill(mode: HoldMode) {
    const { service, proxy, running } = world;
    const env = world.kioskEnv(await world.place());
    const quoteId = openQuote();
    const cancel = 'DELETE';
    proxy.held.length = 0;
    proxy.hold(mode);
    const first = spawn(process.execPath, ['--import', 'tsx', appliedProcess], {
      env: { ...process.env, ...env, KIOSK_TEST_KEYCHAIN: process.env.KIOSK_TEST_KEYCHAIN ?? '1', KIOSK_APPLIED: `${quoteId} ${pick()}` },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => first.once('exit', () => resolve()));
    const lines = createInterface({ input: first.stdout });
    await new Promise<void>((resolve) => lines.on('line', (line) => line === '{"written":true}' && resolve()));
    await eventually(() => proxy.held.some((each) => each.startsWith(cancel) && each.includes(quoteId)), 30_000);
    first.kill('SIGKILL');
    await exited;
    proxy.hold(null);
    const activeAtService = () => service.running.sandbox.state.quotes.find((quote) => quote.id === quoteId)?.active;
    expect(activeAtService()).toBe(mode === 'before');

    const second = await startKioskProcess(env);
    running.push(second);
    await eventually(async () => {
      const entry = dataOf(await second.kiosk.outbox.list()).entries.find((each) => each.kind === 'quoteCancel');
      return entry?.state === 'sent';
    }, 30_000);
    expect(activeAtService()).toBe(false);
    // Reached the service once in all: held after it was done (looked up, not sent again), or before (sent once now).
    expect(proxy.reached.filter((each) => each.startsWith(cancel) && each.includes(quoteId))).toHaveLength(1);
    await kill(second);
  }

  live(`the cancel done but its answer never back: looked up, not sent again${skipReason}`, () => drill('after'), 90_000);
  live(`the cancel held before the service saw it: sent once after the restart${skipReason}`, () => drill('before'), 90_000);
});
