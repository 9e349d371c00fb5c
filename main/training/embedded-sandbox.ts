import { startSandbox } from '../../sandbox';
import type { EmbeddedSandbox } from './training-mode';

/** Training's service: the sandbox on a free loopback port, with the demo data (D28). */
export function startEmbeddedSandbox(): Promise<EmbeddedSandbox> {
  return startSandbox({ port: 0, seed: 'demo' });
}
