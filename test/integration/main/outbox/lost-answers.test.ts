import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../ipc/direct-kiosk';
import {
  applicationPicker,
  closeDrillWorld,
  counts,
  customer,
  eventually,
  pdf,
  startDrillWorld,
  type DrillKiosk,
  type DrillPlace,
  type DrillService,
} from './drill-fixture';

// Fault drills (K3, K7, K8): the sandbox does the work and then cuts the connection (`drop`), or fails the look-up
// (`error`). Every write must end once in the sandbox, or be shown to staff as unresolved; never twice.

describe('outbox drills: answers lost on the way back', () => {
  let service: DrillService;
  let place: DrillPlace;
  let drill: DrillKiosk;
  let made = 0;
  /** Set by a test: run once right after the kiosk's write to this path fails (its answer dropped). */
  let whenLost: { path: string; then: () => Promise<void> } | null = null;
  const person = () => {
    made += 1;
    return { ...customer, email: `jamie.lost${made}@example.com`, phone: `04${String(10_000_000 + made).slice(-8)}` };
  };
  const entry = async (outboxId: string) => dataOf(await drill.kiosk.outbox.list()).entries.find((each) => each.id === outboxId);
  let pick: (status?: string) => string;

  beforeAll(async () => {
    ({ service, place, drill } = await startDrillWorld({
      afterRequest: async (method, path, outcome) => {
        if (!whenLost || method === 'GET' || path !== whenLost.path || outcome !== 'failed') return;
        const { then } = whenLost;
        whenLost = null;
        await then();
      },
    }));
    pick = applicationPicker(service);
  });
  afterAll(() => closeDrillWorld({ drill, service, place }));

  /** K8: answered "queued" at once, then settled by the follow-ups: found by K3's look-up, never made twice. */
  const settles = async (outboxId: string) => eventually(async () => (await entry(outboxId))?.state === 'sent');

  describe('quotes (K3: looked up)', () => {
    it('dropped once: answered queued at once, then found, not made twice', async () => {
      const body = person();
      await service.fault('createQuote', 1, 'drop');
      const answer = dataOf(await drill.kiosk.quotes.create(body));
      expect(answer.state).toBe('queued');
      expect(await entry(answer.outboxId)).toMatchObject({
        needsDecision: false,
        waiting: true,
        summary: `Quote for Jamie Nguyen, $8,500.00 over 24 months`,
      });
      await settles(answer.outboxId);
      expect(counts(service).quotes(body.email)).toBe(1);
      // Settled: it stays in the Outbox, with the provider's number, and no longer names the customer (K4).
      const settled = await entry(answer.outboxId);
      expect(settled).toMatchObject({ state: 'sent', needsDecision: false, waiting: false, serviceId: expect.stringMatching(/.+/) });
      expect(settled).not.toHaveProperty('summary');
    });

    it('dropped three times in a row: each of three quotes found once', async () => {
      await service.fault('createQuote', 3, 'drop');
      for (let each = 0; each < 3; each++) {
        const body = person();
        const answer = dataOf(await drill.kiosk.quotes.create(body));
        await settles(answer.outboxId);
        expect(counts(service).quotes(body.email)).toBe(1);
      }
    });

    it('a 5xx: queued, not refused, and made once when the service is well again', async () => {
      const body = person();
      await service.fault('createQuote', 2, 'error');
      const started = Date.now();
      const answer = dataOf(await drill.kiosk.quotes.create(body));
      expect(answer.state).toBe('queued');
      // One try while staff wait: no look-ups and backoff before the answer (issue 38).
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(dataOf(await drill.kiosk.outbox.list()).queued).toBeGreaterThanOrEqual(1);
      await settles(answer.outboxId);
      expect(counts(service).quotes(body.email)).toBe(1);
    });

    it('dropped while the look-up fails: queued, pressed again still not made twice, then found', async () => {
      const body = person();
      await service.fault('createQuote', 1, 'drop');
      await service.fault('getQuotes', 18, 'error');
      const first = dataOf(await drill.kiosk.quotes.create(body));
      expect(first.state).toBe('queued');
      // Pressed again: the same queued quote (K3 settles it), nothing is sent blind.
      expect(dataOf(await drill.kiosk.quotes.create(body))).toEqual(first);
      expect(counts(service).quotes(body.email)).toBe(1);
      await settles(first.outboxId);
      expect(counts(service).quotes(body.email)).toBe(1);
    });
  });

  describe('callouts (K7: cannot be looked up)', () => {
    it('dropped once: "may have reached the provider", and the same customer is refused until staff confirm', async () => {
      const body = person();
      await service.fault('createCalloutRequest', 1, 'drop');
      const lost = await drill.kiosk.callouts.create(body);
      expect(lost).toMatchObject({
        ok: false,
        error: { code: 'outcome-unknown', message: expect.stringMatching(/may have reached the provider/) },
      });
      expect(!lost.ok && lost.error.message).not.toMatch(/could not be reached|cannot be reached/);
      expect(counts(service).callouts(body.email)).toBe(1);
      const again = await drill.kiosk.callouts.create(body);
      expect(again).toMatchObject({
        ok: false,
        error: { code: 'needs-confirmation', message: expect.stringMatching(/was sent at \d{1,2}:\d{2}/) },
      });
      expect(counts(service).callouts(body.email)).toBe(1);
      const snapshot = dataOf(await drill.kiosk.outbox.list());
      expect(snapshot.entries.find((each) => each.kind === 'callout' && each.state === 'unconfirmed')).toMatchObject({
        needsDecision: true,
      });
      // Staff confirm: a second one goes, because they asked for it.
      expect(dataOf(await drill.kiosk.callouts.create({ ...body, confirmRepeat: true })).state).toBe('sent');
      expect(counts(service).callouts(body.email)).toBe(2);
    });

    it('a 5xx: may have reached the provider (K7), never sent again unless staff confirm', async () => {
      const body = person();
      await service.fault('createCalloutRequest', 1, 'error');
      expect(await drill.kiosk.callouts.create(body)).toMatchObject({
        ok: false,
        error: { code: 'outcome-unknown', message: expect.stringMatching(/may have reached the provider/) },
      });
      expect(await drill.kiosk.callouts.create(body)).toMatchObject({ ok: false, error: { code: 'needs-confirmation' } });
      expect(dataOf(await drill.kiosk.callouts.create({ ...body, confirmRepeat: true })).state).toBe('sent');
      expect(counts(service).callouts(body.email)).toBe(1);
    });

    it('dropped three times: three customers, each once, each shown as unconfirmed', async () => {
      await service.fault('createCalloutRequest', 3, 'drop');
      for (let each = 0; each < 3; each++) {
        const body = person();
        expect(await drill.kiosk.callouts.create(body)).toMatchObject({ ok: false, error: { code: 'outcome-unknown' } });
        expect(await drill.kiosk.callouts.create(body)).toMatchObject({ ok: false, error: { code: 'needs-confirmation' } });
        expect(counts(service).callouts(body.email)).toBe(1);
      }
    });

    it('staff resolve one: sendAgain sends it once more, dismiss marks it dealt with', async () => {
      const body = person();
      await service.fault('createCalloutRequest', 1, 'drop');
      await drill.kiosk.callouts.create(body);
      const lost = dataOf(await drill.kiosk.outbox.list()).entries.find(
        (each) => each.kind === 'callout' && each.state === 'unconfirmed' && each.needsDecision,
      );
      const after = dataOf(await drill.kiosk.outbox.resolve({ id: lost?.id ?? '', action: 'sendAgain' }));
      expect(after.entries.find((each) => each.id === lost?.id)).toMatchObject({ state: 'sent', needsDecision: false });
      expect(counts(service).callouts(body.email)).toBe(2);
      const other = person();
      await service.fault('createCalloutRequest', 1, 'drop');
      await drill.kiosk.callouts.create(other);
      const second = dataOf(await drill.kiosk.outbox.list()).entries.find(
        (each) => each.kind === 'callout' && each.state === 'unconfirmed' && each.needsDecision,
      );
      const dismissed = dataOf(await drill.kiosk.outbox.resolve({ id: second?.id ?? '', action: 'dismiss' }));
      expect(dismissed.entries.find((each) => each.id === second?.id)).toMatchObject({ needsDecision: false });
      expect(counts(service).callouts(other.email)).toBe(1);
    });
  });

  describe('secure codes (K7)', () => {
    it('dropped once: the text went, the kiosk says it may have, and a second needs confirming', async () => {
      const { phone: mobile } = person();
      await service.fault('sendApplicationSecureCode', 1, 'drop');
      const lost = await drill.kiosk.secureCode.send({ mobile });
      expect(lost).toMatchObject({
        ok: false,
        error: { code: 'outcome-unknown', message: expect.stringMatching(/may have reached the provider/) },
      });
      expect(counts(service).texts(mobile)).toBe(1);
      expect(await drill.kiosk.secureCode.send({ mobile })).toMatchObject({ ok: false, error: { code: 'needs-confirmation' } });
      expect(counts(service).texts(mobile)).toBe(1);
      expect(dataOf(await drill.kiosk.secureCode.send({ mobile, confirmRepeat: true })).token).toHaveLength(32);
      expect(counts(service).texts(mobile)).toBe(2);
    });

    it('dropped three times: three mobiles, one text each', async () => {
      await service.fault('sendApplicationSecureCode', 3, 'drop');
      for (let each = 0; each < 3; each++) {
        const { phone: mobile } = person();
        expect(await drill.kiosk.secureCode.send({ mobile })).toMatchObject({ ok: false, error: { code: 'outcome-unknown' } });
        expect(await drill.kiosk.secureCode.send({ mobile })).toMatchObject({ ok: false, error: { code: 'needs-confirmation' } });
        expect(counts(service).texts(mobile)).toBe(1);
      }
    });
  });

  describe('documents (K3: counted before and after)', () => {
    it('dropped once: queued, then found by the count, not uploaded twice', async () => {
      const applicationId = pick();
      await service.fault('createApplicationDocument', 1, 'drop');
      const answer = dataOf(
        await drill.kiosk.documents.upload({ applicationId, invoice_type: 'INVOICE', filename: 'drill.pdf', filecontent: pdf }),
      );
      expect(answer.state).toBe('queued');
      await settles(answer.outboxId);
      expect(counts(service).documents(applicationId, 'drill.pdf')).toBe(1);
    });

    it('dropped three times in a row: three uploads, each once', async () => {
      const applicationId = pick();
      await service.fault('createApplicationDocument', 3, 'drop');
      for (const filename of ['one.pdf', 'two.pdf', 'three.pdf']) {
        const answer = dataOf(await drill.kiosk.documents.upload({ applicationId, invoice_type: 'INVOICE', filename, filecontent: pdf }));
        await settles(answer.outboxId);
        expect(counts(service).documents(applicationId, filename)).toBe(1);
      }
    });

    it('dropped while the look-up fails: queued, then found once the look-up works', async () => {
      const applicationId = pick();
      const upload = { applicationId, invoice_type: 'INVOICE' as const, filename: 'lookup.pdf', filecontent: pdf };
      // The count before the upload works; once the upload's answer is lost, the follow-ups' look-ups fail for a while.
      await service.fault('createApplicationDocument', 1, 'drop');
      whenLost = {
        path: `/rest/vendor/v1/application/${applicationId}/document`,
        then: () => service.fault('getApplicationDocuments', 9, 'error'),
      };
      const answer = dataOf(await drill.kiosk.documents.upload(upload));
      expect(answer.state).toBe('queued');
      expect(counts(service).documents(applicationId, 'lookup.pdf')).toBe(1);
      // Pressed again: the same queued upload, answered at once (K3 looks it up, nothing goes blind).
      expect(dataOf(await drill.kiosk.documents.upload(upload))).toEqual(answer);
      await settles(answer.outboxId);
      expect(counts(service).documents(applicationId, 'lookup.pdf')).toBe(1);
    });
  });

  describe('references (K3: read back from the application, sent again only when absent)', () => {
    it('dropped once and three times in a row: each reference set, found by reading the application', async () => {
      await service.fault('updateApplication', 4, 'drop');
      for (const reference of ['JOB-ONCE', 'JOB-1', 'JOB-2', 'JOB-3']) {
        const id = pick();
        const answer = dataOf(await drill.kiosk.applications.setReference({ id, reference_number: reference }));
        expect(answer.state).toBe('queued');
        await settles(answer.outboxId);
        expect(counts(service).reference(id)).toBe(reference);
      }
    });

    it('dropped while reading back fails: queued, then found', async () => {
      const id = pick();
      await service.fault('updateApplication', 1, 'drop');
      whenLost = { path: `/rest/vendor/v1/application/${id}`, then: () => service.fault('getApplication', 9, 'error') };
      const answer = dataOf(await drill.kiosk.applications.setReference({ id, reference_number: 'JOB-LOOKUP' }));
      expect(answer.state).toBe('queued');
      expect(counts(service).reference(id)).toBe('JOB-LOOKUP');
      await settles(answer.outboxId);
    });
  });

  describe('payment requests (K7)', () => {
    it('dropped once: may have gone, and a repeat for the same application needs confirming', async () => {
      const id = pick('APPROVED');
      await service.fault('requestApplicationPayment', 1, 'drop');
      expect(await drill.kiosk.applications.requestPayment({ id })).toMatchObject({
        ok: false,
        error: { code: 'outcome-unknown', message: expect.stringMatching(/may have reached the provider/) },
      });
      expect(counts(service).payments(id)).toBe(1);
      expect(await drill.kiosk.applications.requestPayment({ id })).toMatchObject({ ok: false, error: { code: 'needs-confirmation' } });
      expect(counts(service).payments(id)).toBe(1);
    });

    it('dropped three times: three applications, one request each', async () => {
      await service.fault('requestApplicationPayment', 3, 'drop');
      for (let each = 0; each < 3; each++) {
        const id = pick('APPROVED');
        expect(await drill.kiosk.applications.requestPayment({ id })).toMatchObject({ ok: false, error: { code: 'outcome-unknown' } });
        expect(counts(service).payments(id)).toBe(1);
      }
    });
  });
});
