import { expect, test } from '@playwright/test';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkoutPort, startKioskWorld } from './kiosk-world';
import { claimPort, claimWaitMs } from './port-claim';

// A test that needs checkout's port (D28) fails at once, naming itself, when another program holds the port, rather than
// later on the provider's "address its key does not allow" page. This test holds the port's turn throughout (as the
// fixture does), so no real 4310 test in the other worker starts meanwhile and meets the stand-in program instead.

test('a test that needs port 4310 fails at once, and says which test, when another program holds the port', async () => {
  test.setTimeout(claimWaitMs + 30_000);
  const endTurn = await claimPort(checkoutPort);
  const otherProgram = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      otherProgram.once('error', reject);
      otherProgram.listen(checkoutPort, '127.0.0.1', resolve);
    });
    const neededBy = 'customer-mode.spec.ts › a test that hands the kiosk over';
    const started = Date.now();
    const outcome = await startKioskWorld({ rendererDir: join(tmpdir(), 'no-renderer-needed'), hostPort: checkoutPort, neededBy }).then(
      async ({ close }) => {
        await close();
        return 'the kiosk started on another port';
      },
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    expect(outcome).toContain('port 4310 is in use by another program');
    expect(outcome).toContain(`"${neededBy}" needs it`);
    expect(Date.now() - started).toBeLessThan(1_000);
  } finally {
    await new Promise((resolve) => otherProgram.close(resolve));
    await endTurn();
  }
});
