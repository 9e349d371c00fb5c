import type { SecureStore } from './secure-store';

/** What the kiosk uses of keytar, written here so main/ type-checks where the optional package is not installed. */
export interface Keytar {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
  findCredentials(service: string): Promise<Array<{ account: string; password: string }>>;
}

export type LoadKeytar = () => Promise<Keytar>;

// keytar is an optional dependency: where libsecret-1-dev is missing its build fails and npm leaves it out
// (`npm install` still succeeds), so the name is not a literal import the type-checker would have to resolve.
const keytarPackage = 'keytar';

export const loadKeytar: LoadKeytar = async () => ((await import(keytarPackage)) as { default: Keytar }).default;

/** keytar is not there (its build failed at install) or its native part does not load; the message says how to fix it. */
export class KeytarUnavailableError extends Error {
  override readonly name = 'KeytarUnavailableError';
  readonly code = 'keytar-unavailable';

  constructor(
    readonly installed: boolean,
    cause: unknown,
  ) {
    super(
      installed
        ? 'keytar, the kiosk’s link to the OS keychain, is installed but its native part does not load. To use the keychain: sudo apt-get install libsecret-1-dev gnome-keyring && npm rebuild keytar'
        : 'keytar, the kiosk’s link to the OS keychain, is not built on this computer (its build needs libsecret-1-dev). To use the keychain: sudo apt-get install libsecret-1-dev gnome-keyring && npm install',
      { cause },
    );
  }
}

/** libsecret's words for an entry deleted between being found and being read. */
const vanishedEntry = 'No such secret item';
const listAttempts = 5;

/** The OS keychain (Secret Service, macOS Keychain, Windows Credential Manager) through keytar. */
export class KeytarStore implements SecureStore {
  readonly #loadKeytar: LoadKeytar;
  #keytar: Promise<Keytar> | undefined;

  /** Tests pass a loader that fails, as on a machine where keytar did not build. */
  constructor(load: LoadKeytar = loadKeytar) {
    this.#loadKeytar = load;
  }

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
    const keytar = await this.#load();
    // Listing reads every entry's secret after finding it: an entry another program deletes in between (one kiosk's
    // clean-up beside another's) fails the whole list, so the list is asked again, now without it.
    for (let attempt = 1; ; attempt++) {
      try {
        return (await keytar.findCredentials(service)).map((entry) => entry.account);
      } catch (error) {
        if (attempt >= listAttempts || !(error instanceof Error) || !error.message.includes(vanishedEntry)) throw error;
      }
    }
  }

  // Loaded on first use so a missing keytar makes calls fail (keychain unavailable) instead of the app.
  #load(): Promise<Keytar> {
    this.#keytar ??= Promise.resolve()
      .then(() => this.#loadKeytar())
      .catch((error: unknown) => {
        throw new KeytarUnavailableError(!isMissingPackage(error), error);
      });
    return this.#keytar;
  }
}

/** Node's "Cannot find package 'keytar'" (ESM) or "Cannot find module 'keytar'" (CommonJS), not a file inside it. */
function isMissingPackage(error: unknown): boolean {
  return error instanceof Error && /Cannot find (package|module) 'keytar'/.test(error.message);
}
