import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { replaceFile, syncFolder } from '../../shared/node/durable-file';

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

/** `save` for both kinds: the bytes go into `kept` under their hash. */
function savingInto(kept: Map<string, Buffer>): DocumentFiles['save'] {
  return (bytes) => {
    const sha256 = sha256Of(bytes);
    kept.set(sha256, bytes);
    return sha256;
  };
}

export function documentsInMemory(): DocumentFiles {
  const kept = new Map<string, Buffer>();
  return {
    save: savingInto(kept),
    read: async (sha256) => kept.get(sha256),
    flush: async () => {},
  };
}

const hashPattern = /^[0-9a-f]{64}$/;

export function documentsInFolder(dir: string): DocumentFiles {
  const pending = new Map<string, Buffer>();
  return {
    save: savingInto(pending),
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
      // One folder sync for the whole batch.
      for (const [sha256, bytes] of batch) await replaceFile(join(dir, sha256), bytes);
      await syncFolder(dir);
    },
  };
}
