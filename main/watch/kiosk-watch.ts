import type { ApiCredentials } from '../core/api-credentials';
import type { StatusChange } from '../../shared/contract/watch';
import type { Application } from '../../shared/wire/applications';
import type { Logger } from '../core/logger';
import { describeFailure } from '../core/service-failure';
import type { VendorClient } from '../core/vendor-port';
import { createVendorClient, type VendorClientOptions } from '../vendor/vendor-client';
import type { ApplicationSource } from './application-source';
import { StatusWatcher, type StatusWatcherOptions } from './status-watcher';
import { startTrainingWebhooks, type TrainingWebhooks } from './training-webhooks';
import type { WebhookAdmin } from './webhook-registration';

/** Training's embedded sandbox as status tracking needs it, while the profile in use is the training one. */
export interface TrainingWatchTarget {
  baseUrl: string;
  /** The sandbox's clock: webhook timestamps and the polling window follow it (it can be moved forward, D27). */
  now: () => number;
  /** The demo branch's private key (D28); without one the sandbox sends nothing (D25), so only polling runs. */
  privateKey?: string;
  accountId: string;
  /** The training profile's credentials, the demo ADMINISTRATOR's (D10: only they may register a webhook). */
  credentials: () => Promise<ApiCredentials | null>;
}

export type ConnectAdmin = (options: VendorClientOptions) => WebhookAdmin & Pick<VendorClient, 'signOut'>;

export interface KioskWatchOptions extends Partial<Omit<StatusWatcherOptions, 'source' | 'serviceNow' | 'log'>> {
  /** The branch's applications: `ApplicationService` (the signed-in branch, refused while locked). */
  applications: ApplicationSource;
  /** The kiosk's clock, which is the service's outside training. */
  now: () => number;
  log: Logger;
  connectAdmin?: ConnectAdmin;
}

/**
 * Status tracking as the kiosk runs it: polling always, and in training also the verified webhook receiver
 * registered with the embedded sandbox. `onChange` hears each change, for the kiosk to push to the screens.
 */
export class KioskWatch {
  readonly watcher: StatusWatcher;
  readonly #now: () => number;
  readonly #log: Logger;
  readonly #connectAdmin: ConnectAdmin;
  #serviceNow: () => number;
  #webhooks: TrainingWebhooks | null = null;
  #switching: Promise<void> = Promise.resolve();

  constructor(options: KioskWatchOptions) {
    const { applications, now, log, connectAdmin, ...pacing } = options;
    this.#now = now;
    this.#serviceNow = now;
    this.#log = log;
    this.#connectAdmin = connectAdmin ?? createVendorClient;
    this.watcher = new StatusWatcher({ ...pacing, source: applications, serviceNow: () => this.#serviceNow(), log });
    // A list or an application the screens read may show a change before the next poll: every screen hears it now.
    applications.onRead?.((read) => this.watcher.seen(read));
  }

  /** The training receiver's address while it runs. */
  get webhookUrl(): string | undefined {
    return this.#webhooks?.url;
  }

  /** Starts polling, and follows training's sandbox when given one. Failures are logged: polling alone still runs. */
  async start(training: TrainingWatchTarget | null): Promise<void> {
    await this.follow(training);
    this.watcher.start();
  }

  /** After a change of profile: training's webhooks on or off, and whose clock dates the window. */
  follow(training: TrainingWatchTarget | null): Promise<void> {
    this.#switching = this.#switching
      .then(() => this.#follow(training))
      .catch((error: unknown) => this.#log.error('watch: could not follow the profile in use; statuses are polled only', error));
    return this.#switching;
  }

  onChange(listener: (change: StatusChange) => void): () => void {
    return this.watcher.onChange(listener);
  }

  /** Whether the watch polls an application (its last 30 days). */
  watches(application: Pick<Application, 'created'>): boolean {
    return this.watcher.watches(application);
  }

  /** Every application the watch reads, for what main keeps of them (the Needs you list): no reads of its own. */
  onRead(listener: (applications: readonly Application[]) => void): () => void {
    return this.watcher.onRead(listener);
  }

  /** On quit: before the session ends and the sandbox stops, so the webhook can still be deleted (K2 after). */
  async stop(): Promise<void> {
    await this.watcher.stop();
    await this.follow(null);
  }

  async #follow(training: TrainingWatchTarget | null): Promise<void> {
    const previous = this.#webhooks;
    this.#webhooks = null;
    await previous?.close();
    this.#serviceNow = training?.now ?? this.#now;
    if (!training) return;
    if (training.privateKey === undefined) {
      this.#log.warn('watch: the training branch has no private key, so the sandbox sends no webhooks (D25); statuses are polled only.');
      return;
    }
    const admin = this.#connectAdmin({ baseUrl: training.baseUrl, credentials: training.credentials, now: training.now });
    const started = await startTrainingWebhooks({
      admin,
      accountId: training.accountId,
      privateKey: training.privateKey,
      serviceNow: training.now,
      onReport: (report) => this.watcher.report(report),
      log: this.#log,
    });
    if (started.ok) this.#webhooks = started.data;
    else this.#log.warn(`watch: training webhooks are off, so statuses are polled only: ${describeFailure(started.error)}`);
  }
}
