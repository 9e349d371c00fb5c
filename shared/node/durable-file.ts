import { randomUUID } from 'node:crypto';
import { open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

// Crash-safe files for main and the sandbox (K8, D30): a whole file is written to a temporary one, synced,
// renamed over the old one, and the folder synced, so a crash leaves the old file or the new one, never half of one.
// Owner-only: these files hold the outbox, the profiles and the sandbox's private keys.

export async function writeFileDurably(path: string, data: string | Uint8Array): Promise<void> {
  await replaceFile(path, data);
  await syncFolder(dirname(path));
}

/** The file's new content, synced and renamed into place; a batch of them then needs one `syncFolder`. */
export async function replaceFile(path: string, data: string | Uint8Array): Promise<void> {
  const temporary = temporaryBeside(path);
  try {
    await writeNewFileSynced(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Where the next content of `path` is written before it is renamed into place. */
export function temporaryBeside(path: string): string {
  return `${path}.${randomUUID()}.tmp`;
}

/** A new file (owner-only; an existing one is an error), its content synced before it resolves. */
export async function writeNewFileSynced(path: string, data: string | Uint8Array): Promise<void> {
  const handle = await open(path, 'wx', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Temporaries of `path` that a crash left between writing and renaming: the file itself is whole, so they go. */
export async function removeTemporaries(path: string): Promise<void> {
  const prefix = `${basename(path)}.`;
  const leftover = /^[0-9a-f-]{36}\.tmp$/;
  for (const name of await readdir(dirname(path)).catch(() => [])) {
    if (name.startsWith(prefix) && leftover.test(name.slice(prefix.length))) await rm(join(dirname(path), name), { force: true });
  }
}

/** Appends to a file (made owner-only if new), synced before it resolves. */
export async function appendFileDurably(path: string, text: string): Promise<void> {
  const isNew = await stat(path).then(
    () => false,
    () => true,
  );
  const handle = await open(path, 'a', 0o600);
  try {
    await handle.appendFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (isNew) await syncFolder(dirname(path));
}

/** Makes a rename or a new file itself durable. Windows cannot open a folder for syncing, and NTFS journals the rename. */
export async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The file's text, or undefined when there is no such file. */
export async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
}
