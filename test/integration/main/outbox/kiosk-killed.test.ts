import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { probeKeychain } from '../../../../main/credentials/keychain-availability';
import { keychainService } from '../../../../main/credentials/keychain-service';
import { KeytarStore } from '../../../../main/credentials/keytar-store';
import type { OutboxSnapshot } from '../../../../shared/contract/outbox';
import { dataOf } from '../ipc/direct-kiosk';
import { kill, startKioskProcess, type KioskProcess } from '../process/kiosk-process-client';
import { applicationPicker, counts, customer, eventually, pdf, startDrillService, type DrillService } from './drill-fixture';
import { startHoldingProxy, type HoldingProxy, type HoldMode } from './holding-proxy';

// K8: the kiosk process is killed (SIGKILL) with every kind of write in flight, and started again on the same
// user-data folder. Its outbox key is in the real OS keychain, so this runs under scripts/with-keyring.sh.

vi.stubEnv('KIOSK_TEST_KEYCHAIN', '1');
const availability = await probeKeychain(new KeytarStore(), keychainService('sandbox'));
const skip = !availability.available && process.env.KIOSK_REQUIRE_KEYCHAIN !== '1';
const skipReason = availability.available || !skip ? '' : ` (skipped: ${availability.reason} Run under scripts/with-keyring.sh)`;
const live = it.skipIf(skip);

describe('outbox drill: the kiosk killed mid-write, then started again', () => {
  let service: DrillService;
  let proxy: HoldingProxy;
  let pick: (status?: string) => string;
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

  async function drill(mode: HoldMode) {
    const userDataDir = await mkdtemp(join(tmpdir(), 'outbox-killed-'));
    places.push(userDataDir);
    const { apiId, apiSecret } = service.handout.credentials.administrator;
    const env = { KIOSK_USER_DATA: userDataDir, KIOSK_SERVICE_URL: proxy.url, KIOSK_API_ID: apiId, KIOSK_API_SECRET: apiSecret };
    const first = await startKioskProcess(env);
    running.push(first);
    const tag = randomUUID().slice(0, 8);
    const quote = { ...customer, email: `killed.quote.${tag}@example.com` };
    const callout = { ...customer, email: `killed.callout.${tag}@example.com` };
    const mobile = `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const documentFor = pick();
    const referenceFor = pick();
    const paymentFor = pick('APPROVED');
    // Signed in first, so the session is not what is held.
    dataOf(await first.kiosk.accounts.list());
    proxy.held.length = 0;
    proxy.hold(mode);
    const calls = [
      first.kiosk.quotes.create(quote),
      first.kiosk.callouts.create(callout),
      first.kiosk.secureCode.send({ mobile }),
      first.kiosk.documents.upload({
        applicationId: documentFor,
        invoice_type: 'INVOICE',
        filename: `killed-${tag}.pdf`,
        filecontent: pdf,
      }),
      first.kiosk.applications.setReference({ id: referenceFor, reference_number: `JOB-${tag}` }),
      first.kiosk.applications.requestPayment({ id: paymentFor }),
    ];
    await eventually(() => proxy.held.length === 6);
    await kill(first);
    // The screens heard nothing back: the bridge says the kiosk could not be reached.
    for (const answer of await Promise.all(calls)) expect(answer).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    proxy.hold(null);

    const second = await startKioskProcess(env);
    running.push(second);
    // The restart's pass settles what was left before anything new goes (K8).
    const snapshot = async (): Promise<OutboxSnapshot> => dataOf(await second.kiosk.outbox.list());
    await eventually(
      async () => (await snapshot()).entries.every((entry) => entry.state === 'sent' || entry.state === 'unconfirmed'),
      15_000,
    );
    const after = await snapshot();
    const stateOf = (kind: string) => after.entries.find((entry) => entry.kind === kind);
    const reached = mode === 'after' ? 1 : 0;
    // Looked up or sent again: each exactly once, whether or not it had reached the service (K3).
    expect(stateOf('quote')).toMatchObject({ state: 'sent', needsDecision: false });
    expect(counts(service).quotes(quote.email)).toBe(1);
    expect(stateOf('document')).toMatchObject({ state: 'sent' });
    expect(counts(service).documents(documentFor, `killed-${tag}.pdf`)).toBe(1);
    expect(stateOf('reference')).toMatchObject({ state: 'sent' });
    expect(counts(service).reference(referenceFor)).toBe(`JOB-${tag}`);
    // Cannot be looked up (K7): shown to staff as "may have reached the provider", never sent again on its own.
    for (const kind of ['callout', 'secureCode', 'payment']) {
      expect(stateOf(kind)).toMatchObject({
        state: 'unconfirmed',
        needsDecision: true,
        message: expect.stringMatching(/may have reached the provider/),
      });
    }
    expect(after.needsDecision).toBe(3);
    expect(counts(service).callouts(callout.email)).toBe(reached);
    expect(counts(service).texts(mobile)).toBe(reached);
    expect(counts(service).payments(paymentFor)).toBe(reached);
    // And the same call-back pressed again is refused until staff confirm it.
    expect(await second.kiosk.callouts.create(callout)).toMatchObject({ ok: false, error: { code: 'needs-confirmation' } });
    await kill(second);
  }

  live(`settles writes whose answers were in flight when the kiosk died${skipReason}`, () => drill('after'), 60_000);
  live(`settles writes that had not reached the service when the kiosk died${skipReason}`, () => drill('before'), 60_000);
});
