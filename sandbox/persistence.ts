import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import { readIfPresent, writeFileDurably } from '../shared/node/durable-file';
import { seedHandout } from '../shared/wire/control';
import type { Sandbox } from './sandbox';
import type { SeedResult } from './seeds/seed';
import { sandboxState, type SandboxState } from './store/sandbox-state';
import { documentsInFolder, type DocumentFiles } from './store/document-files';
import { DurableWriter, generationOf } from './store/durable-writer';
import { journalNamePattern, replayJournal } from './store/journal-file';

// D29 `--data DIR`, D30 durability: the state survives restarts and crashes, pending timers and webhook
// deliveries included (D25). `state.json` is a snapshot naming the journal that continues it; every change an
// answer reports is appended to that journal and synced before the answer goes out; documents are files of
// their own under `documents/`. Secrets stay hashed; the seed's handout (its credentials, which hashes cannot
// give back) is kept beside the state, readable by its owner only.

const stateFile = 'state.json';
const handoutFile = 'handout.json';

export interface Saved {
  state: SandboxState;
  handout: SeedResult;
}

export interface Persistence {
  /** Writes the handout, then a snapshot of the state it belongs to (first start, reset). */
  saveHandout(handout: SeedResult): Promise<void>;
  /** Writes a snapshot now (after a load: the journal starts afresh, any torn last line gone). */
  snapshot(): Promise<void>;
  /** The last write: later changes are not saved. */
  close(): Promise<void>;
}

/** Where documents live for a data folder (D30). */
export function documentsFolder(dir: string): DocumentFiles {
  return documentsInFolder(join(dir, 'documents'));
}

/** The saved state (snapshot and journal replayed) and handout in `dir`, or undefined when nothing is saved there; a bad file is an error, never ignored. */
export async function loadSaved(dir: string): Promise<Saved | undefined> {
  const statePath = join(dir, stateFile);
  const text = await readIfPresent(statePath);
  if (text === undefined) return undefined;
  const handoutPath = join(dir, handoutFile);
  const handout = await readIfPresent(handoutPath);
  if (handout === undefined) {
    throw new Error(
      `sandbox: ${handoutPath} is missing, and the seed's credentials cannot be recovered from their hashes. ${startAfresh(dir)}`,
    );
  }
  const snapshot = parseJson(statePath, text, dir);
  const journal = typeof snapshot === 'object' && snapshot !== null && 'journal' in snapshot ? snapshot.journal : undefined;
  if (typeof journal === 'string' && journalNamePattern.test(journal)) {
    const journalPath = join(dir, journal);
    const lines = await readIfPresent(journalPath);
    // D30: the journal holds every acknowledged change since the snapshot.
    if (lines !== undefined) {
      try {
        replayJournal(snapshot as Record<string, unknown>, lines, journalPath);
      } catch (error) {
        throw new Error(`${error instanceof Error ? error.message : String(error)}. ${startAfresh(dir)}`);
      }
    }
  }
  return {
    state: parseSaved(statePath, snapshot, sandboxState, dir),
    handout: parseSaved(handoutPath, parseJson(handoutPath, handout, dir), seedHandout, dir),
  };
}

/** From now on every change of `sandbox` is written to `dir` before the answer that reports it (D30). */
export async function persist(sandbox: Sandbox, dir: string, journal: string | undefined): Promise<Persistence> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const { store } = sandbox;
  let writer: DurableWriter | undefined;
  store.track((tracker) => {
    writer = new DurableWriter(
      dir,
      stateFile,
      tracker,
      { snapshotText: (name) => JSON.stringify({ ...store.state, journal: name }) },
      store.documents,
      generationOf(journal),
    );
    return writer;
  });
  if (!writer) throw new Error('sandbox: the store did not start tracking');
  const tracked = writer;
  return {
    saveHandout: async (handout) => {
      await writeFileDurably(join(dir, handoutFile), `${JSON.stringify(handout, null, 2)}\n`);
      await tracked.snapshot();
    },
    snapshot: () => tracked.snapshot(),
    close: () => tracked.close(),
  };
}

function parseJson(file: string, text: string, dir: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`sandbox: ${file} is not valid JSON (${error instanceof Error ? error.message : String(error)}). ${startAfresh(dir)}`);
  }
}

function parseSaved<S extends z.ZodType>(file: string, json: unknown, schema: S, dir: string): z.infer<S> {
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const problems = result.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(whole file)'}: ${issue.message}`);
  throw new Error(`sandbox: ${file} is not a saved sandbox (${problems.join('; ')}). ${startAfresh(dir)}`);
}

function startAfresh(dir: string): string {
  return `Nothing was changed; to start afresh, move ${dir} away.`;
}
