import type { Browser } from '@playwright/test';
import { bridgePathPrefix } from '../../../shared/contract/bridge';
import { firstStaffPin } from '../../fixtures/first-staff-pin';
import type { BenchPage } from './let-in';

/**
 * Issue 38: a new kiosk asks for the training profile's first staff PIN before any other screen; chosen here, when the
 * profile in use has none yet, through main's own channel, as the end-to-end worlds do (test/fixtures/first-staff-pin.ts),
 * so every page the bench opens starts on the calculator.
 */
export async function chooseFirstPin(browser: Browser, target: BenchPage): Promise<void> {
  const context = await browser.newContext();
  try {
    await target.prepare?.(context);
    const origin = new URL(target.url).origin;
    const ask = async (channel: string, input: object) =>
      (await (await context.request.post(`${origin}${bridgePathPrefix}${channel}`, { headers: { origin }, data: input })).json()) as {
        ok: boolean;
        data?: { staffPinChosen?: boolean };
      };
    const status = await ask('session:status', {});
    if (status.data?.staffPinChosen === true) return;
    const chosen = await ask('session:choosePin', { pin: firstStaffPin });
    if (!chosen.ok) throw new Error(`the kiosk did not take the first staff PIN: ${JSON.stringify(chosen)}`);
  } finally {
    await context.close();
  }
}
