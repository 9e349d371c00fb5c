import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readIfPresent, writeFileDurably } from '../../shared/node/durable-file';
import type { SecureStore } from '../credentials/secure-store';
import { lockRecordSchema, type LockRecord } from './lock-record';

// K11: the lock record in the user-data folder, sealed with an HMAC whose key lives in the OS keychain (on a
// training-only machine without one, in a file beside it: that guards against damage, not a determined hand).
// A record that fails its check, or is missing once a key was made, counts as tampered with.

export type LoadedLock = { state: 'none' } | { state: 'trusted'; record: LockRecord } | { state: 'tampered' };

export interface LockKey {
  /** The key, and whether it was there before this call (a record must then be there too). */
  get(): Promise<{ key: Buffer; existed: boolean }>;
}

export class LockFile {
  readonly #path: string;
  readonly #key: LockKey;

  constructor(path: string, key: LockKey) {
    this.#path = path;
    this.#key = key;
  }

  async load(): Promise<LoadedLock> {
    const { key, existed } = await this.#key.get();
    const text = await readIfPresent(this.#path);
    if (text === undefined) return existed ? { state: 'tampered' } : { state: 'none' };
    try {
      const { record, mac } = JSON.parse(text) as { record?: unknown; mac?: unknown };
      if (typeof record !== 'string' || typeof mac !== 'string' || !sameMac(sealOf(key, record), mac)) return { state: 'tampered' };
      const parsed = lockRecordSchema.safeParse(JSON.parse(record));
      return parsed.success ? { state: 'trusted', record: parsed.data } : { state: 'tampered' };
    } catch {
      return { state: 'tampered' };
    }
  }

  /** Resolves once the record is on disk (synced): only then may what it records take effect. */
  async save(record: LockRecord): Promise<void> {
    const { key } = await this.#key.get();
    const text = JSON.stringify(lockRecordSchema.parse(record));
    await writeFileDurably(this.#path, `${JSON.stringify({ record: text, mac: sealOf(key, text) })}\n`);
  }
}

/** The key from the OS keychain, made the first time. */
export function keychainLockKey(store: SecureStore, service: string, account = 'lock-record'): LockKey {
  return cachedKey(
    () => store.get(service, account),
    (text) => store.set(service, account, text),
  );
}

/** Without a keychain (training only): the key in an owner-only file beside the record. */
export function fileLockKey(path: string): LockKey {
  return cachedKey(
    () => readIfPresent(path),
    (text) => writeFileDurably(path, text),
  );
}

/** Read once per run, made (256 random bits) when there is none. */
function cachedKey(read: () => Promise<string | null | undefined>, write: (text: string) => Promise<void>): LockKey {
  let known: Promise<{ key: Buffer; existed: boolean }> | null = null;
  const load = async () => {
    const saved = Buffer.from((await read())?.trim() ?? '', 'base64');
    if (saved.length === 32) return { key: saved, existed: true };
    const key = randomBytes(32);
    await write(key.toString('base64'));
    return { key, existed: false };
  };
  return { get: () => (known ??= load()) };
}

function sealOf(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text, 'utf8').digest('hex');
}

function sameMac(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
