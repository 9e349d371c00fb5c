import type { KioskOptions } from '../../shared/contract/kiosk-options';
import type { UpdateStatus } from '../../shared/contract/updates';
import { Emitter } from '../core/emitter';
import type { Logger } from '../core/logger';
import type { Timers } from '../core/timers';
import type { Presence } from '../session/customer-presence';
import { updateHolds } from './update-policy';
import type { Updater, UpdaterEvent, UpdaterPort } from './updater-port';

// K13: looks for updates on a schedule, lets the updater download them in the background, and installs one only
// when update-policy.ts says the moment is right, looking again every minute while one waits.

const firstCheckMs = 60_000;
const checkEveryMs = 4 * 60 * 60_000;
const waitingLooksEveryMs = 60_000;

export interface UpdateKeeperOptions {
  updater: Updater;
  currentVersion: string;
  options: () => KioskOptions;
  presence: () => Presence;
  somethingUnsent: () => Promise<boolean>;
  now: () => number;
  timers: Timers;
  log: Logger;
  /** Lets the app quit without the staff PIN (K11's lock is written down and holds across the restart). */
  allowQuit: () => void;
}

export class UpdateKeeper {
  readonly #options: UpdateKeeperOptions;
  readonly #events: Emitter<{ changed: UpdateStatus }>;
  #status: UpdateStatus;
  #administratorAsked = false;
  readonly #schedules = new Map<'checks' | 'waiting', () => void>();

  constructor(options: UpdateKeeperOptions) {
    this.#options = options;
    this.#events = new Emitter('updates', options.log);
    const { updater, currentVersion } = options;
    this.#status = updater.supported
      ? { currentVersion, phase: 'idle', holds: [] }
      : { currentVersion, phase: 'unsupported', detail: updater.reason, holds: [] };
  }

  get status(): UpdateStatus {
    return this.#status;
  }

  on(listener: (status: UpdateStatus) => void): () => void {
    return this.#events.on('changed', listener);
  }

  start(): void {
    const port = this.#port();
    if (!port) return;
    port.onEvent((event) => this.#heard(event));
    this.#repeat('checks', firstCheckMs, checkEveryMs, () => void this.check());
  }

  stop(): void {
    this.#schedules.forEach((cancel) => cancel());
    this.#schedules.clear();
  }

  /** Looks now; the answer arrives as the updater's events (a download starts by itself). One waiting is enough. */
  async check(): Promise<UpdateStatus> {
    const port = this.#port();
    if (!port || this.#status.phase === 'ready' || this.#status.phase === 'installing') return this.#status;
    port.useChannel(this.#options.options().updateChannel);
    // A failure arrives as the updater's 'failed' event too; this catch only keeps it from being thrown twice.
    await port.check().catch((error: unknown) => this.#heard({ kind: 'failed', message: messageOf(error) }));
    return this.#status;
  }

  /**
   * An administrator's "install now": the quiet hour is waived, and the screens in use are theirs this moment; customer
   * mode or anything unsent still holds it, and later looks count the screens in use as a sale again.
   */
  async installNow(): Promise<UpdateStatus> {
    this.#administratorAsked = true;
    this.#options.log.info('updates: an administrator asked to install now', { phase: this.#status.phase });
    await this.#installIfAllowed({ askedThisMoment: true });
    return this.#status;
  }

  #heard(event: UpdaterEvent): void {
    const status = this.#status;
    switch (event.kind) {
      case 'checking':
        if (status.phase !== 'ready') this.#set({ phase: 'checking', detail: undefined });
        return;
      case 'available':
        this.#set({ phase: 'downloading', availableVersion: event.version, downloadedPercent: 0, detail: undefined });
        return;
      case 'progress':
        this.#set({ phase: 'downloading', downloadedPercent: Math.round(event.percent) });
        return;
      case 'not-available':
        this.#set({ phase: 'up-to-date', lastCheckedAt: this.#isoNow(), availableVersion: undefined, downloadedPercent: undefined });
        return;
      case 'downloaded':
        this.#options.log.info('updates: an update is downloaded and waits for its moment', { version: event.version });
        this.#set({ phase: 'ready', availableVersion: event.version, downloadedPercent: 100, lastCheckedAt: this.#isoNow() });
        this.#repeat('waiting', 0, waitingLooksEveryMs, () => void this.#installIfAllowed({ askedThisMoment: false }));
        return;
      case 'failed':
        this.#options.log.warn('updates: a check or download failed', { phase: status.phase });
        // A downloaded update stays ready: a later check failing does not undo it.
        if (status.phase !== 'ready')
          this.#set({
            phase: 'failed',
            lastCheckedAt: this.#isoNow(),
            detail: `Could not look for or download an update (${event.message}). The kiosk tries again within 4 hours.`,
          });
    }
  }

  async #installIfAllowed({ askedThisMoment }: { askedThisMoment: boolean }): Promise<void> {
    const port = this.#port();
    if (!port || this.#status.phase !== 'ready') return;
    const holds = updateHolds({
      presence: this.#options.presence(),
      askedThisMoment,
      unsent: await this.#options.somethingUnsent(),
      hour: new Date(this.#options.now()).getHours(),
      quietHour: this.#options.options().quietHour,
      administratorAsked: this.#administratorAsked,
    });
    if (this.#status.phase !== 'ready') return;
    this.#set({ holds });
    if (holds.length > 0) return;
    this.#options.log.info('updates: installing, then the kiosk starts again', { version: this.#status.availableVersion });
    this.#set({ phase: 'installing' });
    this.stop();
    this.#options.allowQuit();
    port.installAndRestart();
  }

  #port(): UpdaterPort | null {
    return this.#options.updater.supported ? this.#options.updater.port : null;
  }

  /** Runs `task` after `firstMs`, then every `everyMs`, until stop(); a schedule of the same name is replaced. */
  #repeat(name: 'checks' | 'waiting', firstMs: number, everyMs: number, task: () => void): void {
    this.#schedules.get(name)?.();
    const run = (ms: number) => {
      this.#schedules.set(
        name,
        this.#options.timers.set(() => {
          run(everyMs);
          task();
        }, ms),
      );
    };
    run(firstMs);
  }

  #set(change: Partial<UpdateStatus>): void {
    this.#status = { ...this.#status, ...change };
    this.#events.emit('changed', this.#status);
  }

  #isoNow(): string {
    return new Date(this.#options.now()).toISOString();
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
