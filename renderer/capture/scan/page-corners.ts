import { filledArea, largestBrightRegion, type BrightRegion } from './bright-region';
import { smoothed } from './box-blur';
import { weakestEdgeContrast } from './edge-contrast';
import { fitEdges } from './edge-fit';
import { convexHull, cross, polygonArea, quadFromPoints, quadPoints, type Point, type Quad } from './geometry';
import { largestInscribedQuad } from './inscribed-quad';
import { otsuSplit } from './otsu';
import { fullScale, shrunkGray, whiteness, type GrayImage, type RgbaImage } from './raster';

/** The long side of the small copy the page is looked for in: enough for a 2 % fit, quick at 1080p. */
const searchLongSide = 480;
/** A page smaller than this share of the picture is too far away to read, or not a page. */
const minPageShare = 0.1;
/** How much of the bright area's outline the four corners must explain: a round or ragged shape is not a page. */
const minQuadShare = 0.9;
/** How much of its outline the bright area must fill: a page is solid, a tangle of bright things is not. */
const minSolidity = 0.88;
/** A page that runs off the picture has a corner out of view: the share of the picture's rim it may touch. */
const maxRimShare = 0.02;

/** The thresholds tried, as steps from Otsu's towards the dark mean (negative) or the bright mean (positive). */
const thresholdSteps = [-0.5, -0.25, 0, 0.25, 0.5];
/** The least mean step in whiteness along the weakest side for an outline to be the paper's edge. */
const minEdgeContrast = 10;

/**
 * Where the paper's four corners are in the picture, or null when no page stands out from what is around it.
 * Paper is white where a desk is dark or coloured (whiteness): bright areas are found at several thresholds around
 * Otsu's, so a shadow over one side or a light desk does not decide it; each must look like a quadrilateral, and the
 * one whose whole outline stands out most from what is around it wins (a glare or a merged desk patch does not).
 */
export function findPageCorners(image: RgbaImage): Quad | null {
  const factor = Math.max(1, Math.floor(Math.max(image.width, image.height) / searchLongSide));
  const small = smoothed(shrunkGray(image, factor, whiteness), 1);
  const split = otsuSplit(small);
  let best: { quad: Quad; score: number } | null = null;
  for (const step of thresholdSteps) {
    const threshold = split.threshold + step * (step < 0 ? split.threshold - split.darkMean : split.brightMean - split.threshold);
    const found = pageOutline(small, threshold);
    if (!found) continue;
    const quad = fitEdges(small, found.quad);
    const score = weakestEdgeContrast(small, quad);
    if (score >= minEdgeContrast && (!best || score > best.score)) best = { quad, score };
  }
  if (!best) return null;
  const [topLeft, topRight, bottomRight, bottomLeft] = quadPoints(best.quad).map((point) => fullScale(point, factor));
  if (!topLeft || !topRight || !bottomRight || !bottomLeft) return null;
  return { topLeft, topRight, bottomRight, bottomLeft };
}

function pageOutline(small: GrayImage, threshold: number): { quad: Quad; area: number } | null {
  const region = largestBrightRegion(small, threshold);
  if (!region || region.borderPixels > maxRimShare * 2 * (small.width + small.height)) return null;
  const hull = convexHull(outlinePoints(region));
  const corners = largestInscribedQuad(hull);
  if (!corners) return null;
  const hullArea = polygonArea(hull);
  const area = polygonArea(corners);
  if (area < minPageShare * small.width * small.height) return null;
  if (area < minQuadShare * hullArea || filledArea(region) < minSolidity * hullArea) return null;
  const quad = quadFromPoints(corners);
  return looksLikeAPage(quad) ? { quad, area } : null;
}

/** Each row's two ends, at the outer side of their pixels, so the hull holds the whole area. */
function outlinePoints(region: BrightRegion): Point[] {
  return region.rows.flatMap(({ y, left, right }) => [
    { x: left - 0.5, y: y - 0.5 },
    { x: left - 0.5, y: y + 0.5 },
    { x: right + 0.5, y: y - 0.5 },
    { x: right + 0.5, y: y + 0.5 },
  ]);
}

/** Convex, and no corner sharper than 45° or blunter than 135°: a sheet seen from in front, not a sliver. */
function looksLikeAPage(quad: Quad): boolean {
  const corners = quadPoints(quad);
  return corners.every((corner, index) => {
    const before = corners[(index + 3) % 4] ?? corner;
    const after = corners[(index + 1) % 4] ?? corner;
    if (cross(before, corner, after) <= 0) return false;
    const angle = Math.abs(Math.atan2(before.y - corner.y, before.x - corner.x) - Math.atan2(after.y - corner.y, after.x - corner.x));
    const degrees = ((angle > Math.PI ? 2 * Math.PI - angle : angle) * 180) / Math.PI;
    return degrees >= 45 && degrees <= 135;
  });
}
