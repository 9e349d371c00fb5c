import { describe, expect, it } from 'vitest';
import type { Quad } from '../../../../../renderer/capture/scan/geometry';
import {
  holdStillMs,
  nextHandsFree,
  startLooking,
  stillShare,
  type CornerSample,
  type HandsFree,
} from '../../../../../renderer/capture/scan/held-still';

// Hands-free capture's stillness rule (issue 27, point 5): a page found and held still for about a second is
// captured once; a page that moves starts the second again; no page is never captured.

const frame = { width: 480, height: 270 };
const reach = stillShare * Math.hypot(frame.width, frame.height);
const page: Quad = {
  topLeft: { x: 150, y: 30 },
  topRight: { x: 330, y: 35 },
  bottomRight: { x: 325, y: 250 },
  bottomLeft: { x: 145, y: 245 },
};

function shifted(quad: Quad, by: number): Quad {
  const move = ({ x, y }: { x: number; y: number }) => ({ x: x + by, y });
  return {
    topLeft: move(quad.topLeft),
    topRight: move(quad.topRight),
    bottomRight: move(quad.bottomRight),
    bottomLeft: move(quad.bottomLeft),
  };
}

/** The states after each sample in turn, from looking. */
function run(samples: readonly Omit<CornerSample, 'frame'>[]): HandsFree[] {
  const states: HandsFree[] = [];
  let state = startLooking;
  for (const sample of samples) states.push((state = nextHandsFree(state, { ...sample, frame })));
  return states;
}

/** A sample every 200 ms from `from` for `count` samples, each with the corners `cornersAt` gives. */
function every200ms(from: number, count: number, cornersAt: (index: number) => Quad | null): Omit<CornerSample, 'frame'>[] {
  return Array.from({ length: count }, (_, index) => ({ at: from + index * 200, corners: cornersAt(index) }));
}

describe('nextHandsFree', () => {
  it('captures a page held still for a second, counting down on the way, and only once', () => {
    const states = run(every200ms(0, 12, () => page));
    expect(states.slice(0, 5).map((state) => (state.kind === 'holding' ? state.remainingMs : state.kind))).toEqual([
      1000, 800, 600, 400, 200,
    ]);
    expect(states[5]?.kind).toBe('capture');
    // Lying there longer is not a second page.
    expect(states.slice(6).map((state) => state.kind)).toEqual(Array(6).fill('taken'));
  });

  it('takes corners that jitter less than the reach (from where they were at the start) as still', () => {
    const states = run(every200ms(0, 6, (index) => shifted(page, (index % 2 === 0 ? 0.45 : -0.45) * reach)));
    expect(states.at(-1)?.kind).toBe('capture');
  });

  it('starts the second again when the page moves further than the reach', () => {
    // Held for 800 ms, then moved: the count starts again from the move.
    const states = run([...every200ms(0, 5, () => page), ...every200ms(1000, 6, () => shifted(page, 1.5 * reach))]);
    expect(states[5]).toMatchObject({ kind: 'holding', since: 1000, remainingMs: holdStillMs });
    expect(states.findIndex((state) => state.kind === 'capture')).toBe(10);
  });

  it('never captures a slow drift, which is measured from where the page was when the count began', () => {
    const states = run(every200ms(0, 30, (index) => shifted(page, index * 0.3 * reach)));
    expect(states.some((state) => state.kind === 'capture')).toBe(false);
  });

  it('never captures when no page is found', () => {
    const states = run(every200ms(0, 30, () => null));
    expect(states.every((state) => state.kind === 'looking')).toBe(true);
  });

  it('forgets a page that is lost for a moment: the second starts again when it is found', () => {
    const states = run([...every200ms(0, 4, () => page), { at: 800, corners: null }, ...every200ms(1000, 6, () => page)]);
    expect(states[4]?.kind).toBe('looking');
    expect(states[5]).toMatchObject({ kind: 'holding', since: 1000 });
    expect(states.findIndex((state) => state.kind === 'capture')).toBe(10);
  });

  it('arms again for the next page once the captured one is taken away or moved', () => {
    const taken = run([...every200ms(0, 7, () => page), { at: 1400, corners: null }, ...every200ms(1600, 6, () => page)]);
    expect(taken.filter((state) => state.kind === 'capture')).toHaveLength(2);
    const swapped = run([...every200ms(0, 7, () => page), ...every200ms(1400, 6, () => shifted(page, 2 * reach))]);
    expect(swapped.filter((state) => state.kind === 'capture')).toHaveLength(2);
    expect(swapped[7]).toMatchObject({ kind: 'holding', since: 1400 });
  });
});
