import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Between the kiosk process and the service: passes everything on, except the writes a drill holds, either before
// they reach the service or after it has answered (the answer then never comes back). Killing the kiosk then is a
// crash with a write in flight.

export type HoldMode = 'before' | 'after';

export interface HoldingProxy {
  url: string;
  /** Requests held so far, as "METHOD path". */
  held: string[];
  /** Every request that reached the service, held or not, as "METHOD path". */
  reached: string[];
  /** Holds writes (every method but GET) whose path matches, from now on. */
  hold(mode: HoldMode | null): void;
  close(): Promise<void>;
}

export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  const held: string[] = [];
  const reached: string[] = [];
  let mode: HoldMode | null = null;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void relay(request, response);
  });
  const relay = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const method = request.method ?? 'GET';
    const path = request.url ?? '/';
    // Session sign-in and the probe pass; the drill's writes are held.
    const holding = mode !== null && method !== 'GET' && !path.endsWith('/session') && !path.startsWith('/rest/pub/');
    if (holding && mode === 'before') {
      held.push(`${method} ${path}`);
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && !['host', 'connection', 'content-length', 'transfer-encoding'].includes(entry[0]),
      ),
    );
    try {
      reached.push(`${method} ${path}`);
      const answer = await fetch(`${target}${path}`, {
        method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      const body = Buffer.from(await answer.arrayBuffer());
      if (holding) {
        held.push(`${method} ${path}`);
        return;
      }
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      response.end(body);
    } catch {
      response.socket?.destroy();
    }
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    held,
    reached,
    hold: (next) => {
      mode = next;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
