import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

// `npm run dev` (scripts/dev.ts) for real, in a copy of the project so a test can edit its sources: the kiosk in the
// browser host on a free port, its folder and its Chromium-less start as on a machine without Electron or a display;
// or, where the copy is given a stand-in for Electron's binary (none can be downloaded here), in that.

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** What dev builds from and runs; npm's packages are the project's own, linked. */
const projectFiles = ['main', 'preload', 'renderer', 'shared', 'sandbox', 'scripts', 'package.json', 'vite.config.ts', 'tsconfig.json'];

export interface DevLoop {
  /** The copy's root, whose files the test edits. */
  copy: string;
  dev: ChildProcess;
  /** The next line dev or its kiosk prints that matches, from the lines not yet read past. */
  nextLine(pattern: RegExp): Promise<RegExpExecArray>;
  /** The kiosk dev has started next: its process id and its one-time address. */
  nextKiosk(): Promise<{ pid: number; address: string }>;
  /** The stand-in Electron the kiosk dev has started next has started: its process id. */
  nextElectron(): Promise<number>;
  /** Replaces a file of the copy whole, as an editor saving through a temporary file does. */
  edit(path: string, change: (text: string) => string): Promise<void>;
  /** Whether that process (a kiosk or a stand-in Electron) runs from the copy. */
  runs(pid: number): boolean;
  /** Resolves once dev and every process it started have let go of their output (their last holder has ended). */
  outputClosed: Promise<void>;
  stop(): Promise<void>;
}

/** A change to a file of the copy, made before dev starts. */
export interface FirstEdit {
  path: string;
  change: (text: string) => string;
}

export async function startDevLoop(options: { standInElectron?: boolean; firstEdit?: FirstEdit } = {}): Promise<DevLoop> {
  const copy = await mkdtemp(join(tmpdir(), 'kiosk-dev-loop-'));
  await Promise.all(projectFiles.map((file) => cp(join(root, file), join(copy, file), { recursive: true })));
  if (options.firstEdit) await editFile(join(copy, options.firstEdit.path), options.firstEdit.change);
  if (options.standInElectron) await packagesWithStandInElectron(join(copy, 'node_modules'));
  else await symlink(join(root, 'node_modules'), join(copy, 'node_modules'));
  const home = join(copy, 'home');
  await mkdir(home);
  const env: Record<string, string | undefined> = { ...process.env, XDG_CONFIG_HOME: home, KIOSK_TEST_KEYCHAIN: '1' };
  delete env['DISPLAY'];
  delete env['WAYLAND_DISPLAY'];
  const dev = spawn(process.execPath, ['--import', 'tsx', join(copy, 'scripts/dev.ts'), '--port', '0'], {
    cwd: copy,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiting: (() => void)[] = [];
  /** Every kiosk and stand-in Electron dev has started. */
  const started: number[] = [];
  const heard = (line: string) => {
    lines.push(line);
    const pid = /^(?:npm run dev: the kiosk|stand-in Electron) started \(process (\d+)\)/.exec(line)?.[1];
    if (pid !== undefined) started.push(Number(pid));
    waiting.splice(0).forEach((wake) => wake());
  };
  createInterface({ input: dev.stdout! }).on('line', heard);
  createInterface({ input: dev.stderr! }).on('line', heard);
  const outputClosed = new Promise<void>((resolve) => dev.stdout!.once('close', () => resolve()));
  let read = 0;

  const nextLine = async (pattern: RegExp): Promise<RegExpExecArray> => {
    for (;;) {
      while (read < lines.length) {
        const match = pattern.exec(lines[read++] ?? '');
        if (match) return match;
      }
      if (dev.exitCode !== null) throw new Error(`npm run dev ended (${dev.exitCode}):\n${lines.join('\n')}`);
      await new Promise<void>((wake) => waiting.push(wake));
    }
  };
  // A dev that ends wakes whoever waits, to say so.
  dev.once('exit', () => waiting.splice(0).forEach((wake) => wake()));

  return {
    copy,
    dev,
    nextLine,
    nextKiosk: async () => {
      const [, pid = ''] = await nextLine(/^npm run dev: the kiosk started \(process (\d+)\)\.$/);
      const [, address = ''] = await nextLine(/^The kiosk is at (\S+): open it in a browser/);
      return { pid: Number(pid), address };
    },
    nextElectron: async () => {
      await nextLine(/^npm run dev: the kiosk started \(process \d+\)\.$/);
      const [, pid = ''] = await nextLine(/^stand-in Electron started \(process (\d+)\)$/);
      return Number(pid);
    },
    edit: (path, change) => editFile(join(copy, path), change),
    outputClosed,
    runs: (pid) => runsFrom(pid, copy),
    stop: async () => {
      if (dev.exitCode === null && dev.signalCode === null) {
        const exited = new Promise((resolve) => dev.once('exit', resolve));
        dev.kill('SIGTERM');
        await exited;
      }
      // A dev that failed to stop its kiosk fails its test; the next test's machine does not pay for it too.
      for (const pid of started.filter((pid) => runsFrom(pid, copy))) process.kill(pid, 'SIGKILL');
      await rm(copy, { recursive: true, force: true });
    },
  };
}

/** Replaces a file whole, as an editor saving through a temporary file does. */
async function editFile(file: string, change: (text: string) => string): Promise<void> {
  await writeFile(`${file}.saving`, change(await readFile(file, 'utf8')));
  await rename(`${file}.saving`, file);
}

/**
 * The project's packages, each linked, but for Electron's: its package with a binary in place (path.txt names it, as
 * the runner reads it), a script that says it started and runs until it is stopped.
 */
async function packagesWithStandInElectron(folder: string): Promise<void> {
  const packages = join(root, 'node_modules');
  await mkdir(folder);
  const others = (await readdir(packages)).filter((name) => name !== 'electron');
  await Promise.all(others.map((name) => symlink(join(packages, name), join(folder, name))));
  const electron = join(folder, 'electron');
  await mkdir(join(electron, 'dist'), { recursive: true });
  await cp(join(packages, 'electron/package.json'), join(electron, 'package.json'));
  await writeFile(join(electron, 'path.txt'), 'electron');
  const binary = join(electron, 'dist/electron');
  // Named on its command line by its own path, as a kiosk is by dev-kiosk.js's, so only it is ever stopped by that.
  const runUntilStopped = `exec '${process.execPath}' -e 'setInterval(() => {}, 2 ** 30)' -- "$0"`;
  await writeFile(binary, `#!/bin/sh\necho "stand-in Electron started (process $$)"\n${runUntilStopped}\n`);
  await chmod(binary, 0o755);
}

/** Whether that process runs from the copy still (a process id is another's once its own has ended). */
function runsFrom(pid: number, copy: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(copy);
  } catch {
    return false;
  }
}
