import { readIfPresent, writeFileDurably } from '../../shared/node/durable-file';
import type { SecureStore } from './secure-store';

/**
 * A SecureStore in one owner-only file, for what training keeps on a machine without a keychain and must survive a
 * restart: the training profile's staff PIN hash (K11: a restart must not open a locked kiosk). Never credentials (K1).
 */
export class FileStore implements SecureStore {
  readonly #path: string;
  #writes: Promise<unknown> = Promise.resolve();

  constructor(path: string) {
    this.#path = path;
  }

  async get(service: string, account: string): Promise<string | null> {
    return (await this.#read())[`${service}\n${account}`] ?? null;
  }

  set(service: string, account: string, secret: string): Promise<void> {
    return this.#change((entries) => {
      entries[`${service}\n${account}`] = secret;
    });
  }

  async delete(service: string, account: string): Promise<boolean> {
    let deleted = false;
    await this.#change((entries) => {
      const key = `${service}\n${account}`;
      deleted = key in entries;
      delete entries[key];
    });
    return deleted;
  }

  async list(service: string): Promise<string[]> {
    return Object.keys(await this.#read()).flatMap((key) => (key.startsWith(`${service}\n`) ? [key.slice(service.length + 1)] : []));
  }

  async #read(): Promise<Record<string, string>> {
    const text = await readIfPresent(this.#path);
    if (text === undefined) return {};
    try {
      const parsed: unknown = JSON.parse(text);
      return typeof parsed === 'object' && parsed !== null
        ? (Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === 'string')) as Record<string, string>)
        : {};
    } catch {
      return {};
    }
  }

  /** One change at a time, so two never lose each other. */
  #change(change: (entries: Record<string, string>) => void): Promise<void> {
    const run = this.#writes.then(async () => {
      const entries = Object.assign(Object.create(null) as Record<string, string>, await this.#read());
      change(entries);
      await writeFileDurably(this.#path, JSON.stringify(entries));
    });
    this.#writes = run.catch(() => undefined);
    return run;
  }
}
