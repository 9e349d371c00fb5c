import type { SecureStore } from './secure-store';

type Keytar = typeof import('keytar');

/** The OS keychain (Secret Service, macOS Keychain, Windows Credential Manager) through keytar. */
export class KeytarStore implements SecureStore {
  #keytar: Promise<Keytar> | undefined;

  async get(service: string, account: string): Promise<string | null> {
    return (await this.#load()).getPassword(service, account);
  }

  async set(service: string, account: string, secret: string): Promise<void> {
    await (await this.#load()).setPassword(service, account, secret);
  }

  async delete(service: string, account: string): Promise<boolean> {
    return (await this.#load()).deletePassword(service, account);
  }

  async list(service: string): Promise<string[]> {
    const entries = await (await this.#load()).findCredentials(service);
    return entries.map((entry) => entry.account);
  }

  // Loaded on first use so a missing native library makes calls fail (keychain unavailable) instead of the app.
  #load(): Promise<Keytar> {
    this.#keytar ??= import('keytar').then((module) => module.default);
    return this.#keytar;
  }
}
