import type { Timers } from '../../../main/core/timers';

// Issue 36: main's clock in a kiosk test, as page.clock is the screens'. It is the wall clock until the test moves it
// on; then what fell due in between runs at once, so main's idle watch (K4) counts a minute without a minute passing.

interface Due {
  at: number;
  run: () => void;
  timer?: NodeJS.Timeout;
}

export class MainClock {
  #skipped = 0;
  readonly #due = new Set<Due>();

  readonly now = (): number => Date.now() + this.#skipped;

  readonly timers: Timers = {
    set: (run, ms) => {
      const due: Due = { at: this.now() + ms, run };
      this.#due.add(due);
      this.#arm(due);
      return () => {
        clearTimeout(due.timer);
        this.#due.delete(due);
      };
    },
  };

  /** Main's time jumps `ms` on: each timer due by then runs once, now (as page.clock.fastForward does in a page). */
  fastForward(ms: number): void {
    this.#skipped += ms;
    for (const due of [...this.#due]) this.#arm(due);
  }

  #arm(due: Due): void {
    clearTimeout(due.timer);
    due.timer = setTimeout(
      () => {
        this.#due.delete(due);
        due.run();
      },
      Math.max(0, due.at - this.now()),
    );
    // As main's own timers (core/timers.ts): a pending one never keeps the test's process alive.
    due.timer.unref();
  }
}
