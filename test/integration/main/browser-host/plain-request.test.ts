import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../../../shared/contract';
import { bridgeEventsPath, bridgePathPrefix } from '../../../../shared/contract/bridge';
import { checkoutReturnPath } from '../../../../shared/kiosk-addresses';
import { customerModeChannels, customerModeElsewhere } from '../../../../main/ipc/customer-mode-channels';
import { sessionCookie, startTestHost, type TestHost } from './test-host';

// K15 drill: another program on the laptop (curl, a script, a browser the kiosk never let in) gets nothing from the
// browser host: not a token from its pages, not an answer from any channel of the contract, not the event stream.

const customer = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '0412345678',
  email: 'ada.lovelace@example.com',
  total_purchase_amount: 500000,
  deposit_amount: 0,
  repayment_term: 12,
  product_category: 'Solar Panel Package',
  product_description: '6.6 kW solar system',
};

/** What a customer told the kiosk: none of it may reach a plain request. */
const customerWords = ['Lovelace', 'ada.lovelace', '0412345678', '412 345'];

describe('a plain local request (K15)', () => {
  let host: TestHost;
  let plainPage: string;
  let quoteId: string;
  beforeAll(async () => {
    host = await startTestHost();
    // A customer's quote, so that there is something to read: it sits in the quotes list and the events.
    const created = await host.kiosk.quotes.create(customer);
    if (!created.ok || created.data.state !== 'sent') throw new Error('the quote was not sent');
    quoteId = created.data.result.id;
    plainPage = await (await fetch(host.url)).text();
  });
  afterAll(() => host.close());

  it('gets the page that says to open the kiosk from its own window: no token, no start state, no customer', async () => {
    const answer = await fetch(host.url);
    expect(answer.status).toBe(403);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(plainPage).toContain('Open the kiosk from its own window');
    expect(plainPage).not.toMatch(/<script|content="[\w-]{20,}"|token|application\/json/i);
    for (const word of customerWords) expect(plainPage).not.toContain(word);
    // A file of the screens is no way in either: every path is the same page.
    for (const path of ['/index.html', '/holding.js', '/assets/index.js']) {
      expect(await (await fetch(`${host.origin}${path}`)).text()).toBe(plainPage);
    }
  });

  it.each([
    ['no Origin', {}],
    ['a forged Origin of ours', { origin: 'ORIGIN' }],
    ['a forged Origin and a made-up session', { origin: 'ORIGIN', cookie: 'COOKIE_NAME=made-up' }],
    ['a forged Origin and whatever the plain page held', { origin: 'ORIGIN', cookie: 'PAGE', 'x-kiosk-token': 'PAGE' }],
  ])('reads nothing from any channel of the contract, with %s', async (_, given: Record<string, string>) => {
    // Whatever looks like a token in the plain page is tried as one, as an attacker would.
    const fromPage = /content="([^"]{20,})"/.exec(plainPage)?.[1] ?? 'none-found';
    const cookieName = host.cookie.replace(/=.*/, '');
    const headers = Object.fromEntries(
      Object.entries(given).map(([name, value]) => [
        name,
        value
          .replace('ORIGIN', host.origin)
          .replace('COOKIE_NAME', cookieName)
          .replace('PAGE', name === 'cookie' ? `${cookieName}=${fromPage}` : fromPage),
      ]),
    );
    expect(channels.length).toBeGreaterThan(50);
    for (const channel of channels) {
      const answer = await fetch(`${host.origin}${bridgePathPrefix}${channel}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{}',
      });
      const text = await answer.text();
      expect({ channel, http: answer.status, json: JSON.parse(text) }).toEqual({
        channel,
        http: 403,
        json: { ok: false, error: { code: 'untrusted-caller', message: expect.any(String) } },
      });
      for (const word of customerWords) expect(text).not.toContain(word);
    }
    const stream = await fetch(`${host.origin}${bridgeEventsPath}`, { method: 'POST', headers });
    expect(stream.status).toBe(403);
    expect(stream.headers.get('content-type')).not.toMatch(/event-stream/);
  });

  it('and a browser let in, but not watched by main, cannot put the kiosk in customer mode (K4)', async () => {
    expect([...customerModeChannels].sort()).toEqual(['checkout:start', 'handOver:keep']);
    for (const channel of customerModeChannels) {
      expect(await host.post(channel, '{}')).toEqual({
        http: 403,
        json: { ok: false, error: { code: 'not-allowed', message: customerModeElsewhere } },
      });
    }
  });

  it('while the page the kiosk let in reads its customer’s quote', async () => {
    const read = await host.kiosk.quotes.get({ id: quoteId });
    expect(JSON.stringify(read)).toContain('Lovelace');
  });
});

describe('the one-time address (K15)', () => {
  let host: TestHost;
  beforeAll(async () => {
    host = await startTestHost();
  });
  afterAll(() => host.close());

  it('is traded once for an HttpOnly, SameSite=Strict, host-only cookie, and leaves the address bar', async () => {
    const address = host.host.newAddress();
    expect(address).toMatch(new RegExp(`^${host.url}\\?kiosk-token=[\\w-]{43}$`));
    const answer = await fetch(address, { redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
    expect(answer.headers.get('set-cookie')).toMatch(/^kiosk-session-\d+=[\w-]{43}; HttpOnly; SameSite=Strict; Path=\/$/);
    const cookie = answer.headers.get('set-cookie')?.replace(/;.*/, '') ?? '';
    const page = await fetch(host.url, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/screens are being built/);
  });

  it('keeps the rest of the address: the path and the test’s settings', async () => {
    const address = host.host.newAddress().replace('/?', '/index.html?idle=24&');
    const answer = await fetch(address, { redirect: 'manual' });
    expect(answer.headers.get('location')).toBe('/index.html?idle=24');
  });

  it('is refused once spent, or when made up, with the plain page and no cookie', async () => {
    const address = host.host.newAddress();
    await sessionCookie(address);
    for (const refused of [address, `${host.url}?kiosk-token=made-up`, `${host.url}?kiosk-token=`]) {
      const answer = await fetch(refused, { redirect: 'manual' });
      expect(answer.status).toBe(403);
      expect(answer.headers.get('set-cookie')).toBeNull();
      expect(await answer.text()).toContain('Open the kiosk from its own window');
    }
  });

  it('lets a browser already in go on, spent or not, without a second session', async () => {
    const address = host.host.newAddress();
    const cookie = await sessionCookie(address);
    const again = await fetch(address, { redirect: 'manual', headers: { cookie } });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/');
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('sends checkout’s return on with a page of ours, so the browser’s own cookie comes along (D23)', async () => {
    const answer = await fetch(`${host.origin}${checkoutReturnPath}?error_code=10000&transaction_id=4&token=t&x=%22%3E`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(
      '<meta http-equiv="refresh" content="0;url=/?error_code=10000&amp;transaction_id=4&amp;token=t&amp;x=%22%3E#checkout-return">',
    );
    expect(html).not.toMatch(/<script/);
  });
});
