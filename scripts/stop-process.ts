import type { ChildProcess } from 'node:child_process';

/** How long a process has to end on SIGTERM before it is killed. */
export const stopGraceMs = 3_000;

/**
 * Ends `child` and resolves once it has exited: SIGTERM first, so it can let go of what it holds (the kiosk its
 * user-data folder, K15), then SIGKILL if it is still running after `graceMs` (a locked Electron may never answer
 * SIGTERM, and whatever waits on it, dev's restart, would wait for good).
 */
export async function stopProcess(child: ChildProcess, graceMs = stopGraceMs): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killing = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(killing);
}
