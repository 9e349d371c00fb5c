import { open, readFile, rename } from 'node:fs/promises';
import { dirname } from 'node:path';

// Crash-safe whole-file writes: a temporary file, synced, renamed over the old one, the folder synced; a crash
// leaves the old file or the new one, never a torn one. Owner-only: the state holds private API keys.

export async function writeDurably(file: string, text: string): Promise<void> {
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

/** Makes a rename or a new file itself durable. Windows cannot open a folder for syncing, and needs no such step. */
export async function syncFolder(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
}
