import { describe, expect, it } from 'vitest';
import {
  arrowStep,
  clampedToFrame,
  framePointFromShown,
  nudgedByKey,
  outlinesAPage,
  wholeFrameQuad,
  withCornerAt,
} from '../../../../../renderer/capture/scan/corner-moves';
import type { Quad } from '../../../../../renderer/capture/scan/geometry';

// Corners staff move by hand: each move stays on the photo, and the arrow keys step by a share of the frame.

const frame = { width: 1280, height: 720 };
const quad: Quad = {
  topLeft: { x: 400, y: 100 },
  topRight: { x: 850, y: 120 },
  bottomRight: { x: 830, y: 650 },
  bottomLeft: { x: 380, y: 630 },
};

describe('moving a corner', () => {
  it('stops at the edge of the photo, whichever side it is dragged past', () => {
    expect(clampedToFrame({ x: -40, y: 900 }, frame)).toEqual({ x: 0, y: 719 });
    expect(clampedToFrame({ x: 2000, y: -1 }, frame)).toEqual({ x: 1279, y: 0 });
    expect(clampedToFrame({ x: 12.5, y: 30 }, frame)).toEqual({ x: 12.5, y: 30 });
  });

  it('moves only the corner it is given', () => {
    const moved = withCornerAt(quad, 'bottomRight', { x: 1500, y: 700 }, frame);
    expect(moved.bottomRight).toEqual({ x: 1279, y: 700 });
    expect({ ...moved, bottomRight: quad.bottomRight }).toEqual(quad);
  });

  it('turns a place on the shown photo into the same place on the frame, clamped', () => {
    const shown = { width: 640, height: 360 };
    expect(framePointFromShown({ x: 320, y: 90 }, shown, frame)).toEqual({ x: 640, y: 180 });
    expect(framePointFromShown({ x: -10, y: 400 }, shown, frame)).toEqual({ x: 0, y: 719 });
  });

  it('starts from the whole photo when no page was found', () => {
    expect(wholeFrameQuad(frame)).toEqual({
      topLeft: { x: 0, y: 0 },
      topRight: { x: 1279, y: 0 },
      bottomRight: { x: 1279, y: 719 },
      bottomLeft: { x: 0, y: 719 },
    });
  });
});

describe('the arrow keys', () => {
  it('step half a per cent of the long edge, and Shift eight times as far', () => {
    expect(arrowStep(frame, false)).toBe(6);
    expect(arrowStep(frame, true)).toBe(51);
    expect(arrowStep({ width: 1080, height: 1920 }, false)).toBe(10);
    expect(arrowStep({ width: 40, height: 30 }, false)).toBe(1);
  });

  it('move the corner each way, and nothing else', () => {
    expect(nudgedByKey(quad, 'topLeft', 'ArrowLeft', false, frame)?.topLeft).toEqual({ x: 394, y: 100 });
    expect(nudgedByKey(quad, 'topLeft', 'ArrowRight', true, frame)?.topLeft).toEqual({ x: 451, y: 100 });
    expect(nudgedByKey(quad, 'bottomLeft', 'ArrowUp', false, frame)?.bottomLeft).toEqual({ x: 380, y: 624 });
    expect(nudgedByKey(quad, 'bottomLeft', 'ArrowDown', true, frame)?.bottomLeft).toEqual({ x: 380, y: 681 });
    expect(nudgedByKey(quad, 'topRight', 'ArrowDown', false, frame)?.topLeft).toEqual(quad.topLeft);
  });

  it('stop at the edge of the photo', () => {
    expect(nudgedByKey(quad, 'bottomRight', 'ArrowDown', true, frame)?.bottomRight).toEqual({ x: 830, y: 701 });
    const atEdge = withCornerAt(quad, 'bottomRight', { x: 830, y: 719 }, frame);
    expect(nudgedByKey(atEdge, 'bottomRight', 'ArrowDown', true, frame)?.bottomRight).toEqual({ x: 830, y: 719 });
  });

  it('ignore every other key, so Tab and Enter do what they always do', () => {
    expect(nudgedByKey(quad, 'topLeft', 'Tab', false, frame)).toBeNull();
    expect(nudgedByKey(quad, 'topLeft', 'Enter', true, frame)).toBeNull();
  });
});

describe('whether the corners still outline a page', () => {
  it('holds for a page, turned or seen at an angle', () => {
    expect(outlinesAPage(quad)).toBe(true);
    expect(outlinesAPage(wholeFrameQuad(frame))).toBe(true);
  });

  it('fails once two corners cross over or a corner folds inside', () => {
    expect(outlinesAPage({ ...quad, topLeft: quad.topRight, topRight: quad.topLeft })).toBe(false);
    expect(outlinesAPage({ ...quad, topLeft: { x: 700, y: 500 } })).toBe(false);
  });
});
