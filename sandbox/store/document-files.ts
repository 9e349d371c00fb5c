import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { syncFolder } from './durable-files';

// D30: uploaded documents are files of their own beside the state, named by their content's SHA-256, read back
// on demand; the state keeps only the hash. In memory (no `--data`) they stay in memory.

export interface DocumentFiles {
  /** Keeps the bytes and answers their hash; with `--data` they reach the disk with the next write (D30). */
  save(bytes: Buffer): string;
  read(sha256: string): Promise<Buffer | undefined>;
  /** Writes what was saved since the last call durably; the journal line that names them follows. */
  flush(): Promise<void>;
}

export function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function documentsInMemory(): DocumentFiles {
  const kept = new Map<string, Buffer>();
  return {
    save: (bytes) => {
      const sha256 = sha256Of(bytes);
      kept.set(sha256, bytes);
      return sha256;
    },
    read: async (sha256) => kept.get(sha256),
    flush: async () => {},
  };
}

const hashPattern = /^[0-9a-f]{64}$/;

export function documentsInFolder(dir: string): DocumentFiles {
  const pending = new Map<string, Buffer>();
  return {
    save: (bytes) => {
      const sha256 = sha256Of(bytes);
      pending.set(sha256, bytes);
      return sha256;
    },
    read: async (sha256) => {
      if (!hashPattern.test(sha256)) return undefined;
      const waiting = pending.get(sha256);
      if (waiting) return waiting;
      try {
        return await readFile(join(dir, sha256));
      } catch {
        return undefined;
      }
    },
    flush: async () => {
      if (pending.size === 0) return;
      const batch = [...pending];
      pending.clear();
      await mkdir(dir, { recursive: true, mode: 0o700 });
      for (const [sha256, bytes] of batch) {
        const temporary = join(dir, `${sha256}.tmp`);
        const handle = await open(temporary, 'w', 0o600);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, join(dir, sha256));
      }
      await syncFolder(dir);
    },
  };
}
