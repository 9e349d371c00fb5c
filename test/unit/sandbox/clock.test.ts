import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatTimestamp, SandboxClock, type ClockState } from '../../../sandbox/clock';

function manualClock(startMs = Date.UTC(2026, 0, 1)) {
  let real = startMs;
  const state: ClockState = { offsetMs: 0, timers: [], nextTimerId: 1 };
  const clock = new SandboxClock(state, () => real);
  return { clock, state, passRealTime: (ms: number) => (real += ms) };
}

describe('SandboxClock (D27)', () => {
  it('runs at real speed plus whatever was advanced', async () => {
    const { clock, passRealTime } = manualClock();
    const start = clock.now();
    passRealTime(5_000);
    await clock.advance(60);
    expect(clock.now() - start).toBe(65_000);
  });

  it('runs every due timer in time order, with time standing at each timer', async () => {
    const { clock } = manualClock();
    const start = clock.now();
    const seen: Array<[string, number]> = [];
    clock.on('mark', (timer) => void seen.push([String(timer.data['name']), clock.now() - start]));
    clock.schedule(start + 30_000, 'mark', { name: 'b' });
    clock.schedule(start + 10_000, 'mark', { name: 'a' });
    clock.schedule(start + 90_000, 'mark', { name: 'later' });
    await clock.advance(60);
    expect(seen).toEqual([
      ['a', 10_000],
      ['b', 30_000],
    ]);
    expect(clock.pending()).toHaveLength(1);
    expect(clock.now() - start).toBe(60_000);
  });

  it('runs timers that due timers schedule inside the same advance', async () => {
    const { clock } = manualClock();
    const start = clock.now();
    const seen: number[] = [];
    clock.on('chain', () => {
      seen.push(clock.now() - start);
      if (seen.length < 5) clock.schedule(clock.now() + 10_000, 'chain');
    });
    clock.schedule(start + 10_000, 'chain');
    await clock.advance(35);
    expect(seen).toEqual([10_000, 20_000, 30_000]);
    await clock.advance(100);
    expect(seen).toEqual([10_000, 20_000, 30_000, 40_000, 50_000]);
  });

  it('runs timers that fall due as real time passes, and cancels on request', async () => {
    const { clock, passRealTime } = manualClock();
    const start = clock.now();
    let ran = 0;
    clock.on('tick', () => void ran++);
    clock.schedule(start + 1_000, 'tick');
    clock.schedule(start + 2_000, 'tick', { keep: false });
    clock.cancel((timer) => timer.data['keep'] === false);
    await clock.runDueNow();
    expect(ran).toBe(0);
    passRealTime(1_500);
    await clock.runDueNow();
    expect(ran).toBe(1);
    expect(clock.pending()).toHaveLength(0);
  });

  it('formats D4 timestamps without fractions and dates as YYYY-MM-DD', () => {
    const ms = Date.UTC(2026, 10, 22, 3, 4, 5, 678);
    expect(formatTimestamp(ms)).toBe('2026-11-22T03:04:05+00:00');
    expect(formatDate(ms)).toBe('2026-11-22');
  });

  it('formats any time exactly as toISOString would, without the fraction', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(formatTimestamp(ms)).toBe(new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00'));
        expect(formatDate(ms)).toBe(new Date(ms).toISOString().slice(0, 10));
      }),
      { numRuns: 2000 },
    );
  });
});
