export interface PollPacing {
  /** Between polls while all is well. */
  readonly intervalMs: number;
  /** The longest wait after failures. */
  readonly maxBackoffMs: number;
  readonly random: () => number;
}

/**
 * How long to wait before the next poll: the interval after a success; after failures in a row, twice as long each
 * time up to the cap, with "equal jitter" (half fixed, half random) so kiosks that failed together do not retry in step.
 */
export function nextPollDelay(failuresInRow: number, pacing: PollPacing): number {
  if (failuresInRow <= 0) return pacing.intervalMs;
  const ceiling = Math.min(pacing.maxBackoffMs, pacing.intervalMs * 2 ** Math.min(failuresInRow, 30));
  return Math.round(ceiling / 2 + (pacing.random() * ceiling) / 2);
}
