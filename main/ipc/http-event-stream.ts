import type { IncomingMessage, ServerResponse } from 'node:http';
import { lastEventIdHeader } from '../../shared/contract/bridge';
import type { KioskEventRecord, KioskEvents } from './kiosk-events';

/** Every server-sent event stream's headers: never cached, never sniffed as something else. */
export const eventStreamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

/** A comment line now and then, so a dead connection is noticed and nothing between closes an idle one. */
const heartbeatMs = 15_000;

/**
 * The browser host's push channel: server-sent events over a long-lived response, one per open page. A page that
 * reconnects names the last event it saw and is sent what followed, or `events:missed` when that is gone.
 */
export class HttpEventStream {
  readonly #events: KioskEvents;
  readonly #clients = new Set<ServerResponse>();
  readonly #unsubscribe: () => void;
  readonly #heartbeat: NodeJS.Timeout;

  constructor(events: KioskEvents) {
    this.#events = events;
    this.#unsubscribe = events.subscribe((record) => {
      for (const client of this.#clients) write(client, record);
    });
    this.#heartbeat = setInterval(() => {
      for (const client of this.#clients) client.write(': still here\n\n');
    }, heartbeatMs);
    this.#heartbeat.unref();
  }

  /** Takes over the response for as long as the page keeps it open. */
  open(request: IncomingMessage, response: ServerResponse): void {
    response.writeHead(200, eventStreamHeaders);
    const lastId = request.headers[lastEventIdHeader];
    if (typeof lastId === 'string') {
      const missed = this.#events.since(lastId);
      if (missed === null) write(response, { id: this.#events.latestId, event: 'events:missed', payload: {} });
      else for (const record of missed) write(response, record);
    } else {
      // A fresh page loads fresh; the id tells it where it stands should it reconnect.
      response.write(`id: ${this.#events.latestId}\n\n`);
    }
    this.#clients.add(response);
    response.on('close', () => this.#clients.delete(response));
  }

  close(): void {
    this.#unsubscribe();
    clearInterval(this.#heartbeat);
    for (const client of this.#clients) client.end();
    this.#clients.clear();
  }
}

function write(response: ServerResponse, record: KioskEventRecord): void {
  // JSON has no raw newlines, so each payload is one `data:` line.
  response.write(`id: ${record.id}\nevent: ${record.event}\ndata: ${JSON.stringify(record.payload)}\n\n`);
}
