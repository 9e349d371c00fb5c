import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { probeKeychain } from '../../../../main/credentials/keychain-availability';
import { keychainService } from '../../../../main/credentials/keychain-service';
import { KeytarStore } from '../../../../main/credentials/keytar-store';
import { dataOf } from '../ipc/direct-kiosk';
import { kill, startKioskProcess, type KioskProcess } from '../process/kiosk-process-client';
import { quoteStanding } from '../../../../sandbox/quote-records';
import { applicationPicker, eventually, startDrillService, type DrillService } from './drill-fixture';
import { startHoldingProxy, type HoldingProxy, type HoldMode } from './holding-proxy';

// K10 and K8: main is killed (SIGKILL) with the cancel of a quote applied for at the kiosk in flight, held before it
// reaches the service or after the service did it, and the kiosk starts again on the same folder. The quote ends
// inactive, its cancel reaching the service once. The outbox key is in the real keychain: run under with-keyring.sh.

vi.stubEnv('KIOSK_TEST_KEYCHAIN', '1');
const availability = await probeKeychain(new KeytarStore(), keychainService('sandbox'));
const skip = !availability.available && process.env.KIOSK_REQUIRE_KEYCHAIN !== '1';
const skipReason = availability.available || !skip ? '' : ` (skipped: ${availability.reason} Run under scripts/with-keyring.sh)`;
const live = it.skipIf(skip);
const appliedProcess = fileURLToPath(new URL('../process/applied-quote-process.ts', import.meta.url));

describe('outbox drill: killed with the cancel of an applied quote in flight (K10)', () => {
  let service: DrillService;
  let proxy: HoldingProxy;
  let pick: () => string;
  const used = new Set<string>();
  const places: string[] = [];
  const running: KioskProcess[] = [];

  beforeAll(async () => {
    if (skip) return;
    service = await startDrillService();
    proxy = await startHoldingProxy(service.baseUrl);
    pick = applicationPicker(service);
  });
  afterAll(async () => {
    for (const each of running) if (each.child.exitCode === null && each.child.signalCode === null) await kill(each);
    await proxy?.close();
    await service?.close();
    if (!skip) {
      const store = new KeytarStore();
      const keys = keychainService('sandbox');
      for (const account of await store.list(keys)) await store.delete(keys, account);
    }
    for (const place of places) await rm(place, { recursive: true, force: true });
  });

  /** An open quote of the branch's, a different one each drill: as the kiosk sent it earlier. */
  function openQuote(): string {
    const { sandbox } = service.running;
    const quote = sandbox.state.quotes.find(
      (each) => each.account_id === '1001' && !used.has(each.id) && quoteStanding(each, sandbox.now()) === 'open',
    );
    if (!quote) throw new Error('no open quote of the branch left in the demo data');
    used.add(quote.id);
    return quote.id;
  }

  async function drill(mode: HoldMode) {
    const userDataDir = await mkdtemp(join(tmpdir(), 'quote-cancel-killed-'));
    places.push(userDataDir);
    const { apiId, apiSecret } = service.handout.credentials.administrator;
    const env = { KIOSK_USER_DATA: userDataDir, KIOSK_SERVICE_URL: proxy.url, KIOSK_API_ID: apiId, KIOSK_API_SECRET: apiSecret };
    const quoteId = openQuote();
    const cancel = 'DELETE';
    proxy.held.length = 0;
    proxy.hold(mode);
    const first = spawn(process.execPath, ['--import', 'tsx', appliedProcess], {
      env: { ...process.env, ...env, KIOSK_TEST_KEYCHAIN: '1', KIOSK_APPLIED: `${quoteId} ${pick()}` },
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
