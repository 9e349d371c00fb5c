import { afterAll, beforeAll } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../../sandbox';
import type { ApiCredentials } from '../../../sandbox/credentials';

// Every sandbox test talks to a real sandbox over HTTP on loopback, checking its own answers against the
// shared response schemas as it goes.

export interface SessionPair {
  key: string;
  token: string;
}

export interface Answer {
  http: number;
  // Tests read answers loosely; the sandbox itself checks them against the shared schemas.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, for malformed-body tests. */
  rawBody?: string;
  headers?: Record<string, string>;
  session?: SessionPair;
}

export interface TestSandbox extends RunningSandbox {
  request(method: string, path: string, options?: RequestOptions): Promise<Answer>;
  login(credentials?: ApiCredentials): Promise<SessionPair>;
  /** Convenience: a request with a fresh administrator session. */
  asAdmin(method: string, path: string, options?: RequestOptions): Promise<Answer>;
  /** The first account of the seed's administrator. */
  accountId: string;
}

export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const running = await startSandbox({ seed: 'empty', ...options, config: { checkResponses: true, ...options.config } });
  const request = async (method: string, path: string, opts: RequestOptions = {}): Promise<Answer> => {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
      headers['content-type'] = 'application/json';
    if (opts.session) {
      headers['x-session-key'] = opts.session.key;
      headers['x-session-token'] = opts.session.token;
    }
    const response = await fetch(`${running.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text for the assertion to show
    }
    return { http: response.status, body: parsed, headers: response.headers };
  };
  const login = async (credentials: ApiCredentials = running.handout.credentials.administrator): Promise<SessionPair> => {
    const answer = await request('POST', '/rest/vendor/v1/session', { body: credentials });
    if (answer.http !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
    return { key: answer.body.sessionKey, token: answer.body.sessionToken };
  };
  const accountId = running.sandbox.state.users[0]?.accountIds[0] ?? '';
  return {
    ...running,
    request,
    login,
    accountId,
    asAdmin: async (method, path, opts = {}) => request(method, path, { ...opts, session: await login() }),
  };
}

/** Starts one sandbox for the file's tests and closes it afterwards. */
export function useSandbox(options: SandboxOptions = {}): { readonly current: TestSandbox } {
  const holder: { current: TestSandbox | undefined } = { current: undefined };
  beforeAll(async () => {
    holder.current = await startTestSandbox(options);
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return {
    get current(): TestSandbox {
      if (!holder.current) throw new Error('sandbox not started');
      return holder.current;
    },
  };
}

/** Asserts the D3 envelope of a documented error. */
export function errorOf(answer: Answer): { http: number; status: number; message: string } {
  return { http: answer.http, status: answer.body?.status, message: answer.body?.message };
}
