import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KioskApi } from '../../../../shared/contract/kiosk-api';
import { startTestHost, type TestHost } from '../browser-host/test-host';

// D17: the apply link is only in the quote email. Training reads it from the sandbox's messages (D27); a
// profile for any other service cannot know its token and answers null, even when the service did email one.

async function sendQuote(kiosk: KioskApi, email: string): Promise<string> {
  const created = await kiosk.quotes.create({
    first_name: 'Grace',
    last_name: 'Hopper',
    phone: '0412345678',
    email,
    total_purchase_amount: 640000,
    deposit_amount: 40000,
    repayment_term: 24,
    product_category: 'Solar Panel Package',
    product_description: 'Inverter and panels',
  });
  if (!created.ok || created.data.state !== 'sent') throw new Error('the quote was not sent');
  return created.data.result.id;
}

async function emailedLinks(kiosk: KioskApi, to: string): Promise<string[]> {
  const messages = await kiosk.training.messages({ to });
  if (!messages.ok) throw new Error(messages.error.message);
  return messages.data.messages.flatMap((message) => (message.link === undefined ? [] : [message.link]));
}

describe('quotes:applyLink', () => {
  let host: TestHost;
  beforeAll(async () => {
    host = await startTestHost();
  });
  afterAll(async () => {
    await host.close();
  });

  it('in training: the newest quote email’s link for that quote, and never another quote’s', async () => {
    const { kiosk } = host;
    const first = await sendQuote(kiosk, 'grace@example.com');
    const second = await sendQuote(kiosk, 'grace@example.com');
    const [firstLink, secondLink] = await emailedLinks(kiosk, 'grace@example.com');
    expect(new URL(firstLink ?? '').pathname).toBe(`/apply/quote/${first}`);
    expect(await kiosk.quotes.applyLink({ id: first, email: 'grace@example.com' })).toEqual({ ok: true, data: { link: firstLink } });
    expect(await kiosk.quotes.applyLink({ id: second, email: 'grace@example.com' })).toEqual({ ok: true, data: { link: secondLink } });

    // Resent: a new email, and the newest one's link is the answer.
    expect((await kiosk.quotes.resend({ id: first })).ok).toBe(true);
    const newest = (await emailedLinks(kiosk, 'grace@example.com')).at(-1);
    expect(await kiosk.quotes.applyLink({ id: first, email: 'grace@example.com' })).toEqual({ ok: true, data: { link: newest } });

    // Another address, or an id that is only the start of a real one: nothing.
    expect(await kiosk.quotes.applyLink({ id: first, email: 'someone.else@example.com' })).toEqual({ ok: true, data: { link: null } });
    expect(await kiosk.quotes.applyLink({ id: first.slice(0, -1), email: 'grace@example.com' })).toEqual({
      ok: true,
      data: { link: null },
    });
  });

  it('for another service: null, though the service emailed a link', async () => {
    const { kiosk } = host;
    const sandbox = host.sandboxes[0];
    const administrator = sandbox?.handout.credentials.administrator;
    if (!sandbox || !administrator) throw new Error('the test host has a demo sandbox');
    const added = await kiosk.profiles.add({
      environment: 'sandbox',
      baseUrl: sandbox.baseUrl,
      ...administrator,
      displayName: 'Branch',
      staffPin: '246813',
      accountId: '1001',
    });
    if (!added.ok) throw new Error(`profiles:add failed: ${added.error.message}`);
    expect((await kiosk.profiles.select({ profileId: added.data.id, pin: '246813' })).ok).toBe(true);
    const id = await sendQuote(kiosk, 'ada@example.com');
    const emailed = await fetch(`${sandbox.baseUrl}/sandbox/v1/messages?to=ada%40example.com`).then((response) => response.text());
    expect(emailed).toContain(`/apply/quote/${id}?token=`);
    expect(await kiosk.quotes.applyLink({ id, email: 'ada@example.com' })).toEqual({ ok: true, data: { link: null } });
  });
});
