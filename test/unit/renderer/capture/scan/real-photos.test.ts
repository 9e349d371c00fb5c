import { afterAll, describe, expect, it } from 'vitest';
import { distance, quadPoints, type Point, type Quad } from '../../../../../renderer/capture/scan/geometry';
import { grayOf, type GrayImage } from '../../../../../renderer/capture/scan/raster';
import { scannedWithCorners, scanPage } from '../../../../../renderer/capture/scan/scan-page';
import { photoCorners, type PhotoCorners } from './photo-corners';
import { photo } from './photo-file';

// The scan on seven real photographs (glare, wood grain, a dark desk, a turned page, a receipt), held to the corners
// marked by eye (photo-corners.ts): issue 27's targets.

const limit = 1600;
const timings: number[] = [];

/** Each corner's distance from the marked one, as a share of the page's longer diagonal. */
function cornerErrors(found: ReturnType<typeof quadPoints>, marked: ReturnType<typeof quadPoints>): number[] {
  const diagonal = Math.max(distance(marked[0], marked[2]), distance(marked[1], marked[3]));
  return found.map((corner, index) => distance(corner, marked[index] ?? corner) / diagonal);
}

/** Mean brightness of a strip of the page: rows or columns between two shares of the height or width. */
function stripStats(gray: GrayImage, along: 'rows' | 'columns', from: number, to: number): { mean: number } {
  const values: number[] = [];
  const [size, other] = along === 'rows' ? [gray.height, gray.width] : [gray.width, gray.height];
  for (let i = Math.floor(from * size); i < Math.max(Math.floor(from * size) + 1, Math.floor(to * size)); i++)
    for (let j = 0; j < other; j++) values.push(gray.data[along === 'rows' ? i * gray.width + j : j * gray.width + i] ?? 0);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return { mean };
}

/** Each side's outer 1 % of the output beside the strip 2–5 % in from it: desk left in pulls the outer one towards the desk. */
function edgeAndInside(gray: GrayImage): { side: string; edge: number; inside: number }[] {
  return [
    { side: 'top', edge: stripStats(gray, 'rows', 0, 0.01).mean, inside: stripStats(gray, 'rows', 0.02, 0.05).mean },
    { side: 'bottom', edge: stripStats(gray, 'rows', 0.99, 1).mean, inside: stripStats(gray, 'rows', 0.95, 0.98).mean },
    { side: 'left', edge: stripStats(gray, 'columns', 0, 0.01).mean, inside: stripStats(gray, 'columns', 0.02, 0.05).mean },
    { side: 'right', edge: stripStats(gray, 'columns', 0.99, 1).mean, inside: stripStats(gray, 'columns', 0.95, 0.98).mean },
  ];
}

/** The sides of the output with desk along them: paper in shadow may be dim, but its outer strip stays as bright over the desk as the paper just inside it. */
function sidesShowingDesk(frame: GrayImage, page: GrayImage, marked: PhotoCorners): string[] {
  const desk = deskBrightness(frame, marked);
  return edgeAndInside(page)
    .filter(({ edge, inside }) => edge - desk <= 0.8 * (inside - desk))
    .map(({ side }) => side);
}

/** The marked corners each pushed `share` of the diagonal further from the page's centre, out onto the desk. */
function pushedOut(marked: PhotoCorners, share: number): Quad {
  const points = quadPoints(marked.corners);
  const centre = { x: points.reduce((sum, point) => sum + point.x, 0) / 4, y: points.reduce((sum, point) => sum + point.y, 0) / 4 };
  const step = share * distance(points[0], points[2]);
  const out = (point: Point) => {
    const away = distance(point, centre);
    return { x: point.x + ((point.x - centre.x) / away) * step, y: point.y + ((point.y - centre.y) / away) * step };
  };
  const { topLeft, topRight, bottomRight, bottomLeft } = marked.corners;
  return { topLeft: out(topLeft), topRight: out(topRight), bottomRight: out(bottomRight), bottomLeft: out(bottomLeft) };
}

/** The desk's brightness: every fourth pixel of the frame outside the marked page (each side's line, 1 % of the diagonal out). */
function deskBrightness(frame: GrayImage, marked: PhotoCorners): number {
  const corners = quadPoints(marked.corners);
  const margin = 0.01 * Math.hypot(marked.width, marked.height);
  const outside = (x: number, y: number) =>
    corners.some((from, index) => {
      const to = corners[(index + 1) % 4] ?? from;
      return ((to.x - from.x) * (y - from.y) - (to.y - from.y) * (x - from.x)) / distance(from, to) < -margin;
    });
  let sum = 0;
  let count = 0;
  for (let y = 0; y < frame.height; y += 4)
    for (let x = 0; x < frame.width; x += 4)
      if (outside(x, y)) {
        sum += frame.data[y * frame.width + x] ?? 0;
        count += 1;
      }
  return sum / count;
}

describe('scanPage on real photographs', () => {
  const worst: number[] = [];

  it.each(photoCorners.map((marked) => [marked.file, marked] as const))(
    '%s: corners, proportions and no desk at the edges',
    (_file, marked) => {
      const frame = photo(marked.file);
      expect({ width: frame.width, height: frame.height }).toEqual({ width: marked.width, height: marked.height });
      const started = performance.now();
      const scan = scanPage(frame, limit);
      timings.push(performance.now() - started);
      expect(scan.corners).not.toBeNull();
      const errors = cornerErrors(quadPoints(scan.corners ?? marked.corners), quadPoints(marked.corners));
      worst.push(Math.max(...errors));
      for (const error of errors) expect(error).toBeLessThan(0.04);
      const page = grayOf(scan.image);
      expect(page.height / page.width / marked.aspect).toBeGreaterThan(0.95);
      expect(page.height / page.width / marked.aspect).toBeLessThan(1.05);
      expect(sidesShowingDesk(grayOf(frame), page, marked)).toEqual([]);
    },
  );

  // The measure can say no: corners put 1.5 % of the diagonal out onto the desk leave desk along every side.
  it.each(['page-turned-on-desk.jpg', 'receipt-on-table.jpg', 'notepad-on-table.jpg'])(
    '%s cut wide, 1.5 per cent of the diagonal: desk along every side',
    (file) => {
      const marked = photoCorners.find((entry) => entry.file === file);
      if (!marked) throw new Error(`${file} has no marked corners`);
      const frame = photo(file);
      const page = grayOf(scannedWithCorners(frame, pushedOut(marked, 0.015), limit).image);
      expect(sidesShowingDesk(grayOf(frame), page, marked)).toEqual(['top', 'bottom', 'left', 'right']);
    },
  );

  it('finds corners within 2 % of the diagonal on at least six of the seven', () => {
    expect(worst).toHaveLength(photoCorners.length);
    expect(worst.filter((error) => error < 0.02).length).toBeGreaterThanOrEqual(6);
  });

  afterAll(() => {
    const sorted = [...timings].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
    console.log(
      `scanPage per photograph: ${timings.map((ms) => ms.toFixed(0)).join(', ')} ms; median ${median.toFixed(0)} ms; worst corner error ${worst.map((error) => (error * 100).toFixed(2)).join(', ')} % of the diagonal`,
    );
  });
});
