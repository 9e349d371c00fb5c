import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, useSandbox } from '../../sandbox/harness';
import { clientFor, recordingFetch, sessionPath, unwrap } from './client-fixture';
import { createVendorClient } from '../../../../main/vendor/vendor-client';

// Retries for reads (5xx and connection failures, capped jittered backoff), none for creates (K3), a deadline on all.

const credentials = async () => ({ apiId: 'api_x', apiSecret: 'secret' });

describe('Retries', () => {
  const sb = useSandbox();
  const fault = async (endpoint: string, count: number, mode: 'error' | 'drop' = 'error') => {
    const answer = await sb.current.request('POST', '/sandbox/v1/faults', { body: { endpoint, count, mode } });
    expect(answer.http).toBe(200);
  };

  it('repeats a GET answered 5xx, and succeeds on the third try after two growing, jittered waits', async () => {
    const { client, recorder, sleeps } = clientFor(sb.current);
    await fault('getApplications', 2);
    unwrap(await client.getApplications({ accountId: sb.current.accountId }));
    expect(recorder.count('GET', '/rest/vendor/v1/applications')).toBe(3);
    // random() is 0.5: half of 250 ms, then half of 500 ms.
    expect(sleeps).toEqual([125, 250]);
    await client.signOut();
  });

  it('gives up after three tries with the service’s own failure', async () => {
    const { client, recorder } = clientFor(sb.current);
    await fault('getAccounts', 3);
    expect(await client.getAccounts()).toEqual({
      ok: false,
      error: { kind: 'service', http: 500, status: 5000, message: 'Internal error' },
    });
    expect(recorder.count('GET', '/rest/vendor/v1/accounts')).toBe(3);
    await client.signOut();
  });

  it('never repeats a create answered 5xx (K3)', async () => {
    const { client, recorder } = clientFor(sb.current);
    await fault('createCalloutRequest', 1);
    const answer = await client.createCalloutRequest({
      first_name: 'Robin',
      last_name: 'Caller',
      phone: '0412345678',
      email: 'robin.retry@example.com',
      total_purchase_amount: 900_000,
      deposit_amount: 0,
      repayment_term: 36,
      product_category: 'Roofing',
      product_description: 'Colorbond re-roof',
    });
    expect(answer).toEqual({ ok: false, error: { kind: 'service', http: 500, status: 5000, message: 'Internal error' } });
    expect(recorder.count('POST', '/rest/vendor/v1/callout-requests')).toBe(1);
    await client.signOut();
  });

  it('repeats a GET refused a connection, then reports a network failure the request never reached', async () => {
    const own = await startTestSandbox();
    const { client, recorder, sleeps } = clientFor(own);
    unwrap(await client.getAccounts());
    await own.close();
    const answer = await client.getAccounts();
    expect(answer).toMatchObject({
      ok: false,
      error: { kind: 'network', requestSent: false, message: expect.stringContaining('ECONNREFUSED') },
    });
    expect(recorder.count('GET', '/rest/vendor/v1/accounts')).toBe(1 + 3);
    expect(sleeps).toHaveLength(2);
  });
});

describe('Timeouts', () => {
  /** Accepts connections and never answers. */
  let silent: Server;
  const sockets: Socket[] = [];
  /** Answers Create Session, stalls a body half-way on Get Product Categories, and never answers anything else. */
  let stalling: HttpServer;
  const base = (server: Server | HttpServer) => {
    const address = server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  };

  beforeAll(async () => {
    silent = createServer((socket) => void sockets.push(socket));
    stalling = createHttpServer((request, response) => {
      if (request.url === sessionPath) response.end(JSON.stringify({ status: 2000, sessionKey: 'k', sessionToken: 't' }));
      else if (request.url === '/rest/vendor/v1/product-categories') response.writeHead(200).write('{"status":20');
    });
    await Promise.all([silent, stalling].map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    stalling.closeAllConnections();
    await Promise.all([silent, stalling].map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('gives up on a server that never answers', async () => {
    const recorder = recordingFetch();
    const client = createVendorClient({ baseUrl: base(silent), credentials, fetch: recorder.fetch, timeoutMs: 50 });
    const started = Date.now();
    expect(await client.publicCalculator({ totalPurchaseAmount: 500_000, repaymentTerm: 12 })).toEqual({
      ok: false,
      error: { kind: 'timeout', afterMs: 50 },
    });
    expect(await client.getAccounts()).toEqual({ ok: false, error: { kind: 'timeout', afterMs: 50 } });
    expect(Date.now() - started).toBeLessThan(2_000);
    // Sign-in (a POST) is not repeated, and the read never went out.
    expect(recorder.sent.map((request) => request.path)).toEqual(['/rest/pub/v1/calculators/finance', sessionPath]);
  });

  it('counts reading the body within the deadline, and does not repeat a read that timed out', async () => {
    const recorder = recordingFetch();
    const client = createVendorClient({ baseUrl: base(stalling), credentials, fetch: recorder.fetch, timeoutMs: 100 });
    expect(await client.getProductCategories()).toEqual({ ok: false, error: { kind: 'timeout', afterMs: 100 } });
    expect(recorder.count('GET', '/rest/vendor/v1/product-categories')).toBe(1);
  });

  it('reports a create that timed out after it was sent as an unknown outcome, to check before any retry (K3)', async () => {
    const recorder = recordingFetch();
    const client = createVendorClient({ baseUrl: base(stalling), credentials, fetch: recorder.fetch, timeoutMs: 100 });
    const answer = await client.createCalloutRequest({
      first_name: 'Robin',
      last_name: 'Caller',
      phone: '0412345678',
      email: 'robin@example.com',
      total_purchase_amount: 900_000,
      deposit_amount: 0,
      repayment_term: 36,
      product_category: 'Roofing',
      product_description: 'Colorbond re-roof',
    });
    expect(answer).toEqual({
      ok: false,
      error: { kind: 'outcome-unknown', endpoint: 'createCalloutRequest', cause: { kind: 'timeout', afterMs: 100 } },
    });
    expect(recorder.count('POST', '/rest/vendor/v1/callout-requests')).toBe(1);
  });
});
