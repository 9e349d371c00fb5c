import { createHash } from 'node:crypto';
import { chmod, lstat, mkdir, realpath, unlink } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { z } from 'zod';

// K15: one kiosk per user-data folder. Two on one folder would each count wrong PINs on their own, rewrite each
// other's lock record and rotate training's credentials under each other. The first start holds a local socket named
// from the folder's real path; a later one connects to it, is told where the kiosk is, and goes before it touches the
// folder. The kernel lets go of a killed kiosk's claim: on Linux the claim is an abstract socket (bound atomically,
// gone with its process), so a socket file left by a SIGKILL is known to be stale; a Windows pipe goes with its
// process too. Elsewhere, a socket file that refuses connections is stale.

/** A second start on a folder a kiosk already runs for; the message is the one line to show. */
export class KioskAlreadyRunning extends Error {
  override readonly name = 'KioskAlreadyRunning';
}

/** For a process that runs one kiosk: a second start says so in one line and exits non-zero; anything else goes on. */
export function exitWhenAlreadyRunning(error: unknown): never {
  if (!(error instanceof KioskAlreadyRunning)) throw error;
  console.error(error.message);
  process.exit(1);
}

/** This kiosk's hold on its user-data folder, from before anything in it is touched until it closes. */
export interface FolderClaim {
  /** Where this kiosk can be reached, once it listens: what a later start is told. */
  announce(address: string): void;
  release(): Promise<void>;
}

/** What the running kiosk tells a later start; `address` is null while it is still starting. */
const runningKiosk = z.strictObject({ pid: z.number().int().positive(), address: z.string().max(200).nullable() });
type RunningKiosk = z.infer<typeof runningKiosk>;

/** How long a later start waits for the running kiosk to say where it is (it answers at once). */
const answerWaitMs = 2_000;

/**
 * Claims `userDataDir` for this process, or throws KioskAlreadyRunning naming the kiosk that has it. `runtimeDir`:
 * where the owner-only socket folder goes (default XDG_RUNTIME_DIR, else the temp folder).
 */
export async function claimFolder(userDataDir: string, options: { runtimeDir?: string } = {}): Promise<FolderClaim> {
  const folder = await realFolder(userDataDir);
  const name = createHash('sha256').update(folder).digest().subarray(0, 16).toString('base64url');
  let address: string | null = null;
  const answer = (socket: Socket) => {
    // An asker that goes before the answer is read is nothing to report.
    socket.on('error', () => undefined);
    socket.end(`${JSON.stringify({ pid: process.pid, address } satisfies RunningKiosk)}\n`);
  };
  const path = await socketPath(name, options.runtimeDir);
  const claim = process.platform === 'linux' ? await listenOrNull(createServer(answer), `\0finance-kiosk-${name}`) : 'no claim';
  if (claim === null) throw alreadyRunning(folder, await ask(path));
  let server = await listenOrNull(createServer(answer), path);
  if (server === null) {
    // With the claim ours, the socket file was left by a killed kiosk; without one, it is stale when it refuses us.
    const running = claim === 'no claim' ? await ask(path) : 'stale';
    if (running !== 'stale') throw alreadyRunning(folder, running);
    await removeStale(path);
    server = await listenOrNull(createServer(answer), path);
    if (server === null) throw alreadyRunning(folder, await ask(path));
  }
  if (process.platform !== 'win32') await chmod(path, 0o600);
  return {
    announce: (where) => void (address = where),
    release: async () => {
      await close(server);
      if (claim !== 'no claim') await close(claim);
    },
  };
}

/** The folder's real path, so another name for it (a symlink, a relative path) is the same folder; it may not exist yet. */
async function realFolder(path: string): Promise<string> {
  const absolute = resolve(path);
  try {
    return await realpath(absolute);
  } catch (error) {
    if (codeOf(error) !== 'ENOENT' || dirname(absolute) === absolute) throw error;
    return join(await realFolder(dirname(absolute)), basename(absolute));
  }
}

/**
 * A short name (a socket's path has room for about 100 bytes): a Windows pipe, or a socket file in a folder only this
 * OS user may enter, checked as well as made, since the temp folder is everyone's.
 */
async function socketPath(name: string, runtimeDir: string | undefined): Promise<string> {
  if (process.platform === 'win32') return `\\\\.\\pipe\\finance-kiosk-${name}`;
  const uid = process.getuid?.() ?? 0;
  const base = runtimeDir ?? process.env['XDG_RUNTIME_DIR'] ?? tmpdir();
  const folder = join(base, `finance-kiosk-${uid}`);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const stat = await lstat(folder);
  if (!stat.isDirectory() || stat.uid !== uid || (stat.mode & 0o077) !== 0)
    throw new Error(`${folder} is not this user's own folder (it may be entered by others), so the kiosk cannot hold its place there.`);
  return join(folder, `${name}.sock`);
}

/** Listens, or null when another socket has the name already. */
function listenOrNull(server: Server, path: string): Promise<Server | null> {
  return new Promise((resolve, reject) => {
    server.once('error', (error) => (codeOf(error) === 'EADDRINUSE' ? resolve(null) : reject(error)));
    server.listen(path, () => {
      // The claim never keeps the process alive on its own.
      server.unref();
      resolve(server);
    });
  });
}

/** What the kiosk at `path` says; 'stale' when nothing listens there (refused, or no socket). */
function ask(path: string): Promise<RunningKiosk | 'stale' | null> {
  return new Promise((resolve) => {
    const socket = connect(path);
    let text = '';
    const settle = (outcome: RunningKiosk | 'stale' | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    // Something holds the name but does not say where: a kiosk still starting, or stuck.
    const timer = setTimeout(() => settle(null), answerWaitMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk).length > 1_000 && settle(null));
    socket.on('end', () => settle(parsed(text)));
    socket.on('error', (error) => settle(['ECONNREFUSED', 'ENOENT'].includes(codeOf(error) ?? '') ? 'stale' : null));
  });
}

function parsed(text: string): RunningKiosk | null {
  try {
    const answer = runningKiosk.safeParse(JSON.parse(text));
    return answer.success ? answer.data : null;
  } catch {
    return null;
  }
}

function alreadyRunning(folder: string, running: RunningKiosk | 'stale' | null): KioskAlreadyRunning {
  const known = running !== null && running !== 'stale';
  const where = known && running.address !== null ? ` at ${running.address}` : known ? ' (still starting)' : '';
  const pid = known ? `, process ${running.pid}` : '';
  return new KioskAlreadyRunning(
    `The kiosk is already running for ${folder}${where}${pid}: use that one, or stop it before starting another.`,
  );
}

async function removeStale(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (error) {
    if (codeOf(error) !== 'ENOENT') throw error;
  }
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

function codeOf(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}
