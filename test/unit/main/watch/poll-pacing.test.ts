import { describe, expect, it } from 'vitest';
import { nextPollDelay } from '../../../../main/watch/poll-pacing';

describe('nextPollDelay', () => {
  const pacing = { intervalMs: 60_000, maxBackoffMs: 15 * 60_000 };

  it('waits the interval after a success', () => {
    expect(nextPollDelay(0, { ...pacing, random: () => 0.3 })).toBe(60_000);
  });

  it('doubles after each failure in a row, up to the cap', () => {
    const top = [1, 2, 3, 4, 5, 40].map((failures) => nextPollDelay(failures, { ...pacing, random: () => 1 }));
    expect(top).toEqual([120_000, 240_000, 480_000, 900_000, 900_000, 900_000]);
  });

  it('jitters within the upper half, never below half the ceiling', () => {
    expect(nextPollDelay(1, { ...pacing, random: () => 0 })).toBe(60_000);
    expect(nextPollDelay(3, { ...pacing, random: () => 0.5 })).toBe(360_000);
  });
});
