import { bridgeEventsPath, lastEventIdHeader } from '../../shared/contract/bridge';
import type { KioskEvent } from '../../shared/contract';
import type { Listen } from '../../shared/contract/kiosk-api';
import { serverSentEventReader } from './server-sent-events';

export interface EventStreamOptions {
  fetchStream?: typeof fetch;
  /** The browser host's origin; "" for the page's own. */
  origin?: string;
  /** Waits before reconnecting: 0.5 s, doubling to 15 s while the host cannot be reached. */
  backoffMs?: (attempt: number) => number;
}

const defaultBackoff = (attempt: number) => Math.min(15_000, 500 * 2 ** attempt);

/**
 * The browser host's push channel, as `Listen` for the kiosk API: one server-sent-event stream for the page
 * (a POST fetch, so the browser sends our Origin with the session cookie, K15), opened on the first subscription and reopened after any
 * break with the last event's id, so the host sends what followed, or `events:missed`.
 */
export function bridgeEventStream(options: EventStreamOptions): Listen {
  const fetchStream = options.fetchStream ?? fetch;
  const backoff = options.backoffMs ?? defaultBackoff;
  const subscribers = new Map<KioskEvent, Set<(payload: unknown) => void>>();
  let lastId = '';
  let running = false;

  const deliver = (event: string, data: string) => {
    const handlers = subscribers.get(event as KioskEvent);
    if (!handlers) return;
    let payload: unknown;
    try {
      payload = JSON.parse(data);
    } catch {
      return;
    }
    for (const handler of handlers) handler(payload);
  };

  const readOnce = async (opened: () => void) => {
    const response = await fetchStream(`${options.origin ?? ''}${bridgeEventsPath}`, {
      method: 'POST',
      headers: lastId === '' ? {} : { [lastEventIdHeader]: lastId },
    });
    if (!response.ok || response.body === null) throw new Error(`The kiosk's event stream answered ${response.status}.`);
    opened();
    const events = serverSentEventReader();
    const decoder = new TextDecoder();
    const body = response.body.getReader();
    for (let chunk = await body.read(); !chunk.done; chunk = await body.read()) {
      for (const { event, data } of events.push(decoder.decode(chunk.value, { stream: true }))) deliver(event, data);
      if (events.lastId !== '') lastId = events.lastId;
    }
  };

  const run = async () => {
    running = true;
    let attempt = 0;
    for (;;) {
      try {
        await readOnce(() => (attempt = 0));
      } catch {
        // Unreachable for now (the kiosk restarting, the network between): try again after a pause.
      }
      await new Promise((resolve) => setTimeout(resolve, backoff(attempt++)));
    }
  };

  return (event, handler) => {
    const handlers = subscribers.get(event) ?? new Set();
    subscribers.set(event, handlers);
    const own = (payload: unknown) => handler(payload);
    handlers.add(own);
    if (!running) void run();
    return () => void handlers.delete(own);
  };
}
