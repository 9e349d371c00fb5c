import { mkdir, open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { appendFileDurably, readIfPresent, writeFileDurably } from '../../shared/node/durable-file';
import type { OutboxCipher } from './outbox-cipher';

// K8: crash-safe. Each change is one sealed line, appended and fsync'd before the write it records goes out; on open
// the lines are folded into the entries they describe and written afresh (temp file, fsync, rename), so a line torn
// by a crash is never appended to. A whole line that cannot be opened (damaged, or sealed under another key) is
// moved to a kept file beside the journal first: never lost in silence, never rewritten away.

/** One line: a change to an entry, merged over what came before (fields set to null are removed); `removed` drops it. */
export type JournalPatch = { readonly id: string; readonly removed?: true } & Readonly<Record<string, unknown>>;

export interface OpenedJournal {
  journal: OutboxJournal;
  /** Every entry as the lines left it, unchecked: the outbox parses them. */
  records: Record<string, unknown>[];
  /** Lines kept because they could not be opened (this time and earlier): damaged, or sealed under another key. */
  unreadable: number;
}

export class OutboxJournal {
  readonly #handle: FileHandle;
  readonly #cipher: OutboxCipher;
  #writes: Promise<void> = Promise.resolve();
  #closed = false;

  private constructor(handle: FileHandle, cipher: OutboxCipher) {
    this.#handle = handle;
    this.#cipher = cipher;
  }

  /**
   * `keepUnreadable` false: the key is new this run (training without a keychain, K8), so every earlier line is
   * unreadable by design, not damaged, and goes.
   */
  static async open(path: string, cipher: OutboxCipher, keepUnreadable = true): Promise<OpenedJournal> {
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const { records, damaged } = foldLines((await readIfPresent(path)) ?? '', cipher);
    // Kept (still sealed) before the journal is rewritten without them.
    if (damaged.length > 0 && keepUnreadable) await appendFileDurably(keptPath(path), damaged.join(''));
    const unreadable = await keptLines(path);
    await writeFileDurably(path, records.map((record) => `${cipher.seal(JSON.stringify(record))}\n`).join(''));
    const handle = await open(path, 'a', 0o600);
    return { journal: new OutboxJournal(handle, cipher), records, unreadable };
  }

  /**
   * K12: what the journal holds, without opening it for writing: nothing is rewritten, kept or appended (diagnostics
   * count another profile's entries this way). `unreadable` counts the kept lines and those that cannot be opened now.
   */
  static async read(path: string, cipher: OutboxCipher): Promise<Omit<OpenedJournal, 'journal'>> {
    const { records, damaged } = foldLines((await readIfPresent(path)) ?? '', cipher);
    return { records, unreadable: damaged.length + (await keptLines(path)) };
  }

  /** Resolves once the line is on disk (fsync'd): only then may the write it records go out. */
  append(patch: JournalPatch): Promise<void> {
    if (this.#closed) return Promise.reject(new Error('The outbox is closed.'));
    const line = `${this.#cipher.seal(JSON.stringify(patch))}\n`;
    const write = this.#writes.then(async () => {
      await this.#handle.appendFile(line, 'utf8');
      await this.#handle.sync();
    });
    // One line at a time, in order; a failed write does not stop the next one.
    this.#writes = write.catch(() => undefined);
    return write;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#writes;
    await this.#handle.close();
  }
}

/** Where a journal's unreadable lines are kept, for support. */
export function keptPath(journalPath: string): string {
  return `${journalPath}.unreadable`;
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
