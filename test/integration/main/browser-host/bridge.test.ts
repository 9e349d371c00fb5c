import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resultSchema } from '../../../../shared/contract';
import { startStateElementId } from '../../../../shared/contract/start-state';
import { startTestHost, type TestHost } from './test-host';

/** A raw request, for what fetch will not send: another Host header, an unnormalised path. */
function rawGet(url: string, path: string, headers: Record<string, string> = {}): Promise<{ http: number; text: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ http: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end();
  });
}

const refused = (code: string) => ({ ok: false, error: { code, message: expect.any(String) } });

describe('the browser host’s bridge', () => {
  let host: TestHost;
  beforeAll(async () => {
    host = await startTestHost();
  });
  afterAll(() => host.close());

  it('answers our page: the browser kiosk object over the bridge, in training mode', async () => {
    const status = await host.kiosk.session.status();
    expect(status).toMatchObject({ ok: true, data: { profile: { environment: 'training' }, locked: false } });
  });

  it('answers from our other loopback name too', async () => {
    const origin = host.origin.replace('127.0.0.1', 'localhost');
    expect((await host.post('session:status', '{}', { origin })).http).toBe(200);
  });

  it.each([
    ['a made-up session', { cookie: 'kiosk-session-1=not-a-session' }],
    ['another cookie of ours with a made-up value', { cookie: 'made-up' }],
    ['no cookie', { cookie: null }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['another loopback port', { origin: 'http://127.0.0.1:1' }],
    ['no Origin', { origin: null }],
    ['a "null" Origin (sandboxed frame, file:)', { origin: 'null' }],
  ])('refuses a call with %s: 403, typed, and the use case never runs', async (_, headers) => {
    const answer = await host.post('session:lock', JSON.stringify({ pin: '123456' }), headers);
    expect(answer).toEqual({ http: 403, json: refused('untrusted-caller') });
    expect(await host.kiosk.session.status()).toMatchObject({ ok: true, data: { locked: false } });
  });

  it('has only the contract’s channels, POST only', async () => {
    for (const name of ['nope', 'session:nope', 'constructor', '__proto__', 'toString', '']) {
      expect(await host.post(name, '{}')).toEqual({ http: 404, json: refused('not-found') });
    }
    const get = await fetch(`${host.origin}/bridge/session:status`, { headers: { origin: host.origin, cookie: host.cookie } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.json()).toEqual(refused('invalid-input'));
  });

  it('refuses what is not JSON, typed', async () => {
    expect(await host.post('session:status', '{"', {})).toEqual({ http: 400, json: refused('invalid-input') });
    expect(await host.post('session:status', '{}', { 'content-type': 'text/plain' })).toEqual({
      http: 415,
      json: refused('invalid-input'),
    });
  });

  it('refuses a body over 16 MiB, typed', async () => {
    const body = JSON.stringify({ pin: 'x'.repeat(17 * 1024 * 1024) });
    expect(await host.post('session:unlock', body)).toEqual({ http: 413, json: refused('invalid-input') });
  });

  it('answers input the contract refuses with a typed error, HTTP 200, like IPC', async () => {
    const answer = await host.post('calculator:repayment', JSON.stringify({ totalPurchaseAmount: -1 }));
    expect(answer.http).toBe(200);
    expect(resultSchema('calculator:repayment').parse(answer.json)).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
  });

  it('serves nothing to another host name for 127.0.0.1 (DNS rebinding), not even the plain page', async () => {
    const answer = await rawGet(host.url, '/', { host: `evil.example:${new URL(host.url).port}`, cookie: host.cookie });
    expect(answer.http).toBe(421);
    expect(answer.text).toBe('This address is not the kiosk.');
  });

  it('serves the holding page while no renderer is built, to a browser let in, with our CSP and a bridge check', async () => {
    const page = await fetch(host.url, { headers: { cookie: host.cookie } });
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toMatch(/screens are being built/);
    const script = await (await fetch(`${host.origin}/holding.js`, { headers: { cookie: host.cookie } })).text();
    expect(script).toContain('session:status');
    expect(script).toContain('calculator:repayment');
    expect((await fetch(`${host.origin}/anything-else`, { headers: { cookie: host.cookie } })).status).toBe(404);
  });

  it('lets in nobody with another start’s session', async () => {
    const other = await startTestHost();
    try {
      expect(other.cookie).not.toBe(host.cookie);
      expect(
        await other.post('session:status', '{}', { cookie: host.cookie.replace(/^[^=]+/, other.cookie.replace(/=.*/, '')) }),
      ).toMatchObject({
        http: 403,
      });
    } finally {
      await other.close();
    }
  });
});

describe('the browser host', () => {
  it('serves the built renderer to a browser let in, with its start state in its pages and nothing from outside it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'renderer-'));
    const rendererDir = join(dir, 'renderer');
    await mkdir(join(rendererDir, 'assets'), { recursive: true });
    await writeFile(join(rendererDir, 'index.html'), '<!doctype html><html><head><title>Kiosk</title></head><body></body></html>');
    await writeFile(join(rendererDir, 'assets', 'app.js'), 'console.log("screens")');
    await writeFile(join(dir, 'secret.txt'), 'outside');
    const host = await startTestHost({ rendererDir });
    try {
      // D10: the role is learned in the background after the start; page and status are read once it is known, or the
      // two could fall either side of it.
      await vi.waitFor(async () => {
        const status = await host.kiosk.session.status();
        expect(status.ok && status.data.profile?.role).not.toBe('unknown');
      }, 10_000);
      const html = await (await fetch(host.url, { headers: { cookie: host.cookie } })).text();
      expect(html).toMatch(/^<!doctype html><html><head><title>Kiosk<\/title><script type="application\/json"/);
      // The screens' first answers are in the page, the same as their first calls get.
      const startState = new RegExp(`<script type="application/json" id="${startStateElementId}">(.*?)</script>`).exec(html)?.[1];
      const session = await host.kiosk.session.status();
      const kioskOptions = await host.kiosk.kioskOptions.get({});
      expect(session.ok && kioskOptions.ok).toBe(true);
      expect(JSON.parse(startState ?? 'null')).toEqual({
        session: session.ok && session.data,
        kioskOptions: kioskOptions.ok && kioskOptions.data,
      });
      const script = await fetch(`${host.origin}/assets/app.js`, { headers: { cookie: host.cookie } });
      expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(await script.text()).toBe('console.log("screens")');
      for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/holding.js', '/%E0%A4%A']) {
        expect((await rawGet(host.url, path, { cookie: host.cookie })).http).toBe(404);
      }
    } finally {
      await host.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('listens on loopback only, and on a free port when the one asked for is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const taken = typeof address === 'object' && address !== null ? address.port : 0;
    const host = await startTestHost({ port: taken });
    try {
      const url = new URL(host.url);
      expect(url.hostname).toBe('127.0.0.1');
      expect(Number(url.port)).not.toBe(taken);
      expect(host.logs.join('\n')).toContain(`Port ${taken} is in use`);
    } finally {
      await host.close();
      blocker.close();
    }
  });
});
