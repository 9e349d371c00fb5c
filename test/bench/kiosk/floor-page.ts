import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// The floor: the least a page can do to be interactive here — a script that renders one input — served over
// loopback like the kiosk, so the kiosk's figure can be read against what this machine and browser cost anyway.

const html =
  '<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Floor</title></head><body><script type="module" src="/floor.js"></script></body></html>';
const script =
  "const input = document.createElement('input'); input.inputMode = 'decimal'; input.ariaLabel = 'Purchase price'; document.body.append(input);";

export async function startFloorPage(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const isScript = request.url === '/floor.js';
    response.writeHead(200, { 'content-type': isScript ? 'text/javascript' : 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(isScript ? script : html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
