import { cross, type Point } from './geometry';

/** How many hull points the search keeps: the largest-quad search is cubic in this. */
const maxHullPoints = 40;

/**
 * The four hull points that enclose the most area: for a page's outline these are its corners, however it is turned,
 * and a rounded or nicked corner moves them little. Null when the hull has fewer than four points.
 */
export function largestInscribedQuad(hull: readonly Point[]): [Point, Point, Point, Point] | null {
  const points = fewerPoints(hull, maxHullPoints);
  const count = points.length;
  if (count < 4) return null;
  const at = (index: number): Point => points[index % count] ?? { x: 0, y: 0 };
  let best: { area: number; corners: [Point, Point, Point, Point] } | null = null;
  for (let first = 0; first < count; first++) {
    for (let third = first + 2; third < first + count - 1; third++) {
      const [second, secondArea] = farthestBetween(at, first, third);
      const [fourth, fourthArea] = farthestBetween(at, third, first + count);
      const area = secondArea + fourthArea;
      if (!best || area > best.area) best = { area, corners: [at(first), at(second), at(third), at(fourth)] };
    }
  }
  return best?.corners ?? null;
}

/** The hull point strictly between `from` and `to` (going round) farthest from the line through them, and twice that triangle's area. */
function farthestBetween(at: (index: number) => Point, from: number, to: number): [number, number] {
  let best: [number, number] = [from + 1, -1];
  for (let index = from + 1; index < to; index++) {
    const area = Math.abs(cross(at(from), at(index), at(to)));
    if (area > best[1]) best = [index, area];
  }
  return best;
}

/** Drops the points that matter least to the outline (smallest triangle with their neighbours) until `limit` remain. */
function fewerPoints(hull: readonly Point[], limit: number): Point[] {
  const points = [...hull];
  while (points.length > limit) {
    let weakest = 0;
    let smallest = Infinity;
    points.forEach((point, index) => {
      const before = points[(index + points.length - 1) % points.length] ?? point;
      const after = points[(index + 1) % points.length] ?? point;
      const area = Math.abs(cross(before, point, after));
      if (area < smallest) {
        smallest = area;
        weakest = index;
      }
    });
    points.splice(weakest, 1);
  }
  return points;
}
