import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { stopProcess } from '../../../scripts/stop-process';

// scripts/dev.ts stops its kiosk this way before starting the next: a kiosk that ignores SIGTERM must not hang it.

const children: ChildProcess[] = [];
// A test that fails leaves no process behind.
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** A Node process that has set its SIGTERM handler (it says so on stdout) and then runs until killed. */
async function running(ignoresSigterm: boolean) {
  const handler = ignoresSigterm ? "process.on('SIGTERM', () => {});" : '';
  const child = spawn(process.execPath, ['-e', `${handler} console.log('ready'); setInterval(() => {}, 1000);`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await once(child.stdout, 'data');
  return child;
}

describe('stopProcess', () => {
  it('ends a process on SIGTERM', async () => {
    const child = await running(false);
    await stopProcess(child, 5_000);
    expect(child.signalCode).toBe('SIGTERM');
  });

  it('kills a process that ignores SIGTERM once its grace is over', async () => {
    const child = await running(true);
    const started = Date.now();
    await stopProcess(child, 300);
    expect(child.signalCode).toBe('SIGKILL');
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('resolves at once for a process that has already exited', async () => {
    const child = await running(false);
    child.kill('SIGTERM');
    await once(child, 'exit');
    await stopProcess(child, 60_000);
    expect(child.signalCode).toBe('SIGTERM');
  });
});
