import type { Logger } from './logger';

// The one way main's parts tell each other what happened: typed events, each listener on its own, so one that
// throws is logged and stops none of the others.

type Listener<Payload> = (payload: Payload) => void;

/** Events that carry nothing are emitted without an argument. */
type Arguments<Payload> = [Payload] extends [void] ? [] : [payload: Payload];

export class Emitter<Events extends Record<string, unknown>> {
  readonly #name: string;
  readonly #log: Pick<Logger, 'error'>;
  readonly #listeners = new Map<keyof Events, Set<Listener<never>>>();

  /** `name` says whose events these are in the log, when a listener fails. */
  constructor(name: string, log: Pick<Logger, 'error'>) {
    this.#name = name;
    this.#log = log;
  }

  /** Returns the unsubscribe. The same function subscribed twice hears each event twice. */
  on<E extends keyof Events>(event: E, listener: Listener<Events[E]>): () => void {
    const own: Listener<Events[E]> = (payload) => listener(payload);
    const listeners = this.#listeners.get(event) ?? new Set();
    listeners.add(own as Listener<never>);
    this.#listeners.set(event, listeners);
    return () => void listeners.delete(own as Listener<never>);
  }

  emit<E extends keyof Events>(event: E, ...[payload]: Arguments<Events[E]>): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      try {
        (listener as Listener<Events[E] | undefined>)(payload);
      } catch (error) {
        this.#log.error(`${this.#name}: a listener of ${String(event)} failed`, error);
      }
    }
  }
}
