import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  appendFileDurably,
  readIfPresent,
  removeTemporaries,
  syncFolder,
  temporaryBeside,
  writeFileDurably,
  writeNewFileSynced,
} from '../../shared/node/durable-file';
import type { Logger } from '../core/logger';
import type { OutboxCipher } from './outbox-cipher';
import { defaultCompaction, type CompactionStep, type JournalCompaction } from './journal-compaction';

// K8: crash-safe. Each change is one sealed line, appended and fsync'd before the write it records goes out. On open,
// and now and then while running (journal-compaction.ts), the lines are folded into the entries they describe and
// written afresh (temp file, fsync, rename, fsync the folder), so a line torn by a crash is never appended to and a
// long day leaves the journal about the size a restart would. A whole line that cannot be opened (damaged, or sealed
// under another key) is moved to a kept file beside the journal first: never lost in silence, never rewritten away.

/** One line: a change to an entry, merged over what came before (fields set to null are removed); `removed` drops it. */
export type JournalPatch = { readonly id: string; readonly removed?: true } & Readonly<Record<string, unknown>>;

export interface OpenedJournal {
  journal: OutboxJournal;
  /** Every entry as the lines left it, unchecked: the outbox parses them. */
  records: Record<string, unknown>[];
}

export interface JournalOpenOptions {
  /**
   * False: the key is new this run (training without a keychain, K8), so every earlier line is unreadable by design,
   * not damaged, and goes.
   */
  keepUnreadable?: boolean;
  /** When to rewrite while running (default: journal-compaction.ts's). */
  compaction?: JournalCompaction;
  log: Logger;
}

export class OutboxJournal {
  readonly #path: string;
  readonly #cipher: OutboxCipher;
  readonly #keepUnreadable: boolean;
  readonly #compaction: JournalCompaction;
  readonly #log: Logger;
  #handle: FileHandle;
  /** The journal's bytes as this process wrote them, and what the last rewrite left. */
  #bytes: number;
  #compactedBytes: number;
  #unreadable: number;
  /** A write or a rewrite failed part-way: the file is rewritten before the next line, never appended to as it is. */
  #rewriteFirst = false;
  #writes: Promise<void> = Promise.resolve();
  #closed = false;

  private constructor(path: string, cipher: OutboxCipher, options: JournalOpenOptions, handle: FileHandle, folded: Folded) {
    this.#path = path;
    this.#cipher = cipher;
    this.#keepUnreadable = options.keepUnreadable ?? true;
    this.#compaction = options.compaction ?? defaultCompaction;
    this.#log = options.log;
    this.#handle = handle;
    this.#bytes = folded.bytes;
    this.#compactedBytes = folded.bytes;
    this.#unreadable = folded.unreadable;
  }

  static async open(path: string, cipher: OutboxCipher, options: JournalOpenOptions): Promise<OpenedJournal> {
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    // A kiosk killed mid-rewrite may leave its new file unrenamed; the journal itself is whole either way.
    await removeTemporaries(path);
    const folded = await fold(path, cipher, options.keepUnreadable ?? true);
    await writeFileDurably(path, folded.text);
    const handle = await open(path, 'a', 0o600);
    return { journal: new OutboxJournal(path, cipher, options, handle, folded), records: folded.records };
  }

  /**
   * K12: what the journal holds, without opening it for writing: nothing is rewritten, kept or appended (diagnostics
   * count another profile's entries this way). `unreadable` counts the kept lines and those that cannot be opened now.
   */
  static async read(path: string, cipher: OutboxCipher): Promise<Omit<OpenedJournal, 'journal'> & { unreadable: number }> {
    const { records, damaged } = foldLines((await readIfPresent(path)) ?? '', cipher);
    return { records, unreadable: damaged.length + (await keptLines(path)) };
  }

  /** Lines kept because they could not be opened (this run and earlier): damaged, or sealed under another key. */
  get unreadable(): number {
    return this.#unreadable;
  }

  /** Resolves once the line is on disk (fsync'd): only then may the write it records go out. */
  append(patch: JournalPatch): Promise<void> {
    return this.appendAll([patch]);
  }

  /** Several lines in one write and one fsync (K8 alike: resolved once all are on disk). */
  appendAll(patches: readonly JournalPatch[]): Promise<void> {
    if (this.#closed) return Promise.reject(new Error('The outbox is closed.'));
    const text = patches.map((patch) => `${this.#cipher.seal(JSON.stringify(patch))}\n`).join('');
    const write = this.#writes.then(async () => {
      if (this.#rewriteFirst) await this.#compact();
      await this.#handle.appendFile(text, 'utf8');
      this.#bytes += Buffer.byteLength(text);
      await this.#handle.sync();
    });
    // One write at a time, in order, a rewrite among them when due (after the line it follows is reported); a failed
    // write does not stop the next one, which first rewrites the file rather than append to a line it may have torn.
    this.#writes = write.then(
      () => this.#compactIfDue(),
      () => void (this.#rewriteFirst = true),
    );
    return write;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#writes;
    await this.#handle.close();
  }

  async #compactIfDue(): Promise<void> {
    if (this.#closed || !this.#compaction.due({ bytes: this.#bytes, compactedBytes: this.#compactedBytes })) return;
    try {
      await this.#compact();
    } catch (error) {
      // Lines still go to the journal as it is; the next try waits until as much again has been appended.
      this.#compactedBytes = this.#bytes;
      this.#log.error('outbox: the journal could not be rewritten; it is tried again later', error);
    }
  }

  /**
   * The lines as a restart would fold them, in a new file renamed over this one. A kill at any step leaves the old
   * file or the new, each holding every line already reported on disk; appends wait in the queue meanwhile.
   */
  async #compact(): Promise<void> {
    const folded = await fold(this.#path, this.#cipher, this.#keepUnreadable);
    await this.#reached('folded');
    const temporary = temporaryBeside(this.#path);
    try {
      await writeNewFileSynced(temporary, folded.text);
      await this.#reached('written');
      await rename(temporary, this.#path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    // The old file is gone from the folder: lines from now on go to the new one, once its rename is durable.
    this.#rewriteFirst = true;
    const previous = this.#handle;
    this.#handle = await open(this.#path, 'a', 0o600);
    await previous.close().catch(() => undefined);
    await this.#reached('renamed');
    await syncFolder(dirname(this.#path));
    await this.#reached('synced');
    this.#bytes = folded.bytes;
    this.#compactedBytes = folded.bytes;
    this.#unreadable = folded.unreadable;
    this.#rewriteFirst = false;
  }

  async #reached(step: CompactionStep): Promise<void> {
    await this.#compaction.reached?.(step);
  }
}

/** Where a journal's unreadable lines are kept, for support. */
export function keptPath(journalPath: string): string {
  return `${journalPath}.unreadable`;
}

interface Folded {
  records: Record<string, unknown>[];
  /** The records sealed again, one line each: the journal's new content. */
  text: string;
  bytes: number;
  /** Lines kept beside the journal, these included. */
  unreadable: number;
}

/** The journal's lines folded as a restart folds them; what cannot be opened is kept aside first (or let go, K8). */
async function fold(path: string, cipher: OutboxCipher, keepUnreadable: boolean): Promise<Folded> {
  const { records, damaged } = foldLines((await readIfPresent(path)) ?? '', cipher);
  // Kept (still sealed) before the journal is rewritten without them.
  if (damaged.length > 0 && keepUnreadable) await appendFileDurably(keptPath(path), damaged.join(''));
  const text = records.map((record) => `${cipher.seal(JSON.stringify(record))}\n`).join('');
  return { records, text, bytes: Buffer.byteLength(text), unreadable: await keptLines(path) };
}

/** The journal's lines folded into the entries they describe, and the lines that could not be opened. */
function foldLines(text: string, cipher: OutboxCipher): { records: Record<string, unknown>[]; damaged: string[] } {
  // The last line lacks its newline only when a crash cut its append short: its write never went out (K8).
  const lines = text.split('\n').slice(0, -1);
  const merged = new Map<string, Record<string, unknown>>();
  const damaged: string[] = [];
  for (const line of lines) {
    if (line === '') continue;
    const patch = parsePatch(cipher.open(line));
    if (!patch) {
      damaged.push(`${line}\n`);
      continue;
    }
    if (patch.removed) merged.delete(patch.id);
    else merged.set(patch.id, mergePatch(merged.get(patch.id), patch));
  }
  return { records: [...merged.values()], damaged };
}

async function keptLines(journalPath: string): Promise<number> {
  return (await readIfPresent(keptPath(journalPath)))?.split('\n').filter((line) => line !== '').length ?? 0;
}

export function mergePatch(base: Record<string, unknown> | undefined, patch: JournalPatch): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [field, value] of Object.entries(patch)) {
    if (value === null) delete merged[field];
    else merged[field] = value;
  }
  return merged;
}

function parsePatch(text: string | null): JournalPatch | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const id: unknown = Reflect.get(value, 'id');
    return typeof id === 'string' ? { ...Object.fromEntries(Object.entries(value)), id } : null;
  } catch {
    return null;
  }
}
