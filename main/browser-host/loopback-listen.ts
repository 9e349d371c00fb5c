import type { Server } from 'node:http';

/** Listens on 127.0.0.1 only, on `port` or, when it is taken, on a free one; resolves the port in use. */
export async function listenOnLoopback(server: Server, port: number): Promise<number> {
  try {
    return await listen(server, port);
  } catch (error) {
    if (port === 0 || !(error instanceof Error && 'code' in error && error.code === 'EADDRINUSE')) throw error;
    return listen(server, 0);
  }
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    });
  });
}
