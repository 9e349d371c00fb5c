import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, sentOf, startDirectKiosk, type DirectKiosk } from './direct-kiosk';

// Through the registry: call-backs listed from the outbox record with the provider's booked slot (D18, K8),
// refused while locked (K4); an application's record, and a second payment request refused while its status stands (K7).

const customer = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '0412345678',
  email: 'ada.callback@example.com',
  total_purchase_amount: 1_250_000,
  deposit_amount: 250_000,
  repayment_term: 36,
  product_category: 'Solar Panel Package',
  product_description: '6.6 kW solar system',
};

describe('call-backs and payment, read back from the outbox', () => {
  let direct: DirectKiosk;
  beforeAll(async () => {
    direct = await startDirectKiosk();
  });
  afterAll(() => direct.shutdown());

  it('lists the call-back with who, which number, how much and the booked slot; refused while locked', async () => {
    const callout = sentOf(await direct.kiosk.callouts.create(customer));
    const { callbacks } = dataOf(await direct.kiosk.callouts.list({}));
    expect(callbacks).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace',
        mobile: '0412345678',
        financedCents: 1_000_000,
        state: 'sent',
        callAt: callout.call_datetime,
        serviceId: callout.id,
      }),
    ]);
    dataOf(await direct.kiosk.session.lock({ pin: '246813' }));
    expect(await direct.kiosk.callouts.list({})).toMatchObject({ ok: false, error: { code: 'locked' } });
    dataOf(await direct.kiosk.session.unlock({ pin: '246813' }));
  });

  it('records the payment request with the status it was made in, and refuses a second one', async () => {
    const { applications } = dataOf(await direct.kiosk.applications.list({}));
    const approved = applications.find((application) => application.status === 'APPROVED');
    if (!approved) throw new Error('the demo data has no approved application');
    expect(dataOf(await direct.kiosk.applications.kioskRecord({ id: approved.id }))).toEqual({ invoices: [], paymentRequest: null });
    dataOf(await direct.kiosk.applications.requestPayment({ id: approved.id }));
    const record = dataOf(await direct.kiosk.applications.kioskRecord({ id: approved.id }));
    expect(record.paymentRequest).toMatchObject({ state: 'sent', statusWhenRequested: { status: 'APPROVED' } });
    expect(await direct.kiosk.applications.requestPayment({ id: approved.id })).toMatchObject({
      ok: false,
      error: { code: 'refused', message: expect.stringMatching(/already requested .* A second request is not sent\.$/) },
    });
  });
});
