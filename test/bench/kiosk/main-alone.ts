import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { residentMiB } from './resident-memory';

// Starts main-alone-host.ts, built to plain JavaScript first, and reads its one process's resident memory.

export async function startMainAlone(root: string, options: { userDataDir: string; rendererDir: string }) {
  const { build } = await import('esbuild');
  const outfile = join(root, 'node_modules/.cache/kiosk-bench/main-alone-host.js');
  await build({
    entryPoints: [join(root, 'test/bench/kiosk/main-alone-host.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    logLevel: 'warning',
  });
  const host = spawn(process.execPath, [outfile], {
    env: {
      ...process.env,
      KIOSK_USER_DATA: options.userDataDir,
      KIOSK_RENDERER: options.rendererDir,
      KIOSK_SANDBOX_COMMAND: JSON.stringify([process.execPath, '--import', 'tsx', join(root, 'sandbox/cli.ts')]),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    host.once('exit', (code) => reject(new Error(`main alone ended (${code}) before it listened`)));
    createInterface({ input: host.stdout ?? process.stdin }).on('line', (line) => {
      const address = (JSON.parse(line) as { url?: string }).url;
      if (address) resolve(address);
    });
  });
  return {
    url,
    residentMiB: () => residentMiB(host.pid ?? 0),
    stop: () => new Promise<void>((resolve) => host.once('exit', () => resolve()).kill('SIGTERM')),
  };
}
