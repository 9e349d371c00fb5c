import type { Logger } from '../core/logger';
import { isSameOrigin } from '../core/origin';
import type { Timers } from '../core/timers';

// K4, K6: the provider's application form is not our page, so the screens' idle guard cannot run there; main watches
// it instead, in every host. A customer who stops touching it is asked "Still there?" with a countdown, and then the
// form, with everything typed into it, leaves the screen: the checkout is abandoned and the kiosk, still locked,
// needs a staff PIN to go on.

/** One page of the kiosk's window or browser, as the watch drives it (electron-idle-page.ts, devtools-idle-page.ts). */
export interface WatchedPage {
  readonly id: string;
  /** Where the page is now. */
  url(): string;
  showWarning(secondsLeft: number): Promise<void>;
  hideWarning(): Promise<void>;
  /** Away from the form, to our own (locked) page. */
  leave(to: string): Promise<void>;
}

export interface CustomerIdleWatchOptions {
  /** The checkout in use (the only foreign page the kiosk may show), or null when there is none. */
  checkoutOrigin: () => Promise<string | null>;
  /** Our own page, where the customer's screen (locked) comes back. */
  home: () => string;
  /** Customer mode's idle time (K4: configurable; this kiosk's option). */
  limitSeconds: () => number;
  warningSeconds: number;
  /** The checkout is abandoned: the hand-over goes, so nothing of the customer is held (K4). */
  onIdle: () => Promise<unknown>;
  now: () => number;
  timers: Timers;
  log: Logger;
}

interface Watched {
  page: WatchedPage;
  lastActivity: number;
  warned: boolean;
}

export class CustomerIdleWatch {
  readonly #options: CustomerIdleWatchOptions;
  readonly #pages = new Map<string, Watched>();
  #cancel: (() => void) | null = null;
  #ticking: Promise<void> | null = null;

  constructor(options: CustomerIdleWatchOptions) {
    this.#options = options;
  }

  /** Checks every second from now on. */
  start(): void {
    const loop = () => {
      this.#ticking = this.tick().finally(() => {
        this.#ticking = null;
        if (this.#cancel) this.#cancel = this.#options.timers.set(loop, 1_000);
      });
    };
    this.#cancel = this.#options.timers.set(loop, 1_000);
  }

  async stop(): Promise<void> {
    this.#cancel?.();
    this.#cancel = null;
    await this.#ticking;
  }

  track(page: WatchedPage): void {
    this.#pages.set(page.id, { page, lastActivity: this.#options.now(), warned: false });
  }

  untrack(id: string): void {
    this.#pages.delete(id);
  }

  /** A touch, a key, a scroll, or a new page loaded: the customer is there. */
  activity(id: string): void {
    const watched = this.#pages.get(id);
    if (!watched) return;
    watched.lastActivity = this.#options.now();
    if (watched.warned) {
      watched.warned = false;
      void watched.page.hideWarning().catch(() => undefined);
    }
  }

  /** One look at every page (the loop's; tests call it with their own clock). */
  async tick(): Promise<void> {
    const checkout = await this.#options.checkoutOrigin().catch(() => null);
    for (const watched of [...this.#pages.values()]) {
      if (checkout === null || !isSameOrigin(watched.page.url(), checkout)) {
        watched.lastActivity = this.#options.now();
        continue;
      }
      await this.#look(watched).catch((error: unknown) => this.#options.log.error('customer idle: could not act on a page', error));
    }
  }

  async #look(watched: Watched): Promise<void> {
    const { limitSeconds, warningSeconds, now, home, onIdle, log } = this.#options;
    const idleSeconds = (now() - watched.lastActivity) / 1_000;
    const left = Math.ceil(limitSeconds() - idleSeconds);
    if (left <= 0) {
      this.#pages.delete(watched.page.id);
      log.info('customer idle: the provider’s form was left idle, so it leaves the screen', { idleSeconds: Math.round(idleSeconds) });
      await onIdle();
      await watched.page.leave(home());
      this.track(watched.page);
      return;
    }
    if (left <= warningSeconds) {
      watched.warned = true;
      await watched.page.showWarning(left);
    }
  }
}
