import { open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { syncFolder } from '../../shared/node/durable-file';
import type { Batch } from './change-tracker';
import { collectionKeys, singletonNames, type CollectionName } from './sandbox-store';

// D30: the append-only journal beside the snapshot. One line a write, each line every change of that write
// (so a request's changes land together or not at all); a line torn by a crash can only be the last, and is
// dropped on replay, since the answer it would have allowed was never sent.

export const journalNamePattern = /^journal-(\d+)\.ndjson$/;

export function journalName(generation: number): string {
  return `journal-${generation}.ndjson`;
}

export class JournalFile {
  private constructor(
    readonly path: string,
    private readonly handle: FileHandle,
    private bytes: number,
  ) {}

  /** A new, empty journal; its folder is synced, so the file itself survives a crash (D30). */
  static async create(path: string): Promise<JournalFile> {
    const handle = await open(path, 'w', 0o600);
    await syncFolder(dirname(path));
    return new JournalFile(path, handle, 0);
  }

  get size(): number {
    return this.bytes;
  }

  /** Appends one batch and waits until it is on disk (fdatasync). */
  async append(batch: Batch): Promise<void> {
    const line = Buffer.from(`${JSON.stringify({ o: batch.ops, s: batch.singletons })}\n`, 'utf8');
    let written = 0;
    while (written < line.length) {
      const { bytesWritten } = await this.handle.write(line, written, line.length - written, this.bytes + written);
      written += bytesWritten;
    }
    this.bytes += line.length;
    await this.handle.datasync();
  }

  close(): Promise<void> {
    return this.handle.close();
  }
}

/** Applies a journal to the snapshot's plain JSON, before the schema checks the result; the snapshot is changed in place. */
export function replayJournal(snapshot: Record<string, unknown>, text: string, file: string): void {
  const lines = text.split('\n');
  const positions = new Map<string, Map<string, number>>();
  const positionsOf = (name: CollectionName, list: unknown[]): Map<string, number> => {
    let map = positions.get(name);
    if (!map) {
      const keyOf = collectionKeys[name] as (record: unknown) => string;
      map = new Map(list.map((record, index) => [keyOf(record), index]));
      positions.set(name, map);
    }
    return map;
  };
  for (const [index, line] of lines.entries()) {
    if (line === '') continue;
    let entry: { o?: unknown; s?: unknown };
    try {
      entry = JSON.parse(line) as { o?: unknown; s?: unknown };
    } catch {
      // Only the very last line may be torn: its write never finished, so nothing was acknowledged by it.
      if (index === lines.length - 1) return;
      throw new Error(`sandbox: ${file} line ${index + 1} is not valid JSON`);
    }
    for (const op of Array.isArray(entry.o) ? entry.o : []) {
      if (!Array.isArray(op) || typeof op[0] !== 'string' || typeof op[1] !== 'string' || !Object.hasOwn(collectionKeys, op[0])) {
        throw new Error(`sandbox: ${file} line ${index + 1} holds an unknown change`);
      }
      const name = op[0] as CollectionName;
      const list = Array.isArray(snapshot[name]) ? (snapshot[name] as unknown[]) : (snapshot[name] = []);
      applyChange(list as unknown[], positionsOf(name, list as unknown[]), op[1], op[2], () => positions.delete(name));
    }
    const singletons: Record<string, unknown> = typeof entry.s === 'object' && entry.s !== null ? (entry.s as Record<string, unknown>) : {};
    for (const name of singletonNames) if (Object.hasOwn(singletons, name)) snapshot[name] = singletons[name];
  }
}

function applyChange(list: unknown[], positions: Map<string, number>, key: string, record: unknown, invalidate: () => void): void {
  const at = positions.get(key);
  if (record === null) {
    if (at === undefined) return;
    list.splice(at, 1);
    invalidate(); // positions after it moved
    return;
  }
  if (at === undefined) positions.set(key, list.push(record) - 1);
  else list[at] = record;
}
