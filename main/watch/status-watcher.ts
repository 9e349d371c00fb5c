import type { StatusChange } from '../../shared/contract/watch';
import type { Application } from '../../shared/wire/applications';
import type { Logger } from '../core/logger';
import type { ApplicationSource } from './application-source';
import { Emitter } from '../core/emitter';
import { isPauseFailure } from './pause-failure';
import { nextPollDelay, type PollPacing } from './poll-pacing';
import { MemorySeenStatuses, type SeenStatuses } from './seen-statuses';
import { utcDay } from '../../shared/dates/utc-day';
import type { StatusReport } from './status-report';
import { StatusTracker } from './status-tracker';
import { realTimers, type Timers } from '../core/timers';
import { walkWindow } from './window-walk';

const dayMs = 86_400_000;

export interface StatusWatcherOptions {
  source: ApplicationSource;
  /** The service's clock (in training, the sandbox's): it dates the window, and a change its history does not. */
  serviceNow: () => number;
  log: Logger;
  timers?: Timers;
  random?: () => number;
  seen?: SeenStatuses;
  /** Between polls while all is well (default 60 s). */
  intervalMs?: number;
  /** The longest wait after failures in a row (default 15 min). */
  maxBackoffMs?: number;
  /** Applications created in the last this many days are polled (default 30); older ones are left to webhooks. */
  windowDays?: number;
  /** Failures that mean "not now" rather than "the service is unwell": no backoff (default: locked, signed out). */
  isPause?: (error: unknown) => boolean;
}

export type PollOutcome =
  | { readonly ok: true; readonly pages: number; readonly applications: number; readonly changes: number }
  | { readonly ok: false; readonly paused: boolean; readonly reason: string };

/**
 * Notices application status changes (D14) and tells the screens, each change once: it polls the branch's recent
 * applications while the kiosk runs (so the screens hear of changes at any time), backing off when the service fails, and takes verified webhooks
 * (training, D26) as a cue to read the application at once. The first sighting of an application is its baseline.
 */
export class StatusWatcher {
  readonly #source: ApplicationSource;
  readonly #serviceNow: () => number;
  readonly #timers: Timers;
  readonly #log: Logger;
  readonly #pacing: PollPacing;
  readonly #windowDays: number;
  readonly #isPause: (error: unknown) => boolean;
  readonly #tracker: StatusTracker;
  readonly #feed: Emitter<{ change: StatusChange; read: readonly Application[] }>;
  readonly #work = new Set<Promise<unknown>>();
  #started = false;
  #cancelTimer: (() => void) | null = null;
  #failuresInRow = 0;
  #inFlight: Promise<PollOutcome> | null = null;
  #queued: Promise<PollOutcome> | null = null;

  constructor(options: StatusWatcherOptions) {
    this.#source = options.source;
    this.#serviceNow = options.serviceNow;
    this.#timers = options.timers ?? realTimers;
    this.#log = options.log;
    this.#pacing = {
      intervalMs: options.intervalMs ?? 60_000,
      maxBackoffMs: options.maxBackoffMs ?? 15 * 60_000,
      random: options.random ?? Math.random,
    };
    this.#windowDays = options.windowDays ?? 30;
    this.#isPause = options.isPause ?? isPauseFailure;
    this.#tracker = new StatusTracker(options.seen ?? new MemorySeenStatuses());
    this.#feed = new Emitter('watch', options.log);
  }

  /** Applications whose status is known. */
  get known(): number {
    return this.#tracker.known;
  }

  /** Starts polling: the first poll (the baseline) at once, then paced. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#schedule(0);
  }

  /** Stops polling, and waits for what is under way. */
  async stop(): Promise<void> {
    this.#started = false;
    this.#cancelTimer?.();
    this.#cancelTimer = null;
    await this.idle();
  }

  /** The kiosk pushes each change to the screens from here. Returns the unsubscribe. */
  onChange(listener: (change: StatusChange) => void): () => void {
    return this.#feed.on('change', listener);
  }

  /** Every application the watch reads or is told of (polls, webhook refreshes, the screens' reads), as read. */
  onRead(listener: (applications: readonly Application[]) => void): () => void {
    return this.#feed.on('read', listener);
  }

  /** Whether the watch polls an application: created on or after the first day of its window (D4's UTC days). */
  watches(application: Pick<Application, 'created'>): boolean {
    return utcDay(Date.parse(application.created)) >= this.#windowStart();
  }

  /** One walk of the window now; while one is under way, one more after it (that one may have read its pages too early). */
  pollNow(): Promise<PollOutcome> {
    if (!this.#inFlight) return this.#runPoll();
    this.#queued ??= this.#inFlight.then(() => {
      this.#queued = null;
      return this.#runPoll();
    });
    return this.#queued;
  }

  /** A verified webhook (D26): the application is read at once; when it cannot be, the webhook's own word is taken. */
  report(report: StatusReport): Promise<StatusChange | undefined> {
    return this.#track(this.#refresh(report));
  }

  /** Resolves once no poll or webhook refresh is under way. */
  async idle(): Promise<void> {
    while (this.#work.size > 0) await Promise.allSettled([...this.#work]);
  }

  #schedule(ms: number): void {
    this.#cancelTimer?.();
    this.#cancelTimer = this.#timers.set(() => {
      this.#cancelTimer = null;
      void this.#track(this.#tick());
    }, ms);
  }

  async #tick(): Promise<void> {
    if (!this.#started) return;
    const outcome = await this.pollNow();
    if (!this.#started || this.#cancelTimer) return;
    this.#schedule(nextPollDelay(outcome.ok || outcome.paused ? 0 : this.#failuresInRow, this.#pacing));
  }

  #runPoll(): Promise<PollOutcome> {
    const poll: Promise<PollOutcome> = this.#track(this.#poll()).finally(() => {
      if (this.#inFlight === poll) this.#inFlight = null;
    });
    this.#inFlight = poll;
    return poll;
  }

  async #poll(): Promise<PollOutcome> {
    const startDate = this.#windowStart();
    let changes = 0;
    try {
      const walked = await walkWindow(this.#source, startDate, (page) => {
        for (const application of page) changes += this.#publish(this.#tracker.observe(application, this.#serviceNow()));
        this.#feed.emit('read', page);
      });
      if (this.#failuresInRow > 0)
        this.#log.warn(`watch: application statuses are being checked again after ${this.#failuresInRow} failed polls.`);
      this.#failuresInRow = 0;
      return { ok: true, ...walked, changes };
    } catch (error) {
      const reason = reasonOf(error);
      if (this.#isPause(error)) return { ok: false, paused: true, reason };
      this.#failuresInRow += 1;
      if (this.#failuresInRow === 1) this.#log.warn(`watch: could not check application statuses, trying again later: ${reason}`);
      return { ok: false, paused: false, reason };
    }
  }

  async #refresh(report: StatusReport): Promise<StatusChange | undefined> {
    let change: StatusChange | undefined;
    try {
      const application = await this.#source.get(report.applicationId);
      change = this.#tracker.observe(application, this.#serviceNow());
      this.#feed.emit('read', [application]);
    } catch (error) {
      if (!this.#isPause(error))
        this.#log.warn(`watch: could not read application ${report.applicationId} after its webhook: ${reasonOf(error)}`);
      change = this.#tracker.observeReport(report);
    }
    this.#publish(change);
    return change;
  }

  /** Applications read for the screens: a change one of them shows goes to every screen now, not at the next poll. */
  seen(applications: readonly Application[]): void {
    for (const application of applications) this.#publish(this.#tracker.observe(application, this.#serviceNow()));
    this.#feed.emit('read', applications);
  }

  #publish(change: StatusChange | undefined): number {
    if (!change) return 0;
    this.#log.info('watch: status changed', { applicationId: change.applicationId, from: change.from, to: change.to });
    this.#feed.emit('change', change);
    return 1;
  }

  #track<T>(work: Promise<T>): Promise<T> {
    this.#work.add(work);
    void work.finally(() => this.#work.delete(work)).catch(() => undefined);
    return work;
  }

  #windowStart(): string {
    return utcDay(this.#serviceNow() - this.#windowDays * dayMs);
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
