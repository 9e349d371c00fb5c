import type { Fetch } from '../../../../main/vendor/transport';
import type { VendorClient } from '../../../../main/core/vendor-port';
import { createVendorClient, type VendorClientOptions } from '../../../../main/vendor/vendor-client';
import type { TestSandbox } from '../../sandbox/harness';

// The real client against the real sandbox over loopback; fetch is only watched (and, where a test says so, altered).

export interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface Recorder {
  readonly fetch: Fetch;
  readonly sent: SentRequest[];
  count(method: string, path: string): number;
}

/** Records every request, then hands it to `next` (the real fetch unless a test alters the exchange). */
export function recordingFetch(next: Fetch = (url, init) => fetch(url, init)): Recorder {
  const sent: SentRequest[] = [];
  return {
    sent,
    fetch: (url, init) => {
      sent.push({ method: init.method ?? 'GET', path: new URL(url).pathname, headers: headersOf(init) });
      return next(url, init);
    },
    count: (method, path) => sent.filter((request) => request.method === method && request.path === path).length,
  };
}

export const sessionPath = '/rest/vendor/v1/session';

export interface TestClient {
  client: VendorClient;
  recorder: Recorder;
  sleeps: number[];
}

/** A client for the sandbox's administrator, on the sandbox's clock, that records its backoff instead of waiting. */
export function clientFor(sb: TestSandbox, options: Partial<VendorClientOptions> & { next?: Fetch } = {}): TestClient {
  const { next, ...overrides } = options;
  const recorder = recordingFetch(next);
  const sleeps: number[] = [];
  const client = createVendorClient({
    baseUrl: sb.baseUrl,
    credentials: async () => sb.handout.credentials.administrator,
    fetch: recorder.fetch,
    now: () => sb.sandbox.now(),
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0.5,
    ...overrides,
  });
  return { client, recorder, sleeps };
}

function headersOf(init: RequestInit): Record<string, string> {
  const headers = new Headers(init.headers);
  return Object.fromEntries(headers.entries());
}

/** The value of a data result, failing the test with the typed failure otherwise. */
export function unwrap<T>(result: { ok: true; data: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.data;
}

export function today(sb: TestSandbox): string {
  return new Date(sb.sandbox.now()).toISOString().slice(0, 10);
}
