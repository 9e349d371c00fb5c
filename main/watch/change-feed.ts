import type { StatusChange } from '../../shared/contract/watch';
import type { Logger } from '../services/logger';

export type ChangeListener = (change: StatusChange) => void;

/** Who hears of each status change: the kiosk's event hub, which pushes it to the screens (one listener failing stops none). */
export class ChangeFeed {
  readonly #listeners = new Set<ChangeListener>();
  readonly #log: Logger;

  constructor(options: { log: Logger }) {
    this.#log = options.log;
  }

  publish(change: StatusChange): void {
    for (const listener of this.#listeners) {
      try {
        listener(change);
      } catch (error) {
        this.#log.error('watch: a status change listener failed', error);
      }
    }
  }

  onChange(listener: ChangeListener): () => void {
    const own: ChangeListener = (change) => listener(change);
    this.#listeners.add(own);
    return () => void this.#listeners.delete(own);
  }
}
