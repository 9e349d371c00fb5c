import { startSandbox, type RunningSandbox } from '../../sandbox';
import { usualKioskCheckoutLists, type KioskCheckoutLists } from '../../shared/kiosk-addresses';
import type { EmbeddedSandbox } from './training-mode';

/** Training's service: the sandbox on a free loopback port, with the demo data (D28) for the kiosk at `kiosk`. */
export async function startEmbeddedSandbox(kiosk: KioskCheckoutLists = usualKioskCheckoutLists): Promise<EmbeddedSandbox> {
  return embeddedSandboxOf(await startTrainingService(kiosk));
}

/** D28: the demo key lists the kiosk that starts it (the browser host's actual port), so its checkout works there. */
export function startTrainingService(kiosk: KioskCheckoutLists = usualKioskCheckoutLists): Promise<RunningSandbox> {
  return startSandbox({ port: 0, seed: 'demo', config: { demoKiosk: kiosk } });
}

/** What training needs of a running sandbox: its address, its hand-out (D29), its clock, and a way to stop it. */
export function embeddedSandboxOf(running: RunningSandbox): EmbeddedSandbox {
  return { baseUrl: running.baseUrl, handout: running.handout, now: () => running.sandbox.now(), close: () => running.close() };
}
