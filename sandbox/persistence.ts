import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { z } from 'zod';
import { seedHandout } from '../shared/wire/control';
import type { Sandbox } from './sandbox';
import type { SeedResult } from './seeds/seed';
import { sandboxState, type SandboxState } from './state';

// D29 `--data DIR`: the whole state, pending timers and webhook deliveries included (D25), survives restarts.
// Every save writes a temporary file, syncs it, renames it over the old one and syncs the folder, so a crash
// leaves the old state or the new one, never a torn file. Secrets stay hashed in the state; the seed's
// handout (its credentials, which hashes cannot give back) is kept beside it, readable by its owner only.

const stateFile = 'state.json';
const handoutFile = 'handout.json';
/** Changes are saved at most this long after they happen. */
const saveDelayMs = 250;

export interface Saved {
  state: SandboxState;
  handout: SeedResult;
}

export interface Persistence {
  /** Writes the handout, then the state it belongs to (first start, reset). */
  saveHandout(handout: SeedResult): Promise<void>;
  /** Writes the state now. */
  flush(): Promise<void>;
  /** The last write: later changes are not saved. */
  close(): Promise<void>;
}

/** The saved state and handout in `dir`, or undefined when nothing is saved there; a bad file is an error, never ignored. */
export async function loadSaved(dir: string): Promise<Saved | undefined> {
  const state = await readIfPresent(join(dir, stateFile));
  if (state === undefined) return undefined;
  const handoutPath = join(dir, handoutFile);
  const handout = await readIfPresent(handoutPath);
  if (handout === undefined) {
    throw new Error(`sandbox: ${handoutPath} is missing, and the seed's credentials cannot be recovered from their hashes. ${startAfresh(dir)}`);
  }
  return { state: parseSaved(join(dir, stateFile), state, sandboxState, dir), handout: parseSaved(handoutPath, handout, seedHandout, dir) };
}

/** Saves `sandbox`'s state in `dir` soon after every change. */
export async function persist(sandbox: Sandbox, dir: string): Promise<Persistence> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  let pending: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let saving = true;
  const flush = (): Promise<void> => {
    clearTimeout(pending);
    pending = undefined;
    const text = JSON.stringify(sandbox.state);
    const written = writing.then(() => writeDurably(join(dir, stateFile), text));
    writing = written.catch(() => undefined);
    return written;
  };
  sandbox.onChange(() => {
    if (!saving || pending !== undefined) return;
    pending = setTimeout(() => flush().catch((error: unknown) => console.error(`sandbox: could not save the state in ${dir}`, error)), saveDelayMs);
  });
  return {
    saveHandout: async (handout) => {
      await writeDurably(join(dir, handoutFile), `${JSON.stringify(handout, null, 2)}\n`);
      await flush();
    },
    flush,
    close: () => {
      saving = false;
      return flush();
    },
  };
}

/** Temporary file (owner only: the state holds private API keys), sync, rename, sync the folder. */
async function writeDurably(file: string, text: string): Promise<void> {
  const temporary = `${file}.tmp`;
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  await syncFolder(dirname(file));
}

/** Makes the rename itself durable. Windows cannot open a folder for syncing, and needs no such step. */
async function syncFolder(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
}

function parseSaved<S extends z.ZodType>(file: string, text: string, schema: S, dir: string): z.infer<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`sandbox: ${file} is not valid JSON (${error instanceof Error ? error.message : String(error)}). ${startAfresh(dir)}`);
  }
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const problems = result.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(whole file)'}: ${issue.message}`);
  throw new Error(`sandbox: ${file} is not a saved sandbox (${problems.join('; ')}). ${startAfresh(dir)}`);
}

function startAfresh(dir: string): string {
  return `Nothing was changed; to start afresh, move ${dir} away.`;
}
