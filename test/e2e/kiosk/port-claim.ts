import { open, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Checkout's port is fixed (D28) and Playwright runs two workers, so the tests that need it take turns through a claim
// file that every test process on this machine sees. While this process holds the claim, no test of ours is on the port:
// whoever holds it then is another program.

/** How long a test waits for the other worker's tests to finish on the port. */
export const claimWaitMs = 4 * 60_000;

/** Waits for this process's turn on `port` (at most `claimWaitMs`); resolves the function that ends the turn. */
export async function claimPort(port: number): Promise<() => Promise<void>> {
  const file = join(tmpdir(), `finance-kiosk-e2e-port-${port}.claim`);
  const deadline = Date.now() + claimWaitMs;
  for (;;) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if (!hasCode(error, 'EEXIST')) throw error;
    }
    // Empty for the moment between another process creating the file and writing its id into it.
    const holder = Number(await readFile(file, 'utf8').catch(() => '')) || null;
    if (holder === process.pid) throw new Error(`this test process already holds port ${port}'s claim (${file}): a turn was not ended`);
    if (holder !== null && !isRunning(holder)) {
      // Left by a test process that was killed before it could end its turn.
      await rm(file, { force: true });
      continue;
    }
    if (Date.now() > deadline)
      throw new Error(
        `port ${port}'s claim (${file}) stayed with process ${holder ?? '?'} for ${claimWaitMs / 1000} s; delete it if no test runs`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether a program listens on 127.0.0.1:`port` (or on every address) now. */
export async function portIsTaken(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve, reject) => {
    probe.once('error', (error) => (hasCode(error, 'EADDRINUSE') ? resolve(true) : reject(error)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

/** The message a test that needs `port` fails with when another program holds it. */
export function portTakenMessage(port: number, neededBy: string): string {
  return (
    `port ${port} is in use by another program, and "${neededBy}" needs it: the demo checkout key allows only this port (D28). ` +
    `Stop that program (ss -ltnp 'sport = :${port}' names it) and run the test again.`
  );
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: running, as another user.
    return hasCode(error, 'EPERM');
  }
}

function hasCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
