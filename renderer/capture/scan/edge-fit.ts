import { distance, intersection, lineThrough, quadFromPoints, quadPoints, type Line, type Point, type Quad } from './geometry';
import { sampleGray, type GrayImage } from './raster';

/** The least rise in brightness, across an edge, that counts as the paper's edge rather than noise. */
const minEdgeStep = 6;

/**
 * The quad with each side moved onto the paper's edge: the strongest dark-to-bright step along the side's inward
 * normal, near where the threshold put it, fitted with a straight line. A side with too few clear steps stays where it was.
 */
export function fitEdges(gray: GrayImage, quad: Quad): Quad {
  const corners = quadPoints(quad);
  const centre = { x: corners.reduce((sum, p) => sum + p.x, 0) / 4, y: corners.reduce((sum, p) => sum + p.y, 0) / 4 };
  const lines = corners.map((from, index) => fittedSide(gray, from, corners[(index + 1) % 4] ?? from, centre));
  const refined = corners.map((corner, index) => {
    const crossing = intersection(lines[(index + 3) % 4] ?? lineThrough(corner, centre), lines[index] ?? lineThrough(corner, centre));
    // A crossing far from the first guess means a side fitted to something else: keep the guess.
    const side = Math.min(distance(corner, corners[(index + 1) % 4] ?? corner), distance(corner, corners[(index + 3) % 4] ?? corner));
    return crossing && distance(crossing, corner) < Math.max(4, side * 0.08) ? crossing : corner;
  });
  return quadFromPoints(refined);
}

function fittedSide(gray: GrayImage, from: Point, to: Point, centre: Point): Line {
  const length = distance(from, to);
  const guess = lineThrough(from, to);
  if (length < 8) return guess;
  const along = { x: (to.x - from.x) / length, y: (to.y - from.y) / length };
  // The normal that points into the page.
  let normal = { x: -along.y, y: along.x };
  if ((centre.x - from.x) * normal.x + (centre.y - from.y) * normal.y < 0) normal = { x: -normal.x, y: -normal.y };
  const reach = Math.max(3, Math.round(length * 0.03));
  const found: Point[] = [];
  for (let t = 0.08; t <= 0.92; t += 1.5 / length) {
    const base = { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
    const step = (offset: number) =>
      sampleGray(gray, base.x + (offset + 0.5) * normal.x, base.y + (offset + 0.5) * normal.y) -
      sampleGray(gray, base.x + (offset - 0.5) * normal.x, base.y + (offset - 0.5) * normal.y);
    let bestOffset = 0;
    let bestStep = -Infinity;
    for (let offset = -reach; offset <= reach; offset++) {
      const rise = step(offset);
      if (rise > bestStep) {
        bestStep = rise;
        bestOffset = offset;
      }
    }
    if (bestStep < minEdgeStep) continue;
    // Between pixels: the top of a parabola through the best step and its neighbours.
    const before = step(bestOffset - 1);
    const after = step(bestOffset + 1);
    const curve = before - 2 * bestStep + after;
    const shift = curve < 0 ? Math.max(-0.5, Math.min(0.5, (before - after) / (2 * curve))) : 0;
    const offset = bestOffset + shift;
    found.push({ x: base.x + offset * normal.x, y: base.y + offset * normal.y });
  }
  if (found.length < 6) return guess;
  return robustLine(found) ?? guess;
}

/** A least-squares line through the points, refitted twice without those more than 1.5 px off it. */
function robustLine(points: readonly Point[]): Line | null {
  let kept = [...points];
  let line: Line | null = null;
  for (let round = 0; round < 3; round++) {
    line = totalLeastSquares(kept);
    if (!line) return null;
    const fitted = line;
    const close = kept.filter((point) => Math.abs(fitted.a * point.x + fitted.b * point.y - fitted.c) <= 1.5);
    if (close.length < 6 || close.length === kept.length) break;
    kept = close;
  }
  return line;
}

/** The line nearest the points measured square to it (the principal axis of their spread). */
function totalLeastSquares(points: readonly Point[]): Line | null {
  const n = points.length;
  if (n < 2) return null;
  const mean = { x: points.reduce((sum, p) => sum + p.x, 0) / n, y: points.reduce((sum, p) => sum + p.y, 0) / n };
  let xx = 0;
  let xy = 0;
  let yy = 0;
  for (const p of points) {
    xx += (p.x - mean.x) ** 2;
    xy += (p.x - mean.x) * (p.y - mean.y);
    yy += (p.y - mean.y) ** 2;
  }
  const angle = 0.5 * Math.atan2(2 * xy, xx - yy);
  const direction = { x: Math.cos(angle), y: Math.sin(angle) };
  return lineThrough(mean, { x: mean.x + direction.x, y: mean.y + direction.y });
}
