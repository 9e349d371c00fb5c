import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { commandOf, descendantsOf, residentMiB } from './resident-memory';

// `npm start` exactly as the README has it, timed from the spawn to the address it prints. No display, so it opens
// no browser of its own; its own user-data folder (XDG_CONFIG_HOME) and a free port, so nothing else is disturbed.

export interface StartedKiosk {
  url: string;
  startMs: number;
  /** Everything `npm start` started to run the kiosk (its node processes, not npm's own nor its shell). */
  residentMiB(): Promise<number>;
  stop(): Promise<void>;
}

export async function npmStart(root: string, configHome: string): Promise<StartedKiosk> {
  const { DISPLAY: _display, WAYLAND_DISPLAY: _wayland, ...inherited } = process.env;
  const environment = { ...inherited, XDG_CONFIG_HOME: configHome };
  const started = performance.now();
  const npm = spawn('npm', ['start', '--', '--port', '0'], { cwd: root, env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  npm.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    npm.once('exit', (code) => reject(new Error(`npm start ended (${code}) before it printed an address:\n${output.join('')}`)));
    createInterface({ input: npm.stdout ?? process.stdin }).on('line', (line) => {
      output.push(`${line}\n`);
      const address = /The kiosk is at (http:\/\/\S+?):? /.exec(line)?.[1];
      if (address) resolve(address);
    });
  });
  const startMs = performance.now() - started;
  return {
    url,
    startMs,
    residentMiB: async () => {
      let total = 0;
      for (const pid of await descendantsOf(npm.pid ?? 0)) {
        if (/^(sh|npm)\b/.test(await commandOf(pid))) continue;
        total += await residentMiB(pid);
      }
      return total;
    },
    stop: () => stopTree(npm),
  };
}

/** SIGTERM to the kiosk's processes (npm does not pass it on), then wait for npm to end. */
async function stopTree(npm: ChildProcess): Promise<void> {
  const ended = new Promise<void>((resolve) => (npm.exitCode === null ? npm.once('exit', () => resolve()) : resolve()));
  for (const pid of await descendantsOf(npm.pid ?? 0)) {
    if (!/^(sh|npm)\b/.test(await commandOf(pid))) process.kill(pid, 'SIGTERM');
  }
  await ended;
}
