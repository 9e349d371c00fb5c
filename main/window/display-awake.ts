import type { Timers } from '../core/timers';

// The display stays awake while a customer is being served (a customer reading the terms touches nothing for
// minutes), and may sleep otherwise, as the laptop's own settings say.

export interface PowerSaveBlocker {
  /** Electron's powerSaveBlocker.start('prevent-display-sleep'): an id to stop it with. */
  start(): number;
  stop(id: number): void;
}

const looksEveryMs = 15_000;

/** Looks every 15 s; returns the stop, which lets the display sleep again. */
export function keepDisplayAwakeForCustomers(options: {
  customerPresent: () => boolean;
  blocker: PowerSaveBlocker;
  timers: Timers;
}): () => void {
  const { customerPresent, blocker, timers } = options;
  let blocking: number | null = null;
  let cancel: () => void = () => undefined;
  const look = () => {
    const present = customerPresent();
    if (present && blocking === null) blocking = blocker.start();
    if (!present && blocking !== null) {
      blocker.stop(blocking);
      blocking = null;
    }
    cancel = timers.set(look, looksEveryMs);
  };
  look();
  return () => {
    cancel();
    if (blocking !== null) blocker.stop(blocking);
    blocking = null;
  };
}
