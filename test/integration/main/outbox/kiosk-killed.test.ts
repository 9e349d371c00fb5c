import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect } from 'vitest';
import type { OutboxSnapshot } from '../../../../shared/contract/outbox';
import { dataOf } from '../ipc/direct-kiosk';
import { kill, startKioskProcess } from '../process/kiosk-process-client';
import { applicationPicker, counts, customer, eventually, pdf } from './drill-fixture';
import type { HoldMode } from './holding-proxy';
import { killedDrillWorld, live, skipReason } from './killed-drill-world';

// K8: the kiosk process is killed (SIGKILL) with every kind of write in flight, and started again on the same
// user-data folder. Its outbox key is in the real OS keychain, so this runs under scripts/with-keyring.sh.

describe('outbox drill: the kiosk killed mid-write, then started again', () => {
  const world = killedDrillWorld();
  let pick: (status?: string) => string;
  beforeAll(() => {
    if (world.service) pick = applicationPicker(world.service);
  });

  async function drill(mode: HoldMode) {
    const { service, proxy, running } = world;
    const env = world.kioskEnv(await world.place());
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
