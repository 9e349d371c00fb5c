import type { Logger } from '../core/logger';
import type { CredentialVault } from '../credentials/credential-vault';
import type { SessionService } from '../session/session-service';
import type { TrainingMode } from '../training/training-mode';
import type { TrainingWatchTarget } from '../watch/kiosk-watch';
import type { CheckoutKeys } from './checkout-service';

// Which checkout keys the profile in use sells with (D23, K1), and what status tracking needs from training.

export class ProfileKeys {
  readonly #session: SessionService;
  readonly #vault: CredentialVault;
  readonly #training: TrainingMode;
  readonly #now: () => number;
  readonly #log: Logger;

  constructor(options: { session: SessionService; vault: CredentialVault; training: TrainingMode; now: () => number; log: Logger }) {
    this.#session = options.session;
    this.#vault = options.vault;
    this.#training = options.training;
    this.#now = options.now;
    this.#log = options.log;
  }

  /** Training's keys come with its sandbox; another profile's are those its administrator saved. */
  async inUse(): Promise<CheckoutKeys> {
    const profile = this.#session.profileInUse();
    if (profile.environment.kind === 'training') return this.#trainingKeys(profile.id);
    const saved = await this.#vault.readCredentials(profile.id);
    return { baseUrl: profile.environment.baseUrl, publicKey: saved?.publicKey, privateKey: saved?.privateKey, now: this.#now };
  }

  /**
   * In training: the sandbox's clock, the branch's private key and the training profile's (the demo
   * ADMINISTRATOR's) credentials, for its webhooks; null otherwise, or when its sandbox cannot be reached, so that
   * status tracking goes on by polling alone.
   */
  async trainingWatchTarget(): Promise<TrainingWatchTarget | null> {
    const profile = this.#session.status().profile;
    if (profile?.environment !== 'training') return null;
    try {
      const keys = await this.#trainingKeys(profile.id);
      return { ...keys, accountId: profile.branch.accountId, credentials: () => this.#vault.readCredentials(profile.id) };
    } catch (error) {
      this.#log.error('Status tracking could not reach training', error);
      return null;
    }
  }

  /** Keys set up in Administration come before the demo ones (D28), which a new private key replaces (D24). */
  async #trainingKeys(profileId: string): Promise<CheckoutKeys> {
    const demo = await this.#training.checkoutKeys();
    const saved = await this.#vault.readCredentials(profileId).catch(() => null);
    return saved?.publicKey === undefined ? demo : { ...demo, publicKey: saved.publicKey, privateKey: saved.privateKey };
  }
}
