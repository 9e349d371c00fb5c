import type { OutboxKind, OutboxSnapshot } from '../../shared/contract/outbox';
import { KioskFailure } from '../services/kiosk-failure';
import type { Logger } from '../services/logger';
import { kioskFailureOf } from '../services/vendor-errors';
import type { VendorPort } from '../services/vendor-port';
import type { Timers } from '../watch/timers';
import { Backoff, backoffMs, serviceReachable, type BackoffPolicy } from './connectivity-probe';
import { needsDecision, queueable, unlookable, type OutboxEntry, type OutboxPayload } from './outbox-entry';
import type { Outbox } from './outbox';
import { sendWrite, type Made, type WriteResults } from './outbox-sends';
import { keptOnSent, keptOnWrite } from './outbox-kept';
import { summaryOf } from './outbox-summary';
import { documentsBefore, lookUp } from './reconcile';
import { earlierAttempt, mayHaveReached, needsConfirmation, sameRequestKey, unsettledTwin } from './repeat-guard';
import { writeFailureOf } from './write-outcome';
import { withUploadProgress } from '../vendor/upload-progress';

// K8: every write of one profile goes through here: written down, sent, and marked; K3 before anything goes twice,
// K7 where nothing can be looked up, and a queue while the service cannot be reached.

/** The profile's service, or a KioskFailure when it cannot be called now (locked, another profile in use). */
export interface ServiceAccess {
  vendor(): Promise<VendorPort>;
}

export interface OutboxWriterOptions {
  outbox: Outbox;
  service: ServiceAccess;
  now: () => number;
  timers: Timers;
  backoff: BackoffPolicy;
  log: Logger;
  /** Look-ups, and sends of one write, tried before its caller is answered; the rest carry on in the background. */
  inlineTries?: number;
  /** Told when the service goes away or comes back (entries tell the outbox's own listeners). */
  onOnlineChange?: () => void;
  /** A document's bytes handed to the network so far (`outbox:progress`). */
  onProgress?: (id: string, sentBytes: number, totalBytes: number) => void;
}

export type WriteAnswer<K extends OutboxKind> =
  { state: 'sent'; outboxId: string; result: WriteResults[K] } | { state: 'queued'; outboxId: string };

type Delivery = { sent: Made<OutboxKind> } | { queued: true } | { failure: KioskFailure };

const serviceNeeded: Readonly<Record<OutboxKind, string>> = {
  quote: 'The financing service cannot be reached.',
  callout: 'The financing service cannot be reached.',
  document: 'The financing service cannot be reached.',
  reference: 'The financing service cannot be reached.',
  secureCode: 'A secure code needs the financing service, which cannot be reached right now. Try again once the kiosk is back online.',
  payment: 'Requesting payment needs the financing service, which cannot be reached right now. Try again once the kiosk is back online.',
};

export class OutboxWriter {
  readonly #outbox: Outbox;
  readonly #service: ServiceAccess;
  readonly #now: () => number;
  readonly #timers: Timers;
  readonly #policy: BackoffPolicy;
  readonly #log: Logger;
  readonly #tries: number;
  readonly #onOnlineChange: () => void;
  readonly #onProgress: NonNullable<OutboxWriterOptions['onProgress']>;
  /** Deliveries under way, by entry: a second caller joins the first instead of sending again. */
  readonly #inflight = new Map<string, Promise<Delivery>>();
  readonly #followUps: Backoff;
  readonly #ready: Promise<void>;
  #pass: Promise<boolean> | null = null;
  #online = true;
  #closed = false;

  constructor(options: OutboxWriterOptions) {
    this.#outbox = options.outbox;
    this.#service = options.service;
    this.#now = options.now;
    this.#timers = options.timers;
    this.#policy = options.backoff;
    this.#log = options.log;
    this.#tries = options.inlineTries ?? 3;
    this.#onOnlineChange = options.onOnlineChange ?? (() => {});
    this.#onProgress = options.onProgress ?? (() => {});
    this.#followUps = new Backoff(options.timers, options.backoff, () => this.#followUp());
    // K8: after a restart, what was left unresolved is settled before anything new is sent.
    this.#ready = this.#followUp()
      .catch((error: unknown) => {
        this.#log.error('The outbox could not settle what an earlier run left', error);
        return true;
      })
      .then((more) => {
        if (more) this.#followUps.soon();
      });
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
    const waiting = this.#outbox.entries().find((entry) => entry.sameAs === sameAs && entry.state === 'queued' && !entry.dealtWith);
    // K8: the same write pressed again while it waits is the one in the queue, sent once.
    if (waiting) return this.#settleTwin(kind, waiting);
    if (unlookable.has(kind)) {
      const earlier = earlierAttempt(this.#outbox.entries(), sameAs, this.#now());
      // K7: the earlier one may have reached the provider; a second goes only when staff say so.
      if (earlier && (!options.confirmRepeat || this.#inflight.has(earlier.id))) throw needsConfirmation(earlier);
      if (earlier) await this.#outbox.update(earlier.id, { dealtWith: true, message: 'Staff asked for it again.', payload: null });
    } else {
      const twin = unsettledTwin(this.#outbox.entries(), sameAs) ?? this.#inFlight(sameAs);
      // K3: pressed again after a lost answer (or while queued): the first is settled, never a second made blind.
      if (twin) return this.#settleTwin(kind, twin);
    }
    const summary = summaryOf(kind, payload);
    const kept = keptOnWrite(kind, payload);
    if (!this.#online) {
      if (!queueable.has(kind)) throw new KioskFailure('unavailable', serviceNeeded[kind]);
      const queued = await this.#outbox.add({ kind, state: 'queued', payload, summary, sameAs, waited: true, kept });
      this.#followUps.soon();
      return { state: 'queued', outboxId: queued.id };
    }
    const entry = await this.#outbox.add({ kind, state: 'pending', payload, summary, sameAs, kept });
    const delivery = await this.#deliver(entry.id, { lost: false, tries: this.#tries });
    if ('failure' in delivery) throw delivery.failure;
    if ('queued' in delivery) return { state: 'queued', outboxId: entry.id };
    return { state: 'sent', outboxId: entry.id, result: resultOf(kind, delivery.sent) };
  }

  async #settleTwin<K extends OutboxKind>(kind: K, twin: OutboxEntry): Promise<WriteAnswer<K>> {
    if (twin.state === 'queued' && !this.#online) return { state: 'queued', outboxId: twin.id };
    const delivery = await this.#deliver(twin.id, { lost: twin.state !== 'queued', tries: this.#tries });
    if ('failure' in delivery) throw delivery.failure;
    if ('queued' in delivery) return { state: 'queued', outboxId: twin.id };
    return { state: 'sent', outboxId: twin.id, result: resultOf(kind, delivery.sent) };
  }

  /** The same write already on its way (a double press). */
  #inFlight(sameAs: string): OutboxEntry | undefined {
    return this.#outbox.entries().find((entry) => entry.sameAs === sameAs && entry.state === 'pending' && this.#inflight.has(entry.id));
  }

  /** Staff's decision: send it again (K7: they confirm the repeat; K3 still looks first where it can), or dismiss it. */
  async resolve(id: string, action: 'sendAgain' | 'dismiss'): Promise<void> {
    const entry = this.#outbox.get(id);
    if (!entry) throw new KioskFailure('not-found', 'That outbox entry is gone: it was dealt with already.');
    if (this.#inflight.has(id)) throw new KioskFailure('refused', 'This is being sent right now. Wait for its answer.');
    if (action === 'dismiss') {
      // A queued write that staff dismiss is never sent.
      const cancelled = entry.state === 'queued' || entry.state === 'pending';
      await this.#outbox.update(id, {
        dealtWith: true,
        payload: null,
        ...(cancelled ? { state: 'failed', message: 'Cancelled by staff: it was not sent.' } : {}),
      });
      return;
    }
    if (!entry.payload || entry.state === 'sent')
      throw new KioskFailure('refused', 'This was dealt with already. Enter it again if another is needed.');
    await this.#service.vendor();
    await this.#deliver(id, { lost: entry.state === 'unconfirmed' && !unlookable.has(entry.kind), tries: this.#tries });
  }

  /** Every entry as written down, for the lists read back from the outbox (call-backs, an application's record). */
  entries(): readonly OutboxEntry[] {
    return this.#outbox.entries();
  }

  snapshot(): OutboxSnapshot {
    const entries = this.#outbox.entries();
    return {
      entries: this.#outbox.views(),
      online: this.#online,
      queued: entries.filter((entry) => entry.state === 'queued' && !entry.dealtWith).length,
      needsDecision: entries.filter(needsDecision).length,
    };
  }

  get online(): boolean {
    return this.#online;
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
    this.#closed = true;
    this.#followUps.stop();
    await this.settled().catch(() => undefined);
    await this.#outbox.close();
  }

  /**
   * Sends the entry (or first settles a lost answer, `lost`), and keeps at it while K3 says nothing arrived, at most
   * `tries` sends; the outcome is written down before it is reported.
   */
  #deliver(id: string, options: { lost: boolean; tries: number }): Promise<Delivery> {
    const under = this.#inflight.get(id);
    if (under) return under;
    const delivery = this.#send(id, options).finally(() => this.#inflight.delete(id));
    this.#inflight.set(id, delivery);
    return delivery;
  }

  async #send(id: string, options: { lost: boolean; tries: number }): Promise<Delivery> {
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
      switch (writeFailureOf(answer.error)) {
        case 'refused':
        case 'not-sent':
          return this.#failed(id, kioskFailureOf(answer.error));
        case 'unreachable':
          return this.#unreachable(id);
        case 'lost':
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
        this.#setOnline(true);
        return 'found' in found.data ? this.#sent(id, found.data.found) : { again: true };
      }
      if (writeFailureOf(found.error) === 'unreachable') this.#setOnline(false);
    }
    return this.#stillUnknown(id);
  }

  /** K3: the look-up could not tell; the kiosk keeps looking, and never sends blind meanwhile. */
  async #stillUnknown(id: string): Promise<Delivery> {
    const message =
      'The financing service did not confirm this, and the kiosk could not check yet. It keeps checking, and sends nothing again until it knows.';
    // Its outcome comes after its caller was answered: whatever it is, staff see it (`waited`).
    await this.#outbox.update(id, { state: 'unconfirmed', message, waited: true });
    this.#followUps.soon();
    return { failure: new KioskFailure('outcome-unknown', message) };
  }

  async #sent(id: string, made: Made<OutboxKind>): Promise<Delivery> {
    this.#setOnline(true);
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

  async #failed(id: string, failure: KioskFailure): Promise<Delivery> {
    await this.#outbox.update(id, { state: 'failed', message: failure.message, payload: null });
    return { failure };
  }

  /** K8: nothing went; quotes, callouts, documents and references wait, the others need the service now. */
  async #unreachable(id: string): Promise<Delivery> {
    this.#setOnline(false);
    const entry = this.#current(id);
    if (!queueable.has(entry.kind)) return this.#failed(id, new KioskFailure('unavailable', serviceNeeded[entry.kind]));
    await this.#outbox.update(id, { state: 'queued', waited: true, message: null });
    this.#followUps.soon();
    return { queued: true };
  }

  /** One pass over what is left (a second asker joins the pass under way). Resolves true when some remain. */
  #followUp(): Promise<boolean> {
    this.#pass ??= this.#followUpOnce().finally(() => {
      this.#pass = null;
    });
    return this.#pass;
  }

  /** Queued writes go, lost answers are looked up (K3, K8). */
  async #followUpOnce(): Promise<boolean> {
    if (this.#closed) return false;
    const waiting = () =>
      this.#outbox
        .entries()
        .filter((entry) => !this.#inflight.has(entry.id) && followsUp(entry))
        .sort((a, b) => a.created - b.created);
    // Offline, the probe goes on even with nothing queued: secure codes and payment wait for it to say "back" (K8).
    if (this.#online && waiting().length === 0) return false;
    let vendor: VendorPort;
    try {
      vendor = await this.#service.vendor();
    } catch {
      // Locked or signed out: unlocking nudges the outbox again.
      return true;
    }
    if (!this.#online) {
      if (!(await serviceReachable(vendor))) return true;
      this.#setOnline(true);
    }
    for (const { id } of waiting()) {
      if (this.#closed || !this.#online) break;
      // As it is now, not as it was when the pass began: a foreground write may have settled it meanwhile.
      const entry = this.#outbox.get(id);
      if (!entry || !followsUp(entry) || this.#inflight.has(id)) continue;
      await this.#deliver(id, { lost: entry.state !== 'queued', tries: 1 }).catch((error: unknown) => {
        this.#log.error('The outbox could not follow up an entry', error);
      });
    }
    return waiting().length > 0 || !this.#online;
  }

  #claimedQuotes(): Set<string> {
    const ids = this.#outbox
      .entries()
      .flatMap((entry) => (entry.kind === 'quote' && entry.serviceId !== undefined ? [entry.serviceId] : []));
    return new Set(ids);
  }

  #current(id: string): OutboxEntry {
    const entry = this.#outbox.get(id);
    if (!entry) throw new Error(`No outbox entry ${id}.`);
    return entry;
  }

  #setOnline(online: boolean): void {
    if (this.#online === online) return;
    this.#online = online;
    this.#onOnlineChange();
    // K8: from now on, ask now and then whether the service is back.
    if (!online) this.#followUps.soon();
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.#timers.set(resolve, ms));
  }
}

/** Left for later: queued writes, writes cut off by a restart, and lost answers that can be looked up (K3). */
function followsUp(entry: OutboxEntry): boolean {
  if (entry.dealtWith || !entry.payload) return false;
  if (entry.state === 'queued' || entry.state === 'pending') return true;
  return entry.state === 'unconfirmed' && !unlookable.has(entry.kind);
}

function neverSent(kind: OutboxKind): KioskFailure {
  const thing = kind === 'secureCode' ? 'secure code' : 'payment request';
  return new KioskFailure(
    'unavailable',
    `The kiosk stopped before this ${thing} was sent, so nothing went. Send it again if it is still needed.`,
  );
}

function resultOf<K extends OutboxKind>(_kind: K, made: Made<OutboxKind>): WriteResults[K] {
  // The delivery of a K write carries what sendWrite(K) made.
  return made.result as WriteResults[K];
}
