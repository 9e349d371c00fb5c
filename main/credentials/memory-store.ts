import type { SecureStore } from './secure-store';

/** Forgets everything on quit: only for training's throwaway credentials without a Secret Service, and for tests (K1). */
export class MemoryStore implements SecureStore {
  readonly #services = new Map<string, Map<string, string>>();

  async get(service: string, account: string): Promise<string | null> {
    return this.#services.get(service)?.get(account) ?? null;
  }

  async set(service: string, account: string, secret: string): Promise<void> {
    const accounts = this.#services.get(service) ?? new Map<string, string>();
    accounts.set(account, secret);
    this.#services.set(service, accounts);
  }

  async delete(service: string, account: string): Promise<boolean> {
    return this.#services.get(service)?.delete(account) ?? false;
  }

  async list(service: string): Promise<string[]> {
    return [...(this.#services.get(service)?.keys() ?? [])];
  }
}
