import type { VendorPort } from '../core/vendor-port';
import type { Timers } from '../core/timers';

// K8: while the service cannot be reached, ask it now and then whether it is back, waiting longer each time.

export interface BackoffPolicy {
  readonly baseMs: number;
  readonly maxMs: number;
}

/** 1 s, doubling to a minute. */
export const defaultBackoff: BackoffPolicy = { baseMs: 1_000, maxMs: 60_000 };

export function backoffMs(policy: BackoffPolicy, tries: number): number {
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, tries));
}

/**
 * Any answer at all from the public calculator means the service is there again; only a connection that could not be
 * made means it is still away. It needs no session, so it costs the service nothing.
 */
export async function serviceReachable(vendor: VendorPort): Promise<boolean> {
  const answer = await vendor.publicCalculator({ totalPurchaseAmount: 500_000, repaymentTerm: 12 });
  return answer.ok || answer.error.kind !== 'network' || answer.error.requestSent;
}

/** Runs `work` later, again and again with a growing wait while it says more is left; one run at a time. */
export class Backoff {
  readonly #timers: Timers;
  readonly #policy: BackoffPolicy;
  readonly #work: () => Promise<boolean>;
  #tries = 0;
  #cancel: (() => void) | null = null;
  #running: Promise<void> | null = null;
  #stopped = false;
  /** Asked for while a run was under way: run once more after it. */
  #again = false;

  /** `work` resolves true when something is left to do later. */
  constructor(timers: Timers, policy: BackoffPolicy, work: () => Promise<boolean>) {
    this.#timers = timers;
    this.#policy = policy;
    this.#work = work;
  }

  /** Something changed (a new write, an unlock): the next run soon, the wait from the start. */
  soon(): void {
    this.#tries = 0;
    if (this.#running) this.#again = true;
    this.#schedule();
  }

  /** The run under way, if any: tests and shutdown wait for it. */
  async idle(): Promise<void> {
    await this.#running;
  }

  stop(): void {
    this.#stopped = true;
    this.#cancel?.();
    this.#cancel = null;
  }

  #schedule(): void {
    if (this.#stopped || this.#running) return;
    this.#cancel?.();
    this.#cancel = this.#timers.set(() => this.#run(), backoffMs(this.#policy, this.#tries));
  }

  #run(): void {
    this.#cancel = null;
    if (this.#stopped || this.#running) return;
    this.#running = this.#work()
      .catch(() => true)
      .then((more) => {
        this.#running = null;
        if (this.#again) {
          this.#again = false;
          this.#tries = 0;
          return this.#schedule();
        }
        if (!more) {
          this.#tries = 0;
          return;
        }
        this.#tries += 1;
        this.#schedule();
      });
  }
}
