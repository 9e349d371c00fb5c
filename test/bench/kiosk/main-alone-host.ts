import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { startBrowserHost } from '../../../main/browser-host';
import type { EmbeddedSandbox } from '../../../main/training/training-mode';
import { chooseFirstStaffPin } from '../../fixtures/first-staff-pin';

// Main alone: the browser host as `npm start` runs it, but with training's service in a process of its own (the
// sandbox's CLI, same demo seed), so this process's resident memory is main's. Built and run with plain Node by
// kiosk.bench.ts. Environment: KIOSK_USER_DATA, KIOSK_RENDERER, KIOSK_SANDBOX_COMMAND (JSON argv). Prints {"url": ...}.

const userDataDir = process.env['KIOSK_USER_DATA'];
const rendererDir = process.env['KIOSK_RENDERER'];
const sandboxCommand = JSON.parse(process.env['KIOSK_SANDBOX_COMMAND'] ?? '[]') as string[];
if (!userDataDir || !rendererDir || sandboxCommand.length === 0)
  throw new Error('KIOSK_USER_DATA, KIOSK_RENDERER and KIOSK_SANDBOX_COMMAND must be set');

async function sandboxProcess(): Promise<EmbeddedSandbox> {
  const [command = '', ...args] = sandboxCommand;
  const child = spawn(command, [...args, '--seed', 'demo'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the sandbox ended (${code}) before it listened`)));
    createInterface({ input: child.stdout ?? process.stdin }).once('line', resolve);
  });
  const started = JSON.parse(line) as { baseUrl: string } & EmbeddedSandbox['handout'];
  const { credentials, publicKey, privateKey } = started;
  return {
    baseUrl: started.baseUrl,
    handout: { credentials, ...(publicKey ? { publicKey } : {}), ...(privateKey ? { privateKey } : {}) },
    // The sandbox's clock is the wall clock until training moves it, which the benchmark never does.
    now: Date.now,
    close: () => new Promise<void>((resolve) => (child.exitCode === null ? child.once('exit', () => resolve()).kill() : resolve())),
  };
}

const host = await startBrowserHost({
  userDataDir,
  rendererDir,
  port: 0,
  training: true,
  startTrainingSandbox: sandboxProcess,
});
// The benchmark times the calculator, so the training profile's first staff PIN (issue 38) is chosen before the page opens.
await chooseFirstStaffPin(host);
process.stdout.write(`${JSON.stringify({ url: host.url, sandbox: true })}\n`);
process.on('SIGTERM', () => void host.close().then(() => process.exit(0)));
