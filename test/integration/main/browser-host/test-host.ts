import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBrowserHost, type BrowserHost, type BrowserHostOptions } from '../../../../main/browser-host';
import { MemoryStore } from '../../../../main/credentials/memory-store';
import type { Logger } from '../../../../main/core/logger';
import { startEmbeddedSandbox } from '../../../../main/training/embedded-sandbox';
import type { EmbeddedSandbox } from '../../../../main/training/training-mode';
import { bridgeInvoke } from '../../../../renderer/bridge/bridge-kiosk';
import { bridgeEventStream } from '../../../../renderer/bridge/event-stream';
import { buildKioskApi, type KioskApi } from '../../../../shared/contract/kiosk-api';
import { recordingServiceClient, type RecordingClient } from './recording-client';
import { openWatchedBrowser } from './watched-browser';

import { sessionCookie } from '../../../fixtures/session-cookie';

export { sessionCookie };

// A real browser host on a free loopback port, in training mode with the embedded sandbox, as a page sees it.

export interface TestHost {
  /** The kiosk's own address, without a token. */
  url: string;
  origin: string;
  /** The session cookie our page was let in with, as a `cookie` header carries it (K15). */
  cookie: string;
  host: BrowserHost;
  userDataDir: string;
  client: RecordingClient;
  /** The embedded sandboxes the host started, with the credentials each handed out. */
  sandboxes: EmbeddedSandbox[];
  /** Every bridge answer's text, in order. */
  answers: string[];
  logs: string[];
  /** window.kiosk as a page this host served has it: the contract's builder over the bridge and its event stream. */
  kiosk: KioskApi;
  /** A POST to the bridge as our page sends it; each header may be replaced or, with null, left out. */
  post(channel: string, body: string, headers?: Record<string, string | null>): Promise<{ http: number; json: unknown }>;
  close(): Promise<void>;
}

export function recordingLogger(lines: string[]): Logger {
  return {
    info: () => undefined,
    warn: (message) => void lines.push(message),
    error: (message, error) => void lines.push(`${message}: ${error instanceof Error ? error.stack : String(error)}`),
  };
}

/**
 * `watchedBrowser`: the page is the Chromium `npm start` opens, watched by the host, so customer mode's channels answer
 * (K4, K15); otherwise a browser the host let in but does not watch.
 */
export async function startTestHost(options: Partial<BrowserHostOptions> & { watchedBrowser?: boolean } = {}): Promise<TestHost> {
  const { watchedBrowser = false, ...hostOptions } = options;
  const userDataDir = options.userDataDir ?? (await mkdtemp(join(tmpdir(), 'browser-host-')));
  const client = recordingServiceClient();
  const sandboxes: EmbeddedSandbox[] = [];
  const logs: string[] = [];
  const answers: string[] = [];
  const host = await startBrowserHost({
    userDataDir,
    port: 0,
    keychain: new MemoryStore(),
    connectVendor: client.connect,
    rendererDir: join(userDataDir, 'no-renderer-built'),
    startTrainingSandbox: async (kiosk) => {
      const sandbox = await startEmbeddedSandbox(kiosk);
      sandboxes.push(sandbox);
      return sandbox;
    },
    log: recordingLogger(logs),
    ...hostOptions,
  });
  const origin = new URL(host.url).origin;
  const watched = watchedBrowser ? await openWatchedBrowser(host) : null;
  const cookie = watched?.cookie ?? (await sessionCookie(host.url));

  // Browsers send the page's Origin with every POST, and the session cookie with every request; Node's fetch needs telling.
  const originFetch: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('origin', origin);
    headers.set('cookie', cookie);
    return fetch(input, { ...init, headers });
  };
  const pageFetch: typeof fetch = async (input, init) => {
    const response = await originFetch(input, init);
    answers.push(await response.clone().text());
    return response;
  };
  const post: TestHost['post'] = async (channel, body, replaced = {}) => {
    const headers: Record<string, string | null> = { origin, 'content-type': 'application/json', cookie, ...replaced };
    const sent = Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== null));
    const response = await fetch(`${origin}/bridge/${channel}`, { method: 'POST', headers: sent, body });
    const text = await response.text();
    answers.push(text);
    return { http: response.status, json: JSON.parse(text) };
  };
  return {
    url: host.home,
    origin,
    cookie,
    host,
    userDataDir,
    client,
    sandboxes,
    answers,
    logs,
    kiosk: buildKioskApi(bridgeInvoke(pageFetch, origin), bridgeEventStream({ origin, fetchStream: originFetch })),
    post,
    close: async () => {
      await watched?.browser.close();
      await host.close();
      if (options.userDataDir === undefined) await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
