import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownAnnouncement, IdleCountdown, warningSecondsFor } from '../../../../renderer/idle-countdown';

// K4 with a warning: "Still there?" counts down the last seconds of the idle time; only then is the customer wiped.

function watched(limitSeconds: number) {
  const warnings: (number | null)[] = [];
  const wipes: number[] = [];
  const countdown = new IdleCountdown(limitSeconds, { warning: (left) => warnings.push(left), wipe: () => wipes.push(Date.now()) });
  return { countdown, warnings, wipes };
}

describe('IdleCountdown (K4)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('asks "Still there?" 20 s before K4’s 120 s, counts each second down, then wipes at 120 s exactly', () => {
    const { countdown, warnings, wipes } = watched(120);
    countdown.start();
    vi.advanceTimersByTime(99_999);
    expect(warnings).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(warnings).toEqual([20]);
    vi.advanceTimersByTime(19_000);
    expect(warnings).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(wipes).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(warnings.at(-1)).toBeNull();
    expect(wipes).toEqual([120_000]);
  });

  it('starts the quiet time over with every touch before the warning', () => {
    const { countdown, warnings, wipes } = watched(120);
    countdown.start();
    vi.advanceTimersByTime(90_000);
    countdown.activity();
    vi.advanceTimersByTime(90_000);
    expect(warnings).toEqual([]);
    vi.advanceTimersByTime(30_000);
    expect(wipes).toEqual([210_000]);
  });

  it('"I’m still here" keeps everything and starts the quiet time over', () => {
    const { countdown, warnings, wipes } = watched(120);
    countdown.start();
    vi.advanceTimersByTime(105_000);
    countdown.stay();
    expect(warnings.at(-1)).toBeNull();
    vi.advanceTimersByTime(99_000);
    expect(wipes).toEqual([]);
    vi.advanceTimersByTime(21_000);
    expect(wipes).toEqual([225_000]);
  });

  it('once the warning asks, a stray touch does not hide it: only an answer keeps the data', () => {
    const { countdown, wipes } = watched(120);
    countdown.start();
    vi.advanceTimersByTime(110_000);
    countdown.activity();
    vi.advanceTimersByTime(10_000);
    expect(wipes).toEqual([120_000]);
  });

  it('after a wipe nothing runs until someone touches the kiosk again', () => {
    const { countdown, warnings, wipes } = watched(10);
    countdown.start();
    vi.advanceTimersByTime(60_000);
    expect(wipes).toHaveLength(1);
    const asked = warnings.length;
    countdown.activity();
    vi.advanceTimersByTime(10_000);
    expect(wipes).toHaveLength(2);
    expect(warnings.length).toBeGreaterThan(asked);
  });

  it('stops cleanly', () => {
    const { countdown, wipes } = watched(4);
    countdown.start();
    countdown.stop();
    vi.advanceTimersByTime(60_000);
    expect(wipes).toEqual([]);
  });
});

describe('warningSecondsFor', () => {
  it('is the full 20 s of any longer limit, and half of a short test limit, never the whole of it', () => {
    expect(warningSecondsFor(120)).toBe(20);
    expect(warningSecondsFor(600)).toBe(20);
    expect(warningSecondsFor(24)).toBe(20);
    expect(warningSecondsFor(20)).toBe(10);
    expect(warningSecondsFor(6)).toBe(3);
    expect(warningSecondsFor(1)).toBe(1);
  });
});

describe('countdownAnnouncement (announced at the start and halfway, never every second)', () => {
  it('says nothing in the first half: the alert dialog announced the time as it opened', () => {
    for (let left = 20; left > 10; left--) expect(countdownAnnouncement(left, 20)).toBeNull();
  });

  it('from halfway says one sentence that does not change, so it is read once', () => {
    const said = new Set<number | null>();
    for (let left = 10; left >= 1; left--) said.add(countdownAnnouncement(left, 20));
    expect([...said]).toEqual([10]);
  });
});
