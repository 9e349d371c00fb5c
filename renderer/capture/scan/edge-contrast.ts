import { distance, quadPoints, type Point, type Quad } from './geometry';
import { sampleGray, type GrayImage } from './raster';

/** How far either side of an edge the brightness is compared, in pixels of the small copy. */
const reach = 2.5;

/**
 * How clearly the quad's outline is the paper's edge: for each side, the mean step from just outside it to just
 * inside it; the weakest side counts, since a page stands out along its whole edge and a glare or a patch of desk does not.
 */
export function weakestEdgeContrast(gray: GrayImage, quad: Quad): number {
  const corners = quadPoints(quad);
  const centre = { x: corners.reduce((sum, p) => sum + p.x, 0) / 4, y: corners.reduce((sum, p) => sum + p.y, 0) / 4 };
  return Math.min(...corners.map((from, index) => sideContrast(gray, from, corners[(index + 1) % 4] ?? from, centre)));
}

function sideContrast(gray: GrayImage, from: Point, to: Point, centre: Point): number {
  const length = distance(from, to);
  if (length < 4) return 0;
  let normal = { x: -(to.y - from.y) / length, y: (to.x - from.x) / length };
  if ((centre.x - from.x) * normal.x + (centre.y - from.y) * normal.y < 0) normal = { x: -normal.x, y: -normal.y };
  let sum = 0;
  let count = 0;
  // The side's ends are left out: a corner's own blur belongs to two sides.
  for (let t = 0.1; t <= 0.9; t += 1 / length) {
    const x = from.x + (to.x - from.x) * t;
    const y = from.y + (to.y - from.y) * t;
    sum += sampleGray(gray, x + reach * normal.x, y + reach * normal.y) - sampleGray(gray, x - reach * normal.x, y - reach * normal.y);
    count += 1;
  }
  return count ? sum / count : 0;
}
