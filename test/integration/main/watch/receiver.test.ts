import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sign } from '../../../../shared/signature';
import type { StatusReport } from '../../../../main/watch/status-report';
import { maxWebhookBodyBytes, startWebhookReceiver, webhookPath, type WebhookReceiver } from '../../../../main/watch/webhook-receiver';

// The kiosk's webhook receiver over real HTTP on loopback (D26): 200 for a good event, 406 for a bad one, 4xx for
// anything else that arrives, never 500.

const privateKey = 'pk_watch_receiver_test_5b1e0c2a9f';
const serviceNow = Date.parse('2026-11-22T04:00:00Z');
const nowSeconds = serviceNow / 1000;
let tokenCounter = 0;

async function event(fields: { timestamp?: number; token?: string; key?: string } = {}) {
  const timestamp = String(fields.timestamp ?? nowSeconds);
  const token = fields.token ?? `tok${String(++tokenCounter).padStart(47, '0')}`;
  return {
    id: '5150',
    reference_number: 'INV-9',
    status: 'APPROVED',
    timestamp,
    token,
    signature: await sign(fields.key ?? privateKey, timestamp, token),
  };
}

describe('webhook receiver (D26)', () => {
  let receiver: WebhookReceiver;
  const reports: StatusReport[] = [];
  const logs: string[] = [];

  beforeAll(async () => {
    receiver = await startWebhookReceiver({
      privateKey,
      serviceNow: () => serviceNow,
      onReport: (report) => void reports.push(report),
      log: { info: () => undefined, warn: (line) => void logs.push(line), error: (line) => void logs.push(line) },
    });
  });
  afterAll(() => receiver.close());
  beforeEach(() => {
    reports.length = 0;
  });

  const post = async (body: unknown, init: RequestInit = {}) =>
    (
      await fetch(receiver.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
        ...init,
      })
    ).status;

  it('listens on 127.0.0.1 at a random port', () => {
    const url = new URL(receiver.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.pathname).toBe(webhookPath);
    expect(Number(url.port)).toBeGreaterThan(0);
  });

  it('answers 200 to a good signature and reports the event once', async () => {
    expect(await post(await event())).toBe(200);
    expect(reports).toEqual([{ applicationId: '5150', status: 'APPROVED', reference_number: 'INV-9', sentAt: serviceNow }]);
  });

  it('answers 406 to one flipped character of the signature, and to another key', async () => {
    const good = await event();
    const last = good.signature.at(-1) === '0' ? '1' : '0';
    expect(await post({ ...good, signature: `${good.signature.slice(0, -1)}${last}` })).toBe(406);
    expect(await post(await event({ key: 'pk_another_account' }))).toBe(406);
    expect(reports).toEqual([]);
  });

  it('answers 406 to a timestamp more than 24 h old or more than 5 min ahead', async () => {
    expect(await post(await event({ timestamp: nowSeconds - 24 * 3600 - 1 }))).toBe(406);
    expect(await post(await event({ timestamp: nowSeconds + 5 * 60 + 1 }))).toBe(406);
    expect(reports).toEqual([]);
  });

  it('answers 406 to a replayed token', async () => {
    const first = await event();
    expect(await post(first)).toBe(200);
    expect(await post(first)).toBe(406);
    expect(await post(await event({ token: first.token, timestamp: nowSeconds - 1 }))).toBe(406);
    expect(reports).toHaveLength(1);
  });

  it('answers 406 to a garbage body, 405 to another method, 404 elsewhere, 413 to a huge body', async () => {
    expect(await post('this is not json')).toBe(406);
    expect(await post('')).toBe(406);
    expect((await fetch(receiver.url)).status).toBe(405);
    expect((await fetch(receiver.url, { method: 'PUT', body: '{}' })).status).toBe(405);
    expect((await fetch(new URL('/elsewhere', receiver.url), { method: 'POST', body: '{}' })).status).toBe(404);
    const huge = JSON.stringify({ ...(await event()), padding: 'x'.repeat(maxWebhookBodyBytes) });
    expect(await post(huge)).toBe(413);
    expect(await post('x'.repeat(8 * 1024 * 1024))).toBe(413);
    expect(reports).toEqual([]);
  });

  it('answers 413 to a huge chunked body, which declares no length', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(receiver.url, { method: 'POST', headers: { 'transfer-encoding': 'chunked' } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      for (let i = 0; i < 8; i++) request.write('y'.repeat(4096));
      request.end();
    });
    expect(status).toBe(413);
  });

  it('logs no token, signature or key (K1)', async () => {
    const good = await event();
    await post({ ...good, signature: good.signature.replace(/.$/, good.signature.endsWith('a') ? 'b' : 'a') });
    const text = logs.join('\n');
    expect(text).not.toContain(good.token);
    expect(text).not.toContain(good.signature.slice(0, 20));
    expect(text).not.toContain(privateKey);
  });

  it('answers any method and body with a 4xx, never a 5xx, and reports nothing (property)', async () => {
    const methods = fc.constantFrom('POST', 'GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS');
    const bodies = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.json(),
      fc
        .record({ id: fc.anything(), status: fc.anything(), timestamp: fc.anything(), token: fc.anything(), signature: fc.anything() })
        .map((value) => JSON.stringify(value)),
      fc.integer({ min: 1, max: 40_000 }).map((size) => 'z'.repeat(size)),
    );
    await fc.assert(
      fc.asyncProperty(methods, bodies, async (method, body) => {
        const withBody = method !== 'GET';
        const status = (await fetch(receiver.url, { method, ...(withBody ? { body } : {}) })).status;
        expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
    expect(reports).toEqual([]);
  });
});
