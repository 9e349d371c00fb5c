import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

// React's own floor: the same React DOM and bundler as the kiosk, rendering one input, built for the run and served
// over loopback like the kiosk. Read beside the plain floor, it says what React alone costs on this machine.

const source = fileURLToPath(new URL('react-floor/', import.meta.url));

export async function startReactFloorPage(): Promise<{ url: string; close(): Promise<void> }> {
  const outDir = await mkdtemp(join(tmpdir(), 'react-floor-'));
  await build({
    root: source,
    base: './',
    configFile: false,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
    esbuild: { jsx: 'automatic' },
  });
  const server = createServer((request, response) => {
    const path = request.url === '/' ? '/index.html' : (request.url ?? '/');
    readFile(join(outDir, path.replace(/\.\./g, ''))).then(
      (body) => {
        response.writeHead(200, {
          'content-type': path.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
