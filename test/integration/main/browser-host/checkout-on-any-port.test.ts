import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutChecksum } from '../../../../shared/checkout/checksum';
import { browserHostPort, checkoutReturnMark, checkoutReturnPath } from '../../../../shared/kiosk-addresses';
import { dataOf } from '../ipc/direct-kiosk';
import { startTestHost, type TestHost } from './test-host';

// D28, D23: training's demo key lists the port the browser host actually listens on, not a fixed one. The port the
// host asks for is held by another program here (as 4310 may be on a laptop), so it falls back to a free one; the
// sandbox takes checkout from the host's own origin and sends the customer back there, and still refuses any other.

const order = {
  total_purchase_amount: 500001,
  deposit_amount: 0,
  repayment_term: 12,
  product_category: 'Solar Panel Package',
  product_description: '6.6 kW solar system',
};

/** A checkout form posted as the customer's browser posts it from a page at `origin`. */
function postCheckout(action: string, fields: Record<string, string>, origin: string): Promise<Response> {
  return fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

function locationOf(answer: Response, base: string): URL {
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location') ?? '', base);
}

describe('a browser host on another port than the usual one', () => {
  const otherProgram: Server = createServer();
  let wanted: number;
  let host: TestHost;
  beforeAll(async () => {
    await new Promise<void>((resolve) => otherProgram.listen(0, '127.0.0.1', resolve));
    const address = otherProgram.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    wanted = address.port;
    host = await startTestHost({ port: wanted, watchedBrowser: true });
  }, 60_000);
  afterAll(async () => {
    await host.close();
    await new Promise((resolve) => otherProgram.close(resolve));
  });

  it('falls back to a free port when its own is taken, and says so in the log', () => {
    const port = new URL(host.origin).port;
    expect(port).not.toBe(String(wanted));
    expect(host.logs).toContain(
      `Port ${wanted} is in use, so the browser host listens on ${port}; a branch's own checkout key must name this port.`,
    );
  });

  it('starts training checkout that the sandbox accepts from its own origin, and the customer comes back to that origin', async () => {
    const request = dataOf(await host.kiosk.checkout.start(order));
    expect(request.fields['redirect']).toBe(`${host.origin}${checkoutReturnPath}`);
    const localhostOrigin = host.origin.replace('127.0.0.1', 'localhost');
    for (const origin of [host.origin, localhostOrigin]) {
      const form = locationOf(await postCheckout(request.action, request.fields, origin), request.action);
      expect({ origin, form: form.search }).toEqual({ origin, form: '' });
    }

    // The customer cancels on the provider's form (D23) and is sent back to this host, which takes them to the screens.
    const form = locationOf(await postCheckout(request.action, request.fields, host.origin), request.action);
    const page = await (await fetch(form)).text();
    const formToken = /name="form_token" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const cancelled = await fetch(form, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ form_token: formToken, action: 'cancel' }).toString(),
      redirect: 'manual',
    });
    const back = locationOf(cancelled, form.href);
    expect([back.origin, back.pathname, back.searchParams.get('error_code')]).toEqual([host.origin, checkoutReturnPath, '10002']);
    const returned = await fetch(back);
    expect(returned.status).toBe(200);
    expect(await returned.text()).toContain(checkoutReturnMark);
  });

  it('refuses checkout from any other loopback port: the one it wanted, and the usual one', async () => {
    const request = dataOf(await host.kiosk.checkout.start(order));
    for (const origin of [`http://127.0.0.1:${wanted}`, `http://127.0.0.1:${browserHostPort}`]) {
      const back = locationOf(await postCheckout(request.action, request.fields, origin), request.action);
      expect({ origin, back: back.origin, error: back.searchParams.get('error_msg') }).toEqual({
        origin,
        back: host.origin,
        error: 'Request not sent from an allowed referrer URL',
      });
    }
  });

  it('refuses to send the customer back anywhere but this host (the key restricts, D28)', async () => {
    const request = dataOf(await host.kiosk.checkout.start(order));
    for (const redirect of [
      `http://127.0.0.1:${wanted}${checkoutReturnPath}`,
      `http://127.0.0.1:${browserHostPort}${checkoutReturnPath}`,
    ]) {
      const fields = { ...request.fields, redirect };
      const answer = await postCheckout(request.action, { ...fields, checksum: await checkoutChecksum(fields) }, host.origin);
      expect({ redirect, status: answer.status }).toEqual({ redirect, status: 400 });
      expect(await answer.text()).toMatch(/does not allow/);
    }
  });
});
