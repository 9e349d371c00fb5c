import { closeSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';

// K12: main's log as files that rotate by size: `main.log`, then `main.1.log` … the oldest dropped. Each line is
// written at once (synchronously), so a crash keeps every line up to it. Owner-only, like the rest of user data.

export interface RotatingLogFileOptions {
  folder: string;
  /** A file is rotated before a line would take it past this many bytes. K12: about 10 MB. */
  maxBytes?: number;
  /** How many files in all, the current one included. K12: 5. */
  files?: number;
}

export class RotatingLogFile {
  readonly #folder: string;
  readonly #maxBytes: number;
  readonly #files: number;
  #fd: number;
  #size: number;
  #closed = false;

  constructor(options: RotatingLogFileOptions) {
    this.#folder = options.folder;
    this.#maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
    this.#files = Math.max(1, options.files ?? 5);
    mkdirSync(this.#folder, { recursive: true, mode: 0o700 });
    this.#fd = openSync(this.path(0), 'a', 0o600);
    this.#size = statSync(this.path(0)).size;
  }

  /** `main.log`, and `main.N.log` for the older ones. */
  path(generation: number): string {
    return join(this.#folder, generation === 0 ? 'main.log' : `main.${generation}.log`);
  }

  write(line: string): void {
    const bytes = Buffer.byteLength(line);
    if (this.#size > 0 && this.#size + bytes > this.#maxBytes) this.#rotate();
    writeSync(this.#fd, line);
    this.#size += bytes;
  }

  /** Once; a second close does nothing. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    closeSync(this.#fd);
  }

  #rotate(): void {
    closeSync(this.#fd);
    rmSync(this.path(this.#files - 1), { force: true });
    for (let generation = this.#files - 2; generation >= 0; generation--) {
      try {
        renameSync(this.path(generation), this.path(generation + 1));
      } catch (error) {
        if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
      }
    }
    this.#fd = openSync(this.path(0), 'a', 0o600);
    this.#size = 0;
  }
}
