import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { statusMarkOf, stillAwaitingCustomer } from '../../../../shared/applications/payment-request';
import type { Application } from '../../../../shared/wire/applications';
import type { Callout } from '../../../../shared/wire/callouts';
import { Outbox } from '../../../../main/outbox/outbox';
import { OutboxCipher } from '../../../../main/outbox/outbox-cipher';
import type { OutboxPayload } from '../../../../main/outbox/outbox-entry';
import { keptOnSent, keptOnWrite } from '../../../../main/outbox/outbox-kept';
import {
  applicationRecord,
  callbackRecords,
  latestPaymentRequest,
  quoteMobiles,
  quotesAppliedAtKiosk,
} from '../../../../main/outbox/outbox-records';

// K8: the call-backs list and an application's invoices and payment request are read back from the outbox record
// alone, survive a restart, and keep what the lists need after the payload is forgotten.

const callout = (first: string, phone: string): OutboxPayload<'callout'> => ({
  account_id: '1001',
  first_name: first,
  last_name: 'Nguyen',
  phone,
  email: `${first.toLowerCase()}@example.com`,
  total_purchase_amount: 1_200_000,
  deposit_amount: 200_000,
  repayment_term: 24,
  product_category: 'Roofing',
  product_description: 'New roof',
});

const approvedAt = '2026-11-20T01:00:00+00:00';
const application = (status: Application['status'], history: Application['status_history']) =>
  ({ status, status_history: history }) satisfies Pick<Application, 'status' | 'status_history'>;
const approved = application('APPROVED', [
  { status: 'QUOTE', time: '2026-11-19T01:00:00+00:00' },
  { status: 'APPROVED', time: approvedAt },
]);

describe('lists read back from the outbox', () => {
  let dir: string;
  const clock = { now: Date.parse('2026-11-24T10:00:00Z') };
  const key = randomBytes(32);
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const open = () =>
    Outbox.open({ path: join(dir, 'profile-1.journal'), cipher: new OutboxCipher(key, 'profile-1'), now: () => clock.now, log });

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-records-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function addCallout(outbox: Outbox, first: string, state: 'pending' | 'queued') {
    const payload = callout(first, '0412345678');
    clock.now += 60_000;
    return outbox.add({ kind: 'callout', state, payload, summary: `Call-back for ${first}`, kept: keptOnWrite('callout', payload) });
  }

  it('lists call-backs newest first: booked with the provider’s time, queued, may have gone; not one cancelled before it went', async () => {
    const outbox = await open();
    const booked = await addCallout(outbox, 'Booked', 'pending');
    const made = { result: { call_datetime: '2026-11-25T00:15:00+00:00' } as Callout, serviceId: 'callout_7' };
    const entry = outbox.get(booked.id);
    if (!entry) throw new Error('no entry');
    await outbox.update(booked.id, { state: 'sent', serviceId: 'callout_7', payload: null, kept: keptOnSent(entry, made) });
    const lost = await addCallout(outbox, 'Lost', 'pending');
    await outbox.update(lost.id, { state: 'unconfirmed', message: 'May have reached the provider.', sentAt: clock.now });
    await addCallout(outbox, 'Waiting', 'queued');
    const cancelled = await addCallout(outbox, 'Cancelled', 'queued');
    await outbox.update(cancelled.id, { state: 'failed', dealtWith: true, payload: null });
    await outbox.add({ kind: 'secureCode', state: 'sent', payload: { mobile: '0412345678' }, summary: 'Secure code' });
    await outbox.close();

    // After a restart: the payload of the booked one is gone, its kept record is not.
    const again = await open();
    const list = callbackRecords(again.entries());
    expect(list.map((each) => [each.name, each.state])).toEqual([
      ['Waiting Nguyen', 'queued'],
      ['Lost Nguyen', 'unconfirmed'],
      ['Booked Nguyen', 'sent'],
    ]);
    expect(list[2]).toMatchObject({
      mobile: '0412345678',
      financedCents: 1_000_000,
      callAt: '2026-11-25T00:15:00+00:00',
      serviceId: 'callout_7',
    });
    expect(again.get(booked.id)).not.toHaveProperty('payload');
    expect(list[1]?.message).toBe('May have reached the provider.');
    await again.close();
  });

  it('knows an application’s invoices from this kiosk and its payment request, with the status it was made in', async () => {
    const outbox = await open();
    const document = (application_id: string, invoice_type: string): OutboxPayload<'document'> => ({
      application_id,
      invoice_type,
      filename: 'invoice.pdf',
      filecontent: 'JVBERi0=',
    });
    for (const [id, type] of [
      ['4000001', 'invoice'],
      ['4000001', 'STC'],
      ['4000002', 'INVOICE'],
    ] as const) {
      const payload = document(id, type);
      await outbox.add({ kind: 'document', state: 'sent', payload, summary: 'Document', kept: keptOnWrite('document', payload) });
    }
    expect(applicationRecord(outbox.entries(), '4000001')).toEqual({
      invoices: [{ state: 'sent', at: expect.any(String) }],
      paymentRequest: null,
    });
    expect(applicationRecord(outbox.entries(), '4000003')).toEqual({ invoices: [], paymentRequest: null });

    const payload = { application_id: '4000001' };
    const payment = await outbox.add({
      kind: 'payment',
      state: 'pending',
      payload,
      summary: 'Payment',
      kept: keptOnWrite('payment', payload),
    });
    await outbox.update(payment.id, { sentAt: clock.now });
    const entry = outbox.get(payment.id);
    if (!entry) throw new Error('no entry');
    const kept = keptOnSent(entry, { result: { ...approved, id: '4000001' } as Application });
    await outbox.update(payment.id, { state: 'sent', payload: null, kept });
    await outbox.close();

    const again = await open();
    expect(latestPaymentRequest(again.entries(), '4000001')).toEqual({
      state: 'sent',
      requestedAt: new Date(clock.now).toISOString(),
      statusWhenRequested: { status: 'APPROVED', since: approvedAt },
    });
    expect(latestPaymentRequest(again.entries(), '4000002')).toBeNull();
    await again.close();
  });

  it('a lost payment answer stands until staff deal with it; then it no longer does', async () => {
    const outbox = await open();
    const payload = { application_id: '4000009' };
    const lost = await outbox.add({
      kind: 'payment',
      state: 'unconfirmed',
      payload,
      summary: 'Payment',
      kept: keptOnWrite('payment', payload),
    });
    expect(latestPaymentRequest(outbox.entries(), '4000009')).toMatchObject({ state: 'unconfirmed' });
    await outbox.update(lost.id, { dealtWith: true, payload: null });
    expect(latestPaymentRequest(outbox.entries(), '4000009')).toBeNull();
    await outbox.close();
  });
  it('knows the mobile of each quote it sent, by the quote id, after its payload is gone and after a restart', async () => {
    const outbox = await open();
    const payload: OutboxPayload<'quote'> = { ...callout('Quoted', '0412 345 678'), account_id: '1001', email: 'quoted@example.com' };
    const sent = await outbox.add({ kind: 'quote', state: 'pending', payload, summary: 'Quote', kept: keptOnWrite('quote', payload) });
    await outbox.update(sent.id, { state: 'sent', serviceId: 'quote_42', payload: null });
    const queued = await outbox.add({ kind: 'quote', state: 'queued', payload, summary: 'Quote', kept: keptOnWrite('quote', payload) });
    const reopened = await open();
    const mobiles = quoteMobiles(reopened.entries());
    expect(Object.fromEntries(mobiles)).toEqual({ quote_42: '0412345678' });
    const waiting = reopened.entries().find((entry) => entry.id === queued.id);
    expect(waiting?.kind === 'quote' && waiting.kept).toEqual({ mobile: '0412345678' });
  });

  it('knows each quote applied for at the kiosk and its application, queued or sent, past the week others are kept (K10)', async () => {
    const outbox = await open();
    for (const [id, application_id] of [
      ['quote_7', '4003257'],
      ['quote_8', '4003258'],
    ] as const) {
      const payload: OutboxPayload<'quoteCancel'> = { id, application_id };
      await outbox.add({ kind: 'quoteCancel', state: 'queued', payload, summary: 'Applied', kept: keptOnWrite('quoteCancel', payload) });
    }
    const [first] = outbox.entries();
    if (!first) throw new Error('no entry');
    await outbox.update(first.id, { state: 'sent', serviceId: 'quote_7', payload: null });
    await outbox.close();
    // A month later, after a restart (which prunes): a sent reference would be gone by now; this record is not.
    clock.now += 30 * 24 * 60 * 60_000;
    const again = await open();
    expect(Object.fromEntries(quotesAppliedAtKiosk(again.entries()))).toEqual({ quote_7: '4003257', quote_8: '4003258' });
    await again.close();
  });
});

describe('a payment request stands while the status does (D14, K7)', () => {
  const requested = statusMarkOf(approved);

  it('is marked with the status and when it was taken', () => {
    expect(requested).toEqual({ status: 'APPROVED', since: approvedAt });
  });

  it('still waits for the customer while nothing changed', () => {
    expect(stillAwaitingCustomer(requested, approved)).toBe(true);
  });

  it('no longer waits once paid, or once approved afresh', () => {
    expect(
      stillAwaitingCustomer(
        requested,
        application('PAID', [...approved.status_history, { status: 'PAID', time: '2026-11-25T01:00:00+00:00' }]),
      ),
    ).toBe(false);
    const again = application('APPROVED', [
      ...approved.status_history,
      { status: 'REFER', time: '2026-11-21T01:00:00+00:00' },
      { status: 'APPROVED', time: '2026-11-22T01:00:00+00:00' },
    ]);
    expect(stillAwaitingCustomer(requested, again)).toBe(false);
  });
});
