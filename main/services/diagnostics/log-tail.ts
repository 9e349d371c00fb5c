import { open, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { scrub } from '../../core/log-scrub';

// K12: the last lines main wrote (core/logger.ts, rotating-log-file.ts), newest file first until enough are found,
// each passed once more through the log's scrub: what the logger took out stays out, whatever a line carries.

/** Enough of each file's end for a few hundred lines, without reading a whole 10 MB file. */
const tailBytes = 512 * 1024;
/** A line longer than this (a deep stack) is cut: the start says what happened. */
const maxLineChars = 4_000;

export interface LogTail {
  /** The files the lines came from, newest first (names only: the folder's path names the computer's user). */
  files: string[];
  /** Oldest first, as they were written. */
  lines: string[];
  /** Plain words when there is nothing to show, and why. */
  note?: string;
}

export async function lastLogLines(folder: string, count = 200): Promise<LogTail> {
  const files = await logFilesNewestFirst(folder);
  if (files.length === 0) return { files: [], lines: [], note: 'No log file yet: nothing has been logged in this user-data folder.' };
  const newestFirst: string[] = [];
  const used: string[] = [];
  for (const file of files) {
    if (newestFirst.length >= count) break;
    const lines = await tailLines(join(folder, file));
    newestFirst.push(...lines.reverse().slice(0, count - newestFirst.length));
    used.push(file);
  }
  return { files: used, lines: newestFirst.reverse().map((line) => scrub(line.slice(0, maxLineChars))) };
}

async function logFilesNewestFirst(folder: string): Promise<string[]> {
  const names = await readdir(folder).catch(() => []);
  const logs = await Promise.all(
    names.filter((name) => name.endsWith('.log')).map(async (name) => ({ name, modified: (await stat(join(folder, name))).mtimeMs })),
  );
  // Rotation renames main.log to main.1.log and so on, so on a tie the lower number is the newer file.
  return logs.sort((a, b) => b.modified - a.modified || generation(a.name) - generation(b.name)).map(({ name }) => name);
}

function generation(name: string): number {
  return Number(/\.(\d+)\.log$/.exec(name)?.[1] ?? 0);
}

/** The whole lines at the end of a file; a line cut by where the read began is left out. */
async function tailLines(path: string): Promise<string[]> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const start = Math.max(0, size - tailBytes);
    const buffer = Buffer.alloc(size - start);
    await handle.read(buffer, 0, buffer.length, start);
    const lines = buffer.toString('utf8').split('\n');
    if (start > 0) lines.shift();
    return lines.filter((line) => line.trim() !== '');
  } finally {
    await handle.close();
  }
}
