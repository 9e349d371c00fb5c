import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecureStore } from '../credentials/secure-store';

// K8: the outbox file holds customers' details, so every record is sealed with AES-256-GCM under a key that lives
// only in the OS keychain (K1); a fresh IV per record, and the tag makes a torn or foreign line unreadable, not wrong.

const ivBytes = 12;
const tagBytes = 16;
const keyBytes = 32;

/** Seals and opens one journal record; `context` (the profile's id) is bound in, so records cannot move between files. */
export class OutboxCipher {
  readonly #key: Buffer;
  readonly #context: Buffer;

  constructor(key: Buffer, context: string) {
    if (key.length !== keyBytes) throw new Error('The outbox key must be 256 bits.');
    this.#key = key;
    this.#context = Buffer.from(context, 'utf8');
  }

  seal(plain: string): string {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(this.#context);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  /** Null when the line was sealed under another key (an earlier run's in-memory key) or is torn. */
  open(line: string): string | null {
    const bytes = Buffer.from(line, 'base64url');
    if (bytes.length < ivBytes + tagBytes) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, bytes.subarray(0, ivBytes));
      decipher.setAAD(this.#context);
      decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
      return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/** The profile's outbox key from the keychain, made the first time (K1: it never rests anywhere else). */
export async function outboxKey(store: SecureStore, service: string, account: string): Promise<Buffer> {
  const key = await savedOutboxKey(store, service, account);
  if (key) return key;
  const fresh = randomBytes(keyBytes);
  await store.set(service, account, fresh.toString('base64'));
  return fresh;
}

/** The profile's outbox key if the keychain holds one; none is made (K12: the diagnostics only read). */
export async function savedOutboxKey(store: SecureStore, service: string, account: string): Promise<Buffer | null> {
  const saved = await store.get(service, account);
  const key = saved === null ? null : Buffer.from(saved, 'base64');
  return key?.length === keyBytes ? key : null;
}
