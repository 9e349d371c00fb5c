import type { CredentialVault } from '../credentials/credential-vault';
import type { ApiCredentials } from '../core/api-credentials';
import type { Profile } from '../credentials/profiles';
import type { ConnectVendor } from '../core/vendor-port';
import { describeFailure } from '../core/service-failure';
import { SandboxControl } from './sandbox-control';

/** What training needs of the sandbox that runs inside the main process (sandbox/index `startSandbox`). */
export interface EmbeddedSandbox {
  baseUrl: string;
  handout: { credentials: { administrator: ApiCredentials }; publicKey?: string; privateKey?: string };
  /** The sandbox clock, which training may move forward (D27). */
  now(): number;
  close(): Promise<void>;
}

export interface TrainingModeOptions {
  vault: CredentialVault;
  connectVendor: ConnectVendor;
  startSandbox: () => Promise<EmbeddedSandbox>;
}

function isTrainingProfile(profile: Profile): boolean {
  return profile.environment.kind === 'training';
}

/** Training profiles talk to an embedded sandbox, started when first needed and stopped on quit. */
export class TrainingMode {
  readonly #vault: CredentialVault;
  readonly #connectVendor: ConnectVendor;
  readonly #startSandbox: () => Promise<EmbeddedSandbox>;
  #sandbox: Promise<EmbeddedSandbox> | null = null;

  constructor(options: TrainingModeOptions) {
    this.#vault = options.vault;
    this.#connectVendor = options.connectVendor;
    this.#startSandbox = options.startSandbox;
  }

  /** Where training's service is, and its clock. */
  async service(): Promise<{ baseUrl: string; now: () => number }> {
    const sandbox = await this.#running();
    return { baseUrl: sandbox.baseUrl, now: () => sandbox.now() };
  }

  /** The demo branch's checkout keys (D28), for customer mode's checkout (K6). */
  async checkoutKeys(): Promise<{ baseUrl: string; publicKey?: string; privateKey?: string; now: () => number }> {
    const sandbox = await this.#running();
    return {
      baseUrl: sandbox.baseUrl,
      publicKey: sandbox.handout.publicKey,
      privateKey: sandbox.handout.privateKey,
      now: () => sandbox.now(),
    };
  }

  async control(): Promise<SandboxControl> {
    return new SandboxControl((await this.#running()).baseUrl);
  }

  /** The training profile; the first time, it is made for the demo administrator's branch, like any other profile. */
  async profile(): Promise<Profile> {
    const existing = (await this.#vault.listProfiles()).find(isTrainingProfile);
    if (existing) return existing;
    const sandbox = await this.#running();
    const credentials = sandbox.handout.credentials.administrator;
    const vendor = this.#connectVendor({ baseUrl: sandbox.baseUrl, credentials: async () => credentials, now: () => sandbox.now() });
    const accounts = await vendor.getAccounts();
    await vendor.signOut();
    if (!accounts.ok) throw new Error(`Training mode could not read its branch: ${describeFailure(accounts.error)}`);
    const [account] = accounts.data.accounts;
    if (!account) throw new Error('The training sandbox has no branch.');
    const accountName = account.entity_trading_name || account.entity_legal_name;
    return this.#vault.addProfile(
      { displayName: 'Training', accountId: account.id, accountName, environment: { kind: 'training' } },
      credentials,
    );
  }

  async close(): Promise<void> {
    const sandbox = await this.#sandbox?.catch(() => null);
    this.#sandbox = null;
    await sandbox?.close();
  }

  #running(): Promise<EmbeddedSandbox> {
    this.#sandbox ??= this.#start().catch((error: unknown) => {
      this.#sandbox = null;
      throw error;
    });
    return this.#sandbox;
  }

  async #start(): Promise<EmbeddedSandbox> {
    const sandbox = await this.#startSandbox();
    // Each start issues new demo credentials; they go through the vault like any other profile's (K1).
    const [training, ...madeForUsers] = (await this.#vault.listProfiles()).filter(isTrainingProfile);
    if (training) {
      await this.#vault.saveCredentials(training.id, sandbox.handout.credentials.administrator);
      // The demo administrator again: a user remembered at renewal may not be theirs.
      if (training.userId !== undefined) await this.#vault.updateProfile(training.id, { userId: undefined });
    }
    // Profiles set up in Administration for users of an earlier run: that sandbox kept nothing, so neither do they.
    for (const profile of madeForUsers) await this.#vault.deleteProfile(profile.id);
    return sandbox;
  }
}
