import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { eventSchema, type EventPayload, type KioskEvent } from '../../shared/contract';
import { Emitter } from '../core/emitter';
import type { Logger } from '../core/logger';

/** One event as the transports carry it: its payload already checked against the contract. */
export interface KioskEventRecord {
  /** `<run>.<seq>`: a stream that reconnects sends back the last one it saw. */
  readonly id: string;
  readonly event: KioskEvent;
  readonly payload: unknown;
}

export type KioskEventListener = (record: KioskEventRecord) => void;

/** Events that carry the whole of what they describe: a stream that catches up needs only the latest of each. */
const wholeState: ReadonlySet<KioskEvent> = new Set<KioskEvent>(['outbox:changed', 'updates:changed']);

/**
 * What main pushes to the screens (shared/contract `events`): each payload checked once, handed to every
 * transport, and the last few kept so a stream that broke for a moment can catch up instead of polling.
 */
export class KioskEvents {
  readonly #log: Logger;
  readonly #capacity: number;
  readonly #run = randomBytes(6).toString('base64url');
  readonly #transports: Emitter<{ record: KioskEventRecord }>;
  #kept: { seq: number; record: KioskEventRecord }[] = [];
  #latest = 0;
  /** Events up to this one are gone: overflowed or forgotten. */
  #lostThrough = 0;

  constructor(options: { log: Logger; capacity?: number }) {
    this.#log = options.log;
    this.#capacity = options.capacity ?? 256;
    this.#transports = new Emitter('events', options.log);
  }

  /** The id a stream that has seen everything so far would hold. */
  get latestId(): string {
    return `${this.#run}.${this.#latest}`;
  }

  emit<E extends KioskEvent>(event: E, payload: EventPayload<E>): void {
    // Full zod's safeParse: the same ZodError whether the event's schema is full zod or zod/mini (issue 37).
    const parsed = z.safeParse(eventSchema(event), payload);
    if (!parsed.success) return this.#log.error(`${event}: the event does not match the contract, so it was not sent`, parsed.error);
    this.#latest += 1;
    const record = { id: this.latestId, event, payload: parsed.data };
    // A long day: every quote brings three outbox snapshots of up to 200 entries; 256 of them kept held about 10 MiB
    // of main's heap (`npm run bench:soak`). A newer snapshot says all an older one did.
    if (wholeState.has(event)) this.#kept = this.#kept.filter((kept) => kept.record.event !== event);
    this.#kept.push({ seq: this.#latest, record });
    if (this.#kept.length > this.#capacity) this.#lostThrough = this.#kept.shift()?.seq ?? this.#lostThrough;
    this.#transports.emit('record', record);
  }

  /** Returns the unsubscribe. */
  subscribe(listener: KioskEventListener): () => void {
    return this.#transports.on('record', listener);
  }

  /** The events after `lastId`, or null when some of them are gone (another run's id, overflowed, forgotten). */
  since(lastId: string): KioskEventRecord[] | null {
    const [run, seqText] = lastId.split('.');
    const seq = Number(seqText);
    if (run !== this.#run || !/^\d{1,15}$/.test(seqText ?? '') || seq > this.#latest || seq < this.#lostThrough) return null;
    return this.#kept.filter((kept) => kept.seq > seq).map((kept) => kept.record);
  }

  /** After a change of profile: another branch's events are not replayed to the screens. */
  forget(): void {
    this.#lostThrough = this.#latest;
    this.#kept = [];
  }
}
