import { startSandbox } from '../../sandbox';
import type { EmbeddedSandbox } from './training-mode';

/** Training's service: the sandbox on a free loopback port, with the demo data (D28). */
export async function startEmbeddedSandbox(): Promise<EmbeddedSandbox> {
  const running = await startSandbox({ port: 0, seed: 'demo' });
  return { baseUrl: running.baseUrl, handout: running.handout, now: () => running.sandbox.now(), close: () => running.close() };
}
