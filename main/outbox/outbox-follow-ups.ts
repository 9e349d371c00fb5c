import type { Logger } from '../core/logger';
import type { Timers } from '../core/timers';
import type { VendorPort } from '../core/vendor-port';
import { Backoff, serviceReachable, type BackoffPolicy } from './connectivity-probe';
import type { Connectivity } from './connectivity';
import { unlookable, type OutboxEntry } from './outbox-entry';
import type { Outbox } from './outbox';
import type { OutboxDelivery, ServiceAccess } from './outbox-delivery';

// K8: what is left for later goes in passes, in the order it was written: queued writes are sent, lost answers are
// looked up (K3); while the service is away, a pass only asks whether it is back, waiting longer each time.

export interface OutboxFollowUpsOptions {
  outbox: Outbox;
  service: ServiceAccess;
  delivery: OutboxDelivery;
  connectivity: Connectivity;
  timers: Timers;
  backoff: BackoffPolicy;
  log: Logger;
}

export class OutboxFollowUps {
  readonly #outbox: Outbox;
  readonly #service: ServiceAccess;
  readonly #delivery: OutboxDelivery;
  readonly #connectivity: Connectivity;
  readonly #log: Logger;
  readonly #backoff: Backoff;
  #pass: Promise<boolean> | null = null;
  #stopped = false;

  constructor(options: OutboxFollowUpsOptions) {
    this.#outbox = options.outbox;
    this.#service = options.service;
    this.#delivery = options.delivery;
    this.#connectivity = options.connectivity;
    this.#log = options.log;
    this.#backoff = new Backoff(options.timers, options.backoff, () => this.#followUp());
  }

  /** K8: after a restart, what an earlier run left unresolved is settled before anything new is sent. */
  async first(): Promise<void> {
    const more = await this.#followUp().catch((error: unknown) => {
      this.#log.error('The outbox could not settle what an earlier run left', error);
      return true;
    });
    if (more) this.soon();
  }

  /** Something changed (a write left for later, an unlock, the service gone): the next pass soon. */
  soon(): void {
    this.#backoff.soon();
  }

  /** The pass under way, if any (tests, shutdown). */
  idle(): Promise<void> {
    return this.#backoff.idle();
  }

  stop(): void {
    this.#stopped = true;
    this.#backoff.stop();
  }

  /** One pass over what is left (a second asker joins the pass under way). Resolves true when some remain. */
  #followUp(): Promise<boolean> {
    this.#pass ??= this.#followUpOnce().finally(() => {
      this.#pass = null;
    });
    return this.#pass;
  }

  async #followUpOnce(): Promise<boolean> {
    if (this.#stopped) return false;
    const waiting = () =>
      this.#outbox
        .entries()
        .filter((entry) => !this.#delivery.underWay(entry.id) && followsUp(entry))
        .sort((a, b) => a.created - b.created);
    // Offline, the probe goes on even with nothing queued: secure codes and payment wait for it to say "back" (K8).
    if (this.#connectivity.online && waiting().length === 0) return false;
    let vendor: VendorPort;
    try {
      vendor = await this.#service.vendor();
    } catch {
      // Locked or signed out: unlocking nudges the outbox again.
      return true;
    }
    if (!this.#connectivity.online) {
      if (!(await serviceReachable(vendor))) return true;
      this.#connectivity.set(true);
    }
    for (const { id } of waiting()) {
      if (this.#stopped || !this.#connectivity.online) break;
      // As it is now, not as it was when the pass began: a foreground write may have settled it meanwhile.
      const entry = this.#outbox.get(id);
      if (!entry || !followsUp(entry) || this.#delivery.underWay(id)) continue;
      await this.#delivery.deliver(id, { lost: entry.state !== 'queued', tries: 1 }).catch((error: unknown) => {
        this.#log.error('The outbox could not follow up an entry', error, { outboxId: id, kind: entry.kind });
      });
    }
    return waiting().length > 0 || !this.#connectivity.online;
  }
}

/** Left for later: queued writes, writes cut off by a restart, and lost answers that can be looked up (K3). */
function followsUp(entry: OutboxEntry): boolean {
  if (entry.dealtWith || !entry.payload) return false;
  if (entry.state === 'queued' || entry.state === 'pending') return true;
  return entry.state === 'unconfirmed' && !unlookable.has(entry.kind);
}
