import { distance, quadPoints, type Quad } from './geometry';

/** How long a found page must stay put before hands-free capture takes it (issue 27, point 5). */
export const holdStillMs = 1000;
/** How far any corner may wander, as a share of the frame's diagonal, for the page still to count as held still. */
export const stillShare = 0.02;

/** What the camera showed at one moment: the page's corners in a frame of this size, or null when no page was found. */
export interface CornerSample {
  /** Milliseconds, from any steady clock. */
  at: number;
  corners: Quad | null;
  frame: { width: number; height: number };
}

/**
 * Hands-free capture's state: looking for a page; a page found and holding still since `since` (measured from where
 * it was then, `anchor`); `capture` once it has held for holdStillMs; then `taken` until that page is moved or taken
 * away, so one page is captured once however long it lies there.
 */
export type HandsFree =
  | { kind: 'looking' }
  | { kind: 'holding'; since: number; anchor: Quad; remainingMs: number }
  | { kind: 'capture'; anchor: Quad }
  | { kind: 'taken'; anchor: Quad };

export const startLooking: HandsFree = { kind: 'looking' };

/** The state after one more sample from the camera. */
export function nextHandsFree(state: HandsFree, sample: CornerSample): HandsFree {
  const { at, corners, frame } = sample;
  if (state.kind === 'capture' || state.kind === 'taken') {
    // The page just captured stays taken until it goes or moves; then whatever is seen now is looked at afresh.
    if (corners && stillAt(state.anchor, corners, frame)) return { kind: 'taken', anchor: state.anchor };
    return nextHandsFree(startLooking, sample);
  }
  if (!corners) return startLooking;
  if (state.kind === 'looking' || !stillAt(state.anchor, corners, frame)) return holding(corners, at, at);
  const remainingMs = holdStillMs - (at - state.since);
  return remainingMs <= 0 ? { kind: 'capture', anchor: state.anchor } : holding(state.anchor, state.since, at);
}

function holding(anchor: Quad, since: number, at: number): HandsFree {
  return { kind: 'holding', since, anchor, remainingMs: holdStillMs - (at - since) };
}

/** Every corner within stillShare of the frame's diagonal of where it was. */
function stillAt(anchor: Quad, corners: Quad, frame: { width: number; height: number }): boolean {
  const reach = stillShare * Math.hypot(frame.width, frame.height);
  const now = quadPoints(corners);
  return quadPoints(anchor).every((corner, index) => distance(corner, now[index] ?? corner) <= reach);
}
