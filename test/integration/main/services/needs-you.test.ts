import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NeedsYouReason, StatusAlert } from '../../../../shared/contract/alerts';
import { utcDay } from '../../../../shared/dates/utc-day';
import type { ApplicationRecord } from '../../../../sandbox/store/record-schemas';
import { dataOf, sentOf, startDirectKiosk, type DirectKiosk } from '../ipc/direct-kiosk';

// Issue 38 item 12, main against the embedded sandbox's demo branch (D28): the Needs you list from the status watch's
// own reads (and each approved application's documents, once), and the status alerts a change raises, none while
// locked (K6). Every expectation is counted here from the sandbox's own records.

const dayMs = 86_400_000;
const pin = '246813';

/** What the list should hold by the sandbox's records: the branch's applications in the watch's 30 days (no kiosk writes yet). */
function expectedFromStore(direct: DirectKiosk, accountId: string): Map<string, NeedsYouReason> {
  const { sandbox } = direct.training();
  const since = utcDay(sandbox.now() - 30 * dayMs);
  const expected = new Map<string, NeedsYouReason>();
  const recent = sandbox.store.applications
    .all()
    .filter((record: ApplicationRecord) => record.account_id === accountId && utcDay(record.created) >= since);
  for (const record of recent) {
    if (record.status === 'REFER') expected.set(record.id, 'referred');
    if (record.status === 'APPROVED')
      expected.set(record.id, record.documents.some((document) => document.type === 'INVOICE') ? 'requestPayment' : 'invoiceMissing');
  }
  return expected;
}

async function forceStatus(direct: DirectKiosk, id: string, status: string): Promise<void> {
  const forced = await fetch(`${direct.training().baseUrl}/sandbox/v1/applications/${id}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(forced.status).toBe(200);
}

describe('needsYou:list and status alerts over the demo branch', () => {
  let direct: DirectKiosk;
  let accountId: string;
  const alerts: StatusAlert[] = [];
  const listed = async () => {
    await direct.services.watch.watcher.pollNow();
    await direct.services.watch.watcher.idle();
    await direct.services.needsYou.settled();
    return new Map(dataOf(await direct.kiosk.needsYou.list({})).items.map((item) => [item.applicationId, item.reason]));
  };
  beforeAll(async () => {
    direct = await startDirectKiosk();
    accountId = dataOf(await direct.kiosk.session.status({})).profile?.branch.accountId ?? '';
    // The browser host's way (no OS notifications of main's own): each alert goes to the screens.
    direct.kiosk.on('alerts:raised', (alert) => void alerts.push(alert));
  });
  afterAll(() => direct.shutdown());

  it('lists the approved with no payment requested, an invoice missing where the provider lists none, and the referred', async () => {
    const expected = expectedFromStore(direct, accountId);
    // The demo branch has approved ones without invoices in its last 30 days: an empty list would prove nothing.
    expect([...expected.values()]).toContain('invoiceMissing');
    expect(await listed()).toEqual(expected);
    // Numbers, statuses and times only: nothing names a customer (K4).
    const text = JSON.stringify(dataOf(await direct.kiosk.needsYou.list({})));
    for (const record of direct.training().sandbox.store.applications.all()) expect(text).not.toContain(record.applicants[0]?.name ?? '§');
  });

  it('keeps to the watch’s 30 days when a screen reads older applications (a search through every date)', async () => {
    const before = await listed();
    // Get Applications with no dates: every application the service holds, as the Applications search reads them.
    dataOf(await direct.kiosk.applications.list({}));
    expect(await listed()).toEqual(before);
  });

  it('an invoice sent from the kiosk makes it "request payment"; the payment requested takes it off the list (K8 records)', async () => {
    const [id] = [...(await listed())].find(([, reason]) => reason === 'invoiceMissing') ?? [];
    if (id === undefined) throw new Error('no approved application without an invoice');
    sentOf(
      await direct.kiosk.documents.upload({
        applicationId: id,
        invoice_type: 'INVOICE',
        filename: 'invoice.pdf',
        filecontent: Buffer.from('%PDF-1.4\n% an invoice\n').toString('base64'),
      }),
    );
    expect((await listed()).get(id)).toBe('requestPayment');
    dataOf(await direct.kiosk.applications.requestPayment({ id }));
    expect((await listed()).has(id)).toBe(false);
  });

  it('changes to referred, then approved, each raise one alert naming the number and status only, and list the application', async () => {
    const since = utcDay(direct.training().sandbox.now() - 20 * dayMs);
    const declined = direct
      .training()
      .sandbox.store.applications.all()
      .find((record) => record.account_id === accountId && record.status === 'DECLINED' && utcDay(record.created) >= since);
    if (declined === undefined) throw new Error('no recent declined application to change');
    const id = declined.id;
    const before = alerts.length;
    await forceStatus(direct, id, 'REFER');
    expect((await listed()).get(id)).toBe('referred');
    await forceStatus(direct, id, 'APPROVED');
    expect((await listed()).get(id)).toBe('invoiceMissing');
    expect(alerts.slice(before)).toEqual([
      {
        applicationId: id,
        status: 'REFER',
        title: `Application ${id}: Being reviewed`,
        body: 'The provider is reviewing it and may ask the customer for more.',
      },
      {
        applicationId: id,
        status: 'APPROVED',
        title: `Application ${id}: Approved`,
        body: 'Request payment once the job is delivered; upload the invoice first.',
      },
    ]);
  });

  it('K6: no alert while locked; the list still holds what needs staff once unlocked', async () => {
    const [id] = [...(await listed())].find(([, reason]) => reason === 'invoiceMissing') ?? [];
    if (id === undefined) throw new Error('no approved application');
    dataOf(await direct.kiosk.session.lock({ pin }));
    const before = alerts.length;
    // The webhook's word is taken while the application cannot be read (locked): the change is seen, not alerted.
    const seenWhileLocked = new Promise<void>((resolve) => {
      const stop = direct.services.watch.onChange((change) => {
        if (change.applicationId !== id || change.to !== 'REFER') return;
        stop();
        resolve();
      });
    });
    await forceStatus(direct, id, 'REFER');
    await seenWhileLocked;
    expect(direct.services.session.status().locked).toBe(true);
    dataOf(await direct.kiosk.session.unlock({ pin }));
    expect((await listed()).get(id)).toBe('referred');
    expect(alerts.slice(before)).toEqual([]);
  });
});
