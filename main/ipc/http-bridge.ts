import type { IncomingMessage, ServerResponse } from 'node:http';
import { isChannel, type Channel, type KioskErrorCode, type KioskResult } from '../../shared/contract';
import { bridgeEventsPath, bridgePathPrefix } from '../../shared/contract/bridge';
import type { Logger } from '../core/logger';
import { customerModeChannels, customerModeElsewhere } from './customer-mode-channels';
import { HttpEventStream } from './http-event-stream';
import type { KioskEvents } from './kiosk-events';
import type { ChannelHandler, Transport } from './transport';

/** Who is calling, as the browser host knows its browsers (K15). */
export interface BridgeCallers {
  /** Whether the request carries a session cookie the host handed out. */
  hasSession(request: IncomingMessage): boolean;
  /** Whether that session belongs to a browser main watches over DevTools, where it can clear the provider's form (K4). */
  isWatched(request: IncomingMessage): Promise<boolean>;
}

export interface HttpBridgeOptions {
  callers: BridgeCallers;
  /** The only page origins whose calls are answered: the browser host's own. */
  origins: readonly string[];
  /** What main pushes; streamed to our pages at `bridgeEventsPath`. */
  events: KioskEvents;
  log: Logger;
}

/** A 10 MiB document in base64 inside JSON (D16), and no more. */
const maxBodyBytes = 16 * 1024 * 1024;

/**
 * The contract over loopback HTTP for the browser host: POST `/bridge/<channel>` with a JSON body, from our own
 * origin with a session cookie the host handed out (K15). Every answer is a KioskResult; the HTTP status says only whether the request
 * reached a handler (200) or was refused before (400, 403, 404, 405, 413, 415). Events stream, under the same
 * checks, from a POST to `bridgeEventsPath`.
 */
export class HttpBridge implements Transport {
  readonly #handlers = new Map<Channel, ChannelHandler>();
  readonly #callers: BridgeCallers;
  readonly #origins: readonly string[];
  readonly #log: Logger;
  readonly #events: HttpEventStream;
  readonly #answering = new Set<Promise<unknown>>();

  constructor(options: HttpBridgeOptions) {
    this.#callers = options.callers;
    this.#origins = options.origins;
    this.#log = options.log;
    this.#events = new HttpEventStream(options.events);
  }

  handle(channel: Channel, handler: ChannelHandler): void {
    this.#handlers.set(channel, handler);
  }

  /** Answers a request under the bridge's path and resolves true; resolves false for any other path. */
  async serve(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const path = new URL(request.url ?? '/', 'http://bridge').pathname;
    if (path === bridgeEventsPath) {
      const refused = this.#refusal(request);
      if (refused) reply(response, ...refused);
      else this.#events.open(request, response);
      return true;
    }
    if (!path.startsWith(bridgePathPrefix)) return false;
    const answering = this.#answer(path.slice(bridgePathPrefix.length), request);
    this.#answering.add(answering);
    try {
      reply(response, ...(await answering));
    } catch (error) {
      this.#log.error('bridge: could not answer a request', error);
      send(response, 500, refusal('internal', 'Something went wrong on the kiosk. Restart the kiosk if it keeps happening.'));
    } finally {
      this.#answering.delete(answering);
    }
    return true;
  }

  /** Resolves once every call being answered has its answer, so none acts on the kiosk after it shuts down. */
  async settled(): Promise<void> {
    while (this.#answering.size > 0) await Promise.allSettled([...this.#answering]);
  }

  /** Ends every event stream, so the server can close. */
  close(): void {
    this.#events.close();
  }

  /** Why a request may not go on: not a POST, or not from our page in a browser the host handed a session to (K15). */
  #refusal(request: IncomingMessage): [number, KioskResult<never>] | null {
    if (request.method !== 'POST') return [405, refusal('invalid-input', 'Kiosk operations are sent with POST.')];
    if (!this.#origins.includes(request.headers.origin ?? '') || !this.#callers.hasSession(request)) {
      return [403, refusal('untrusted-caller', 'Only the kiosk’s own screens may ask for this. Open the kiosk from its own window.')];
    }
    return null;
  }

  async #answer(name: string, request: IncomingMessage): Promise<[number, KioskResult<unknown>]> {
    const refused = this.#refusal(request);
    if (refused) return refused;
    const handler = isChannel(name) ? this.#handlers.get(name) : undefined;
    if (!handler || !isChannel(name)) return [404, refusal('not-found', 'The kiosk has no such operation.')];
    // K4, K15: customer mode only where main can clear the provider's form when the customer walks away.
    if (customerModeChannels.has(name) && !(await this.#callers.isWatched(request))) {
      return [403, refusal('not-allowed', customerModeElsewhere)];
    }
    if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
      return [415, refusal('invalid-input', 'Kiosk operations carry JSON.')];
    }
    const body = await readBody(request);
    if (body === null) return [413, refusal('invalid-input', 'That is too large to send. Files may be at most 10 MB.')];
    let input: unknown;
    try {
      input = JSON.parse(body.toString('utf8'));
    } catch {
      return [400, refusal('invalid-input', 'The kiosk could not read that request.')];
    }
    return [200, await handler(input)];
  }
}

function refusal(code: KioskErrorCode, message: string): KioskResult<never> {
  return { ok: false, error: { code, message } };
}

/** The body, or null when it is larger than the bridge accepts (read to the end, so the answer still arrives). */
async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size <= maxBodyBytes) chunks.push(chunk);
  }
  return size > maxBodyBytes ? null : Buffer.concat(chunks);
}

function reply(response: ServerResponse, http: number, result: KioskResult<unknown>): void {
  send(response, http, result, http === 405 ? { allow: 'POST' } : {});
}

function send(response: ServerResponse, http: number, result: KioskResult<unknown>, headers: Record<string, string> = {}): void {
  response.writeHead(http, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  response.end(JSON.stringify(result));
}
