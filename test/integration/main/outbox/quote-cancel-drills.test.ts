import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../ipc/direct-kiosk';
import {
  applicationPicker,
  closeDrillWorld,
  customer,
  eventually,
  startDrillKiosk,
  startDrillWorld,
  type DrillKiosk,
  type DrillPlace,
  type DrillService,
} from './drill-fixture';

// K10's cancel drilled as every other write (K3, K8): the answer dropped, the service failing, the service gone while
// the kiosk restarts. The quote must end inactive, with its cancel reaching the service once, and the entry sent.

describe('outbox drills: the cancel of a quote applied for at the kiosk (K10)', () => {
  let service: DrillService;
  let place: DrillPlace;
  let drill: DrillKiosk;
  let pick: () => string;
  let made = 0;
  /** DELETEs of a quote the kiosk's client made, by quote id, whatever became of them. */
  const cancelsSent = new Map<string, number>();

  beforeAll(async () => {
    ({ service, place, drill } = await startDrillWorld({ afterRequest: countCancels }));
    pick = applicationPicker(service);
  });
  afterAll(() => closeDrillWorld({ drill, service, place }));

  async function countCancels(method: string, path: string): Promise<void> {
    const id = method === 'DELETE' ? /\/quote\/([^/]+)$/.exec(path)?.[1] : undefined;
    if (id) cancelsSent.set(id, (cancelsSent.get(id) ?? 0) + 1);
  }

  /** A quote sent from the kiosk: its id. */
  async function sentQuote(): Promise<string> {
    made += 1;
    const sent = dataOf(await drill.kiosk.quotes.create({ ...customer, email: `applied.${made}@example.com` }));
    if (sent.state !== 'sent') throw new Error(`the quote was not sent: ${sent.state}`);
    return sent.result.id;
  }

  /** The customer applies for it at the kiosk: K10 writes its cancel down. The outbox entry's id. */
  async function appliedAtKiosk(quoteId: string): Promise<string> {
    await drill.services.quotes.appliedAtKiosk(quoteId, pick());
    // What main wrote down: the screens' view names no customer once the cancel is settled (K4).
    const entry = (await drill.services.outbox.entries()).find((each) => each.kind === 'quoteCancel' && each.summary.includes(quoteId));
    if (!entry) throw new Error(`no cancel was written down for quote ${quoteId}`);
    return entry.id;
  }

  const stateOf = async (outboxId: string) => dataOf(await drill.kiosk.outbox.list()).entries.find((each) => each.id === outboxId);
  const activeAtService = (quoteId: string) => service.running.sandbox.state.quotes.find((quote) => quote.id === quoteId)?.active;

  it('its answer dropped: looked up, found inactive, never sent again', async () => {
    const quoteId = await sentQuote();
    await service.fault('cancelQuote', 1, 'drop');
    const outboxId = await appliedAtKiosk(quoteId);
    await eventually(async () => (await stateOf(outboxId))?.state === 'sent');
    expect(await stateOf(outboxId)).toMatchObject({ needsDecision: false });
    expect(activeAtService(quoteId)).toBe(false);
    expect(cancelsSent.get(quoteId)).toBe(1);
  });

  it('the service failing it twice: tried again until it is done, and done once', async () => {
    const quoteId = await sentQuote();
    await service.fault('cancelQuote', 2, 'error');
    const outboxId = await appliedAtKiosk(quoteId);
    await eventually(async () => (await stateOf(outboxId))?.state === 'sent');
    expect(activeAtService(quoteId)).toBe(false);
    // Two refused before the service did anything, then the one that counted.
    expect(cancelsSent.get(quoteId)).toBe(3);
  });

  it('the service gone while the kiosk restarts: kept, then sent once when it is back', async () => {
    const quoteId = await sentQuote();
    await service.stop();
    const outboxId = await appliedAtKiosk(quoteId);
    await drill.settle();
    expect(await stateOf(outboxId)).toMatchObject({ state: 'queued' });
    expect(cancelsSent.get(quoteId) ?? 0).toBe(0);
    // Not staff's to discard (K10): it keeps the quote's link from starting a second application.
    expect(await drill.kiosk.outbox.resolve({ id: outboxId, action: 'withdraw' })).toMatchObject({
      ok: false,
      error: { code: 'refused', message: expect.stringMatching(/cannot start a second application/) },
    });
    expect(await stateOf(outboxId)).toMatchObject({ state: 'queued', waiting: true });

    await drill.shutdown();
    drill = await startDrillKiosk(place, { afterRequest: countCancels });
    expect(await stateOf(outboxId)).toMatchObject({ state: 'queued' });

    await service.start();
    await eventually(async () => (await stateOf(outboxId))?.state === 'sent', 20_000);
    expect(activeAtService(quoteId)).toBe(false);
    expect(cancelsSent.get(quoteId)).toBe(1);
    // The kept record says what happened: applied at the kiosk, with its application (K10).
    expect(dataOf(await drill.kiosk.quotes.get({ id: quoteId }))).toMatchObject({
      active: 0,
      appliedAtKiosk: { applicationId: expect.any(String) },
    });
  }, 60_000);
});
