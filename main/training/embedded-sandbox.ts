import { startSandbox, type RunningSandbox } from '../../sandbox';
import type { EmbeddedSandbox } from './training-mode';

/** Training's service: the sandbox on a free loopback port, with the demo data (D28). */
export async function startEmbeddedSandbox(): Promise<EmbeddedSandbox> {
  return embeddedSandboxOf(await startTrainingService());
}

export function startTrainingService(): Promise<RunningSandbox> {
  return startSandbox({ port: 0, seed: 'demo' });
}

/** What training needs of a running sandbox: its address, its hand-out (D29), its clock, and a way to stop it. */
export function embeddedSandboxOf(running: RunningSandbox): EmbeddedSandbox {
  return { baseUrl: running.baseUrl, handout: running.handout, now: () => running.sandbox.now(), close: () => running.close() };
}
