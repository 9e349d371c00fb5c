import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../core/logger';
import { SeenTokens } from './seen-tokens';
import type { StatusReport } from './status-report';
import { verifyWebhook } from './webhook-verification';

/** The service's webhook bodies are a few hundred bytes (document, "Events"). */
export const maxWebhookBodyBytes = 16 * 1024;

export const webhookPath = '/webhooks/status';

export interface WebhookReceiverOptions {
  /** The account's private API key (document, "Authentication"); never logged (K1). */
  privateKey: string;
  /** The service's clock, in ms (in training, the sandbox's). */
  serviceNow: () => number;
  /** Called after the 200 is decided, so the service is never kept waiting by what the kiosk does next. */
  onReport: (report: StatusReport) => void;
  log: Logger;
  seenTokens?: SeenTokens;
  maxBodyBytes?: number;
}

export interface WebhookReceiver {
  /** What to register with the service, e.g. http://127.0.0.1:40123/webhooks/status. */
  readonly url: string;
  close(): Promise<void>;
}

type BodyRead = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly http: 400 | 413 };

/**
 * The kiosk's webhook receiver (training, D26): loopback only, a random port, POST only, a small body, and every
 * message verified before it counts. 200 or 406 as D25 expects; never 500.
 */
export async function startWebhookReceiver(options: WebhookReceiverOptions): Promise<WebhookReceiver> {
  const seenTokens = options.seenTokens ?? new SeenTokens();
  const limit = options.maxBodyBytes ?? maxWebhookBodyBytes;

  const answer = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = new URL(request.url ?? '/', 'http://receiver').pathname;
    if (path !== webhookPath) return reply(response, 404);
    if (request.method !== 'POST') return reply(response, 405, { allow: 'POST' });
    const body = await readBody(request, limit);
    if (!body.ok) return reply(response, body.http);
    const verdict = await verifyWebhook(body.text, { privateKey: options.privateKey, now: options.serviceNow(), seenTokens });
    if (!verdict.accepted) {
      // The reason names no token, key or signature (K1).
      options.log.warn(`watch: refused a webhook (${verdict.http}): ${verdict.reason}`);
      return reply(response, verdict.http);
    }
    reply(response, 200);
    options.onReport(verdict.report);
  };

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      options.log.error('watch: the webhook receiver could not answer', error);
      // Not 500 (D26): 503 asks the service to send it again later (D25).
      if (!response.headersSent) reply(response, 503);
    });
  });
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address: AddressInfo | string | null = server.address();
  if (address === null || typeof address === 'string') throw new Error('watch: the webhook receiver has no port');
  return {
    url: `http://127.0.0.1:${address.port}${webhookPath}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The body as text, refused past `limit` bytes: at once by its declared length, else as it arrives. */
function readBody(request: IncomingMessage, limit: number): Promise<BodyRead> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) {
    request.resume(); // drained, not read, so the client can read the answer
    return Promise.resolve({ ok: false, http: 413 });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        request.resume();
        resolve({ ok: false, http: 413 });
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve({ ok: true, text: Buffer.concat(chunks).toString('utf8') }));
    request.on('error', () => resolve({ ok: false, http: 400 }));
  });
}

function reply(response: ServerResponse, http: number, headers: Record<string, string> = {}): void {
  if (response.headersSent) return;
  const closing = http === 413 ? { connection: 'close' } : {};
  response.writeHead(http, { 'content-length': '0', ...headers, ...closing });
  response.end();
}
