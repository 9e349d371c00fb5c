import type { OutboxKind } from '../../shared/contract/outbox';
import { KioskFailure } from '../core/kiosk-failure';
import { kioskFailureOf } from '../core/service-failure-words';
import type { Timers } from '../core/timers';
import type { VendorPort } from '../core/vendor-port';
import { withUploadProgress } from '../vendor/upload-progress';
import { backoffMs, type BackoffPolicy } from './connectivity-probe';
import type { Connectivity } from './connectivity';
import { queueable, unlookable } from './outbox-entry';
import type { Outbox } from './outbox';
import { keptOnSent } from './outbox-kept';
import { sendWrite, type Made } from './outbox-sends';
import { serviceNeeded } from './service-needed';
import { documentsBefore, lookUp } from './reconcile';
import { mayHaveReached } from './repeat-guard';
import { writeFailureOf } from './write-outcome';
import type { ServiceFailure } from '../core/service-failure';

// K8: one entry sent, and its outcome written down before it is reported; K3 before anything goes twice, K7 where
// nothing can be looked up.

/** The profile's service, or a KioskFailure when it cannot be called now (locked, another profile in use). */
export interface ServiceAccess {
  vendor(): Promise<VendorPort>;
}

export type Delivery = { sent: Made<OutboxKind> } | { queued: true } | { failure: KioskFailure };

export interface DeliveryOptions {
  /** K3: its answer was lost earlier, so look for what it made before sending. */
  lost: boolean;
  /** Sends at most, while look-ups say nothing arrived. */
  tries: number;
  /**
   * Staff wait at the screen: one send, and a write that can wait and be looked up (K3) but did not settle on it goes to
   * the follow-ups, answered as queued, instead of keeping them there through look-ups and backoff.
   */
  handOff?: boolean;
}

export interface OutboxDeliveryOptions {
  outbox: Outbox;
  service: ServiceAccess;
  now: () => number;
  timers: Timers;
  backoff: BackoffPolicy;
  connectivity: Connectivity;
  /** Something is left for later (queued, or still unknown): the follow-ups should look soon. */
  followUpSoon: () => void;
  /** A document's bytes handed to the network so far (`outbox:progress`). */
  onProgress: (id: string, sentBytes: number, totalBytes: number) => void;
}

export class OutboxDelivery {
  readonly #outbox: Outbox;
  readonly #service: ServiceAccess;
  readonly #now: () => number;
  readonly #timers: Timers;
  readonly #policy: BackoffPolicy;
  readonly #connectivity: Connectivity;
  readonly #followUpSoon: () => void;
  readonly #onProgress: OutboxDeliveryOptions['onProgress'];
  /** Deliveries under way, by entry: a second caller joins the first instead of sending again. */
  readonly #inflight = new Map<string, Promise<Delivery>>();

  constructor(options: OutboxDeliveryOptions) {
    this.#outbox = options.outbox;
    this.#service = options.service;
    this.#now = options.now;
    this.#timers = options.timers;
    this.#policy = options.backoff;
    this.#connectivity = options.connectivity;
    this.#followUpSoon = options.followUpSoon;
    this.#onProgress = options.onProgress;
  }

  underWay(id: string): boolean {
    return this.#inflight.has(id);
  }

  /**
   * Sends the entry (or first settles a lost answer, `lost`), and keeps at it while K3 says nothing arrived, at most
   * `tries` sends; the outcome is written down before it is reported.
   */
  deliver(id: string, options: DeliveryOptions): Promise<Delivery> {
    return this.#exclusive(id, () => this.#send(id, options));
  }

  /** Staff withdraw it (`change`): no delivery starts meanwhile, and one that asks is told it was dealt with. */
  async withdraw(id: string, change: () => Promise<unknown>): Promise<void> {
    await this.#exclusive(id, async () => {
      await change();
      return { failure: new KioskFailure('refused', 'This was dealt with already.') };
    });
  }

  /** One thing at a time per entry: a second caller joins the first instead of sending again. */
  #exclusive(id: string, work: () => Promise<Delivery>): Promise<Delivery> {
    const under = this.#inflight.get(id);
    if (under) return under;
    const delivery = work().finally(() => this.#inflight.delete(id));
    this.#inflight.set(id, delivery);
    return delivery;
  }

  async #send(id: string, options: DeliveryOptions): Promise<Delivery> {
    let lost = options.lost;
    for (let sends = 0; ;) {
      const vendor = await this.#service.vendor();
      if (lost) {
        const settled = await this.#settleLost(id, vendor, options.tries);
        if (!('again' in settled)) return settled;
        if (sends >= options.tries) return this.#stillUnknown(id);
      }
      const entry = this.#current(id);
      if (!entry.payload) return { failure: new KioskFailure('refused', 'This was dealt with already.') };
      if (entry.kind === 'document' && entry.documentsBefore === undefined) {
        // K3 for documents: the count before the upload, written down before it goes.
        const before = await documentsBefore(vendor, entry.payload);
        if (!before.ok) {
          if (writeFailureOf(before.error) === 'refused') return this.#failed(id, kioskFailureOf(before.error));
          return this.#unreachable(id);
        }
        await this.#outbox.update(id, { documentsBefore: before.data });
      }
      await this.#outbox.update(id, { state: 'pending', sentAt: this.#now(), message: null });
      sends += 1;
      const payload = entry.payload;
      const send = () => sendWrite(entry.kind, vendor, payload);
      const answer =
        entry.kind === 'document' ? await withUploadProgress((sent, total) => this.#onProgress(id, sent, total), send) : await send();
      if (answer.ok) return this.#sent(id, answer.data);
      // K8: the service's own trouble (a 5xx) is not the end of a write that can wait: the kiosk looks (K3) and goes on
      // trying, as after a lost answer, rather than leaving it refused for staff to press again.
      const trouble = isServerError(answer.error) && (entry.waited === true || queueable.has(entry.kind));
      switch (trouble ? 'lost' : writeFailureOf(answer.error)) {
        case 'refused':
        case 'not-sent':
          return this.#failed(id, kioskFailureOf(answer.error));
        case 'unreachable':
          return this.#unreachable(id);
        case 'lost':
          if (options.handOff && queueable.has(entry.kind) && !unlookable.has(entry.kind)) return this.#handedOff(id);
          lost = true;
      }
    }
  }

  /** K3/K7 after a lost answer: found, or `again` when the look-up shows nothing arrived. */
  async #settleLost(id: string, vendor: VendorPort, tries: number): Promise<Delivery | { again: true }> {
    const entry = this.#current(id);
    if (unlookable.has(entry.kind)) {
      // Never sent: the kiosk stopped before it went, so nothing can have reached anyone.
      if (entry.sentAt === undefined) return entry.kind === 'callout' ? { again: true } : this.#failed(id, neverSent(entry.kind));
      const message = mayHaveReached(entry.kind, entry.sentAt);
      await this.#outbox.update(id, { state: 'unconfirmed', message });
      return { failure: new KioskFailure('outcome-unknown', message) };
    }
    for (let look = 0; look < tries; look++) {
      if (look > 0) await this.#sleep(backoffMs(this.#policy, look - 1));
      const found = await lookUp(this.#current(id), vendor, this.#claimedQuotes());
      if (found.ok) {
        this.#connectivity.set(true);
        return 'found' in found.data ? this.#sent(id, found.data.found) : { again: true };
      }
      if (writeFailureOf(found.error) === 'unreachable') this.#connectivity.set(false);
    }
    return this.#stillUnknown(id);
  }

  /** K3: the look-up could not tell; the kiosk keeps looking, and never sends blind meanwhile. */
  async #stillUnknown(id: string): Promise<Delivery> {
    const message =
      'The financing service did not confirm this, and the kiosk could not check yet. It keeps checking, and sends nothing again until it knows.';
    // Its outcome comes after its caller was answered: whatever it is, staff see it (`waited`).
    await this.#outbox.update(id, { state: 'unconfirmed', message, waited: true });
    this.#followUpSoon();
    return { failure: new KioskFailure('outcome-unknown', message) };
  }

  async #sent(id: string, made: Made<OutboxKind>): Promise<Delivery> {
    this.#connectivity.set(true);
    const kept = keptOnSent(this.#current(id), made);
    // What was sent is forgotten once done: the customer's details stay no longer than needed.
    await this.#outbox.update(id, {
      state: 'sent',
      ...(made.serviceId === undefined ? {} : { serviceId: made.serviceId }),
      ...(kept === undefined ? {} : { kept }),
      message: null,
      payload: null,
    });
    return { sent: made };
  }

  /** K3 and K8: left to the follow-ups, which look for it first and send it only if it did not arrive. */
  async #handedOff(id: string): Promise<Delivery> {
    const message =
      'The financing service did not confirm this. The kiosk checks whether it arrived, and sends it once only if it did not.';
    await this.#outbox.update(id, { state: 'unconfirmed', message, waited: true });
    this.#followUpSoon();
    return { queued: true };
  }

  /** Written down as failed, with the reason staff see. */
  async #failed(id: string, failure: KioskFailure): Promise<Delivery> {
    await this.#outbox.update(id, { state: 'failed', message: failure.message, payload: null });
    return { failure };
  }

  /** K8: nothing went; quotes, callouts, documents and references wait, the others need the service now. */
  async #unreachable(id: string): Promise<Delivery> {
    this.#connectivity.set(false);
    const entry = this.#current(id);
    if (!queueable.has(entry.kind)) return this.#failed(id, serviceNeeded(entry.kind));
    await this.#outbox.update(id, { state: 'queued', waited: true, message: null });
    this.#followUpSoon();
    return { queued: true };
  }

  /** Quotes this outbox made already: a look-up never takes one of them for another entry's (K3). */
  #claimedQuotes(): Set<string> {
    const ids = this.#outbox
      .entries()
      .flatMap((entry) => (entry.kind === 'quote' && entry.serviceId !== undefined ? [entry.serviceId] : []));
    return new Set(ids);
  }

  #current(id: string) {
    const entry = this.#outbox.get(id);
    if (!entry) throw new Error(`No outbox entry ${id}.`);
    return entry;
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.#timers.set(resolve, ms));
  }
}

function isServerError(failure: ServiceFailure): boolean {
  return failure.kind === 'service' && failure.http >= 500;
}

function neverSent(kind: OutboxKind): KioskFailure {
  const thing = kind === 'secureCode' ? 'secure code' : 'payment request';
  return new KioskFailure(
    'unavailable',
    `The kiosk stopped before this ${thing} was sent, so nothing went. Send it again if it is still needed.`,
  );
}
