/** When to run something later; tests pass their own to run it when they choose. Returns a cancel function. */
export interface Timers {
  set(callback: () => void, ms: number): () => void;
}

/** Node's timers, unref'd so a pending poll never keeps the process alive. */
export const realTimers: Timers = {
  set: (callback, ms) => {
    const timer = setTimeout(callback, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};
