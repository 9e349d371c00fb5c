import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../ipc/direct-kiosk';
import {
  applicationPicker,
  closeDrillWorld,
  counts,
  customer,
  eventually,
  pdf,
  startDrillKiosk,
  startDrillWorld,
  type DrillKiosk,
  type DrillPlace,
  type DrillService,
} from './drill-fixture';

// K8 drills: the service goes away (nothing listens on its port) and comes back with the same data. Quotes,
// callouts, documents and references wait in the outbox and go once each; secure codes and payment need the service.

describe('outbox drills: the service down, then back', () => {
  let service: DrillService;
  let place: DrillPlace;
  let drill: DrillKiosk;
  let pick: (status?: string) => string;
  const quote = { ...customer, email: 'queued.quote@example.com' };
  const callout = { ...customer, email: 'queued.callout@example.com', phone: '0498765432' };

  beforeAll(async () => {
    ({ service, place, drill } = await startDrillWorld());
    pick = applicationPicker(service);
  });
  afterAll(() => closeDrillWorld({ drill, service, place }));

  it('queues what can wait, refuses what cannot, survives a restart of the kiosk, and sends each once when the service is back', async () => {
    // Known before the service goes, so the drill can check it afterwards.
    const documentFor = pick();
    const referenceFor = pick();
    const paymentFor = pick('APPROVED');
    await service.stop();

    const queuedQuote = dataOf(await drill.kiosk.quotes.create(quote));
    expect(queuedQuote.state).toBe('queued');
    expect(dataOf(await drill.kiosk.outbox.list())).toMatchObject({ online: false, queued: 1 });
    // Pressed again while it waits: the same entry, not a second one.
    expect(dataOf(await drill.kiosk.quotes.create(quote))).toEqual(queuedQuote);
    const queuedCallout = dataOf(await drill.kiosk.callouts.create(callout));
    expect(queuedCallout.state).toBe('queued');
    expect(dataOf(await drill.kiosk.callouts.create(callout))).toEqual(queuedCallout);
    expect(
      dataOf(
        await drill.kiosk.documents.upload({
          applicationId: documentFor,
          invoice_type: 'INVOICE',
          filename: 'offline.pdf',
          filecontent: pdf,
        }),
      ).state,
    ).toBe('queued');
    expect(dataOf(await drill.kiosk.applications.setReference({ id: referenceFor, reference_number: 'JOB-OFFLINE' })).state).toBe('queued');

    const code = await drill.kiosk.secureCode.send({ mobile: '0411222333' });
    expect(code).toMatchObject({
      ok: false,
      error: { code: 'unavailable', message: expect.stringMatching(/needs the financing service/) },
    });
    const payment = await drill.kiosk.applications.requestPayment({ id: paymentFor });
    expect(payment).toMatchObject({
      ok: false,
      error: { code: 'unavailable', message: expect.stringMatching(/needs the financing service/) },
    });

    const offline = dataOf(await drill.kiosk.outbox.list());
    expect(offline).toMatchObject({ online: false, queued: 4, needsDecision: 0 });
    expect(drill.snapshots.at(-1)).toMatchObject({ online: false, queued: 4 });

    // The kiosk restarts while the service is still away: the queue is still there, and still waits.
    await drill.shutdown();
    drill = await startDrillKiosk(place);
    expect(dataOf(await drill.kiosk.outbox.list())).toMatchObject({ queued: 4 });

    await service.start();
    await eventually(async () => {
      const snapshot = dataOf(await drill.kiosk.outbox.list());
      return snapshot.online && snapshot.entries.every((entry) => entry.state === 'sent' || entry.state === 'failed');
    });
    const back = dataOf(await drill.kiosk.outbox.list());
    expect(
      back.entries
        .filter((entry) => entry.state === 'sent')
        .map((entry) => entry.kind)
        .sort(),
    ).toEqual(['callout', 'document', 'quote', 'reference']);
    expect(back.entries.find((entry) => entry.kind === 'quote')?.serviceId).toMatch(/.+/);
    expect(counts(service).quotes(quote.email)).toBe(1);
    expect(counts(service).callouts(callout.email)).toBe(1);
    expect(counts(service).documents(documentFor, 'offline.pdf')).toBe(1);
    expect(counts(service).reference(referenceFor)).toBe('JOB-OFFLINE');
    expect(counts(service).texts('0411222333')).toBe(0);
    expect(counts(service).payments(paymentFor)).toBe(0);
    expect(drill.snapshots.at(-1)).toMatchObject({ online: true, queued: 0 });
  });

  it('withdraws a queued quote staff discard: never sent, said so in the Outbox; one sent meanwhile is refused, saying so', async () => {
    const discarded = { ...customer, email: 'discarded.quote@example.com' };
    const kept = { ...customer, email: 'kept.quote@example.com' };
    await service.stop();
    const gone = dataOf(await drill.kiosk.quotes.create(discarded));
    const stays = dataOf(await drill.kiosk.quotes.create(kept));
    const withdrawn = dataOf(await drill.kiosk.outbox.resolve({ id: gone.outboxId, action: 'withdraw' }));
    expect(withdrawn.entries.find((entry) => entry.id === gone.outboxId)).toMatchObject({
      state: 'withdrawn',
      waiting: false,
      needsDecision: false,
      message: expect.stringMatching(/never sent/),
    });
    // The count says what the list shows waiting: the kept one only.
    expect(withdrawn.queued).toBe(withdrawn.entries.filter((entry) => entry.waiting).length);
    expect(withdrawn.entries.find((entry) => entry.id === stays.outboxId)).toMatchObject({ state: 'queued', waiting: true });

    await service.start();
    await eventually(async () => (await drill.kiosk.outbox.list()).ok && dataOf(await drill.kiosk.outbox.list()).queued === 0);
    expect(counts(service).quotes(discarded.email)).toBe(0);
    expect(counts(service).quotes(kept.email)).toBe(1);
    expect(await drill.kiosk.outbox.resolve({ id: stays.outboxId, action: 'withdraw' })).toMatchObject({
      ok: false,
      error: { code: 'refused', message: 'It was sent meanwhile, so there is nothing to discard.' },
    });
  });

  it('finds the service back on its own, with nothing queued, so secure codes work again', async () => {
    await service.stop();
    const refused = await drill.kiosk.secureCode.send({ mobile: '0411999888' });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'unavailable', message: expect.stringMatching(/needs the financing service/) },
    });
    expect(dataOf(await drill.kiosk.outbox.list())).toMatchObject({ online: false, queued: 0 });
    await service.start();
    await eventually(async () => dataOf(await drill.kiosk.outbox.list()).online);
    expect(dataOf(await drill.kiosk.secureCode.send({ mobile: '0411999888' })).token).toHaveLength(32);
    expect(counts(service).texts('0411999888')).toBe(1);
  });

  it('keeps no customer detail or secret in clear in its file', async () => {
    const folder = join(place.userDataDir, 'outbox');
    const files = await readdir(folder);
    expect(files.length).toBeGreaterThan(0);
    const text = (await Promise.all(files.map((file) => readFile(join(folder, file), 'utf8')))).join('\n');
    const { apiId, apiSecret } = service.handout.credentials.administrator;
    for (const needle of [
      customer.first_name,
      customer.last_name,
      quote.email,
      callout.email,
      customer.phone,
      callout.phone,
      'JOB-OFFLINE',
      apiSecret,
      apiId,
    ]) {
      expect(text).not.toContain(needle);
    }
    // A lot of text was written (a PDF among it); it is all sealed lines of base64url.
    expect(
      text
        .split('\n')
        .filter((line) => line !== '')
        .every((line) => /^[A-Za-z0-9_-]+$/.test(line)),
    ).toBe(true);
  });
});
