import { cross, type Point, type Quad } from './geometry';

/** The four corners by name, in the order staff meet them (clockwise from the top left). */
export const cornerNames = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'] as const;
export type CornerName = (typeof cornerNames)[number];

/** How each corner is read out: "Top-left corner of page 1". */
export const cornerLabels: Record<CornerName, string> = {
  topLeft: 'Top-left',
  topRight: 'Top-right',
  bottomRight: 'Bottom-right',
  bottomLeft: 'Bottom-left',
};

/** One arrow press moves a corner this share of the frame's long edge; with Shift, the larger share. */
export const arrowStepShare = 0.005;
export const shiftArrowStepShare = 0.04;

interface FrameSize {
  width: number;
  height: number;
}

/** The whole frame as a quad: where staff start when the scan found no page. */
export function wholeFrameQuad(frame: FrameSize): Quad {
  const right = frame.width - 1;
  const bottom = frame.height - 1;
  return { topLeft: { x: 0, y: 0 }, topRight: { x: right, y: 0 }, bottomRight: { x: right, y: bottom }, bottomLeft: { x: 0, y: bottom } };
}

/** A point kept on the frame's pixels: a corner dragged past the photo's edge stops at it. */
export function clampedToFrame(point: Point, frame: FrameSize): Point {
  return { x: Math.min(Math.max(point.x, 0), frame.width - 1), y: Math.min(Math.max(point.y, 0), frame.height - 1) };
}

/** The quad with one corner put at `to`, kept on the frame. */
export function withCornerAt(quad: Quad, corner: CornerName, to: Point, frame: FrameSize): Quad {
  return { ...quad, [corner]: clampedToFrame(to, frame) };
}

/** How far one arrow press moves a corner, in frame pixels: small enough to place exactly, never under a pixel. */
export function arrowStep(frame: FrameSize, further: boolean): number {
  const share = further ? shiftArrowStepShare : arrowStepShare;
  return Math.max(1, Math.round(Math.max(frame.width, frame.height) * share));
}

const arrowDirections: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The quad after an arrow key on one corner's handle (Shift for a larger step); null for any other key. */
export function nudgedByKey(quad: Quad, corner: CornerName, key: string, shift: boolean, frame: FrameSize): Quad | null {
  const direction = arrowDirections[key];
  if (!direction) return null;
  const step = arrowStep(frame, shift);
  const from = quad[corner];
  return withCornerAt(quad, corner, { x: from.x + direction.x * step, y: from.y + direction.y * step }, frame);
}

/** A point on the shown photo (CSS pixels from its top left, in a box of `shown` size) as a point of the frame. */
export function framePointFromShown(offset: Point, shown: FrameSize, frame: FrameSize): Point {
  return clampedToFrame({ x: (offset.x / shown.width) * frame.width, y: (offset.y / shown.height) * frame.height }, frame);
}

/** The corners still outline a page: each turn the same way round, none crossing another, so the page can be straightened. */
export function outlinesAPage(quad: Quad): boolean {
  const points = [quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft];
  const turns = points.map((point, index) => cross(point, points[(index + 1) % 4] ?? point, points[(index + 2) % 4] ?? point));
  return turns.every((turn) => turn > 0) || turns.every((turn) => turn < 0);
}
