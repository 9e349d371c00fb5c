import type { Timers } from '../../../../main/core/timers';

// Timers a test runs by hand, to see what the watcher scheduled and when.

export interface ManualTimers {
  timers: Timers;
  /** Delays of the timers still waiting, oldest first. */
  pending(): number[];
  /** Every delay ever asked for, in order. */
  asked: number[];
  /** Runs the oldest waiting timer; false when none waits. */
  runNext(): boolean;
}

export function manualTimers(): ManualTimers {
  const waiting: { callback: () => void; ms: number }[] = [];
  const asked: number[] = [];
  return {
    asked,
    timers: {
      set: (callback, ms) => {
        const entry = { callback, ms };
        waiting.push(entry);
        asked.push(ms);
        return () => {
          const index = waiting.indexOf(entry);
          if (index >= 0) waiting.splice(index, 1);
        };
      },
    },
    pending: () => waiting.map((entry) => entry.ms),
    runNext: () => {
      const entry = waiting.shift();
      entry?.callback();
      return entry !== undefined;
    },
  };
}
