import type { OutboxDecision, OutboxKind, OutboxSnapshot } from '../../shared/contract/outbox';
import { KioskFailure } from '../core/kiosk-failure';
import type { Logger } from '../core/logger';
import type { Timers } from '../core/timers';
import type { BackoffPolicy } from './connectivity-probe';
import { Connectivity } from './connectivity';
import { needsDecision, queueable, unlookable, waiting, type OutboxEntry, type OutboxPayload } from './outbox-entry';
import type { Outbox } from './outbox';
import { OutboxDelivery, type Delivery, type ServiceAccess } from './outbox-delivery';
import { OutboxFollowUps } from './outbox-follow-ups';
import { keptOnWrite } from './outbox-kept';
import type { WriteResults } from './outbox-sends';
import { summaryOf } from './outbox-summary';
import { earlierAttempt, needsConfirmation, sameRequestKey, unsettledTwin } from './repeat-guard';
import { serviceNeeded } from './service-needed';

// K8: every write of one profile is admitted here: written down, then sent (outbox-delivery.ts), or queued and
// followed up later (outbox-follow-ups.ts); K3 and K7 decide what may go again, and staff decide the rest.

export interface OutboxWriterOptions {
  outbox: Outbox;
  service: ServiceAccess;
  now: () => number;
  timers: Timers;
  backoff: BackoffPolicy;
  log: Logger;
  /** Look-ups, and sends, of a write staff settle by hand (sent again, pressed again after a lost answer) before they are answered. */
  inlineTries?: number;
  /** Told when the service goes away or comes back (entries tell the outbox's own listeners). */
  onOnlineChange?: () => void;
  /** A document's bytes handed to the network so far (`outbox:progress`). */
  onProgress?: (id: string, sentBytes: number, totalBytes: number) => void;
}

export type WriteAnswer<K extends OutboxKind> =
  { state: 'sent'; outboxId: string; result: WriteResults[K] } | { state: 'queued'; outboxId: string };

export class OutboxWriter {
  readonly #outbox: Outbox;
  readonly #service: ServiceAccess;
  readonly #now: () => number;
  readonly #tries: number;
  readonly #connectivity: Connectivity;
  readonly #delivery: OutboxDelivery;
  readonly #followUps: OutboxFollowUps;
  readonly #ready: Promise<void>;

  constructor(options: OutboxWriterOptions) {
    this.#outbox = options.outbox;
    this.#service = options.service;
    this.#now = options.now;
    this.#tries = options.inlineTries ?? 3;
    const onOnlineChange = options.onOnlineChange ?? (() => {});
    this.#connectivity = new Connectivity((online) => {
      onOnlineChange();
      // K8: from now on, ask now and then whether the service is back.
      if (!online) this.#followUps.soon();
    });
    this.#delivery = new OutboxDelivery({
      ...options,
      connectivity: this.#connectivity,
      followUpSoon: () => this.#followUps.soon(),
      onProgress: options.onProgress ?? (() => {}),
    });
    this.#followUps = new OutboxFollowUps({ ...options, delivery: this.#delivery, connectivity: this.#connectivity });
    this.#ready = this.#followUps.first();
  }

  /** The startup pass: new writes wait for it (K8). */
  ready(): Promise<void> {
    return this.#ready;
  }

  async write<K extends OutboxKind>(
    kind: K,
    payload: OutboxPayload<K>,
    options: { confirmRepeat?: boolean } = {},
  ): Promise<WriteAnswer<K>> {
    await this.#ready;
    // Before anything is written down: a locked kiosk or a switched profile sends nothing.
    await this.#service.vendor();
    const sameAs = sameRequestKey(kind, payload);
    const queued = this.#outbox.entries().find((entry) => entry.sameAs === sameAs && entry.state === 'queued' && !entry.dealtWith);
    // K8: the same write pressed again while it waits is the one in the queue, sent once.
    if (queued) return this.#settleTwin(kind, queued);
    if (unlookable.has(kind)) {
      const earlier = earlierAttempt(this.#outbox.entries(), sameAs, this.#now());
      // K7: the earlier one may have reached the provider; a second goes only when staff say so.
      if (earlier && (!options.confirmRepeat || this.#delivery.underWay(earlier.id))) throw needsConfirmation(earlier);
      if (earlier) await this.#outbox.update(earlier.id, { dealtWith: true, message: 'Staff asked for it again.', payload: null });
    } else {
      const twin = unsettledTwin(this.#outbox.entries(), sameAs) ?? this.#inFlight(sameAs);
      // K3: pressed again after a lost answer (or while queued): the first is settled, never a second made blind.
      if (twin) return this.#settleTwin(kind, twin);
    }
    const summary = summaryOf(kind, payload);
    const kept = keptOnWrite(kind, payload);
    if (!this.#connectivity.online) {
      if (!queueable.has(kind)) throw serviceNeeded(kind);
      const queued = await this.#outbox.add({ kind, state: 'queued', payload, summary, sameAs, waited: true, kept });
      this.#followUps.soon();
      return { state: 'queued', outboxId: queued.id };
    }
    const entry = await this.#outbox.add({ kind, state: 'pending', payload, summary, sameAs, kept });
    // Staff wait for one try; what did not settle on it is queued and followed up (K8), and they carry on.
    return answerOf(kind, entry.id, await this.#delivery.deliver(entry.id, { lost: false, tries: this.#tries, handOff: true }));
  }

  /**
   * Written down now, sent once the kiosk may send (K8): for what main itself decides while the kiosk is locked for a
   * customer (K10's cancel), which waits for nobody to press anything. The same write twice is the one entry.
   */
  async writeLater<K extends OutboxKind>(kind: K, payload: OutboxPayload<K>): Promise<string> {
    await this.#ready;
    if (!queueable.has(kind)) throw serviceNeeded(kind);
    const sameAs = sameRequestKey(kind, payload);
    const twin = this.#outbox.entries().find((entry) => entry.sameAs === sameAs && !entry.dealtWith && entry.state !== 'failed');
    if (twin) return twin.id;
    const summary = summaryOf(kind, payload);
    const kept = keptOnWrite(kind, payload);
    const entry = await this.#outbox.add({ kind, state: 'queued', payload, summary, sameAs, waited: true, kept });
    this.#followUps.soon();
    return entry.id;
  }

  async #settleTwin<K extends OutboxKind>(kind: K, twin: OutboxEntry): Promise<WriteAnswer<K>> {
    if (twin.state === 'queued' && !this.#connectivity.online) return { state: 'queued', outboxId: twin.id };
    // K3: its lost answer is the follow-ups' to look up; pressed again, it is the same queued write, asked for sooner.
    if (twin.state === 'unconfirmed' && waiting(twin)) {
      this.#followUps.soon();
      return { state: 'queued', outboxId: twin.id };
    }
    const lost = twin.state !== 'queued';
    return answerOf(kind, twin.id, await this.#delivery.deliver(twin.id, { lost, tries: this.#tries, handOff: true }));
  }

  /** The same write already on its way (a double press). */
  #inFlight(sameAs: string): OutboxEntry | undefined {
    return this.#outbox
      .entries()
      .find((entry) => entry.sameAs === sameAs && entry.state === 'pending' && this.#delivery.underWay(entry.id));
  }

  /** Staff's decision: send it again (K7: they confirm the repeat; K3 still looks first where it can), or dismiss it. */
  async resolve(id: string, action: OutboxDecision): Promise<void> {
    const entry = this.#outbox.get(id);
    if (!entry) throw new KioskFailure('not-found', 'That outbox entry is gone: it was dealt with already.');
    if (this.#delivery.underWay(id)) throw new KioskFailure('refused', 'This is being sent right now. Wait for its answer.');
    // K10: the kiosk's own cancel of a quote applied for here keeps its link from starting a second application.
    if (action !== 'sendAgain' && entry.kind === 'quoteCancel' && waiting(entry)) throw keptCancel();
    // Dismissed while it waits, it is withdrawn too: nothing staff set aside is sent behind their back.
    if (action !== 'sendAgain' && waiting(entry)) return this.#withdraw(entry);
    if (action === 'withdraw') throw notWaiting(entry);
    if (action === 'dismiss') {
      await this.#outbox.update(id, { dealtWith: true, payload: null });
      return;
    }
    if (!entry.payload || entry.state === 'sent')
      throw new KioskFailure('refused', 'This was dealt with already. Enter it again if another is needed.');
    await this.#service.vendor();
    await this.#delivery.deliver(id, { lost: entry.state === 'unconfirmed' && !unlookable.has(entry.kind), tries: this.#tries });
  }

  /** Staff discard a write still waiting: it is never sent, and the Outbox says whether it could have arrived before. */
  async #withdraw(entry: OutboxEntry): Promise<void> {
    // Queued means no connection was made (or a look-up found nothing); a lost answer may have been the service's.
    const mayHaveArrived = entry.state === 'unconfirmed' || (entry.state === 'pending' && entry.sentAt !== undefined);
    const message = mayHaveArrived
      ? 'Discarded by staff. Its answer had been lost, so it may have reached the provider before: look for it there before entering it again.'
      : 'Discarded by staff before it went: it was never sent.';
    await this.#delivery.withdraw(entry.id, () =>
      this.#outbox.update(entry.id, { state: 'withdrawn', dealtWith: true, payload: null, message }),
    );
  }

  /** Every entry as written down, for the lists read back from the outbox (call-backs, an application's record). */
  entries(): readonly OutboxEntry[] {
    return this.#outbox.entries();
  }

  snapshot(): OutboxSnapshot {
    const entries = this.#outbox.entries();
    return {
      entries: this.#outbox.views(),
      online: this.#connectivity.online,
      queued: entries.filter(waiting).length,
      needsDecision: entries.filter(needsDecision).length,
      unreadable: this.#outbox.unreadable,
    };
  }

  get online(): boolean {
    return this.#connectivity.online;
  }

  /** Something may be possible now (staff unlocked the kiosk): follow up soon. */
  nudge(): void {
    this.#followUps.soon();
  }

  /** Waits for the background pass under way, if any (tests, shutdown). */
  async settled(): Promise<void> {
    await this.#ready;
    await this.#followUps.idle();
  }

  async close(): Promise<void> {
    this.#followUps.stop();
    await this.settled().catch(() => undefined);
    await this.#outbox.close();
  }
}

function keptCancel(): KioskFailure {
  return new KioskFailure(
    'refused',
    'This cancels a quote the customer applied for here, so its emailed link cannot start a second application. It goes when the service is back.',
  );
}

/** Withdraw asked of one that is not waiting any more: what became of it instead. */
function notWaiting(entry: OutboxEntry): KioskFailure {
  if (entry.state === 'sent') return new KioskFailure('refused', 'It was sent meanwhile, so there is nothing to discard.');
  return new KioskFailure('refused', 'It is not waiting to be sent any more: see the Outbox for what became of it.');
}

function answerOf<K extends OutboxKind>(_kind: K, outboxId: string, delivery: Delivery): WriteAnswer<K> {
  if ('failure' in delivery) throw delivery.failure;
  if ('queued' in delivery) return { state: 'queued', outboxId };
  // The delivery of a K write carries what sendWrite(K) made.
  return { state: 'sent', outboxId, result: delivery.sent.result as WriteResults[K] };
}
