import type { GrayImage } from './raster';

/** The pixels of one connected bright area, as each row's leftmost and rightmost pixel (holes, such as text, filled). */
export interface BrightRegion {
  /** Pixels in the area itself. */
  pixels: number;
  /** For each row the area spans, from its top: the leftmost and rightmost x. */
  rows: { y: number; left: number; right: number }[];
  /** Pixels of the area that lie on the picture's outer edge. */
  borderPixels: number;
}

/** The largest 4-connected area at least `threshold` bright, or null when nothing is. */
export function largestBrightRegion(image: GrayImage, threshold: number): BrightRegion | null {
  const { width, height, data } = image;
  const labels = new Int32Array(width * height);
  const stack = new Int32Array(width * height);
  let best: { label: number; pixels: number } | null = null;
  let next = 0;
  for (let start = 0; start < labels.length; start++) {
    if (labels[start] !== 0 || (data[start] ?? 0) < threshold) continue;
    next += 1;
    let pixels = 0;
    let top = 0;
    stack[top++] = start;
    labels[start] = next;
    while (top > 0) {
      const index = stack[--top] ?? 0;
      pixels += 1;
      const x = index % width;
      const neighbours = [x > 0 ? index - 1 : -1, x < width - 1 ? index + 1 : -1, index - width, index + width];
      for (const neighbour of neighbours) {
        if (neighbour < 0 || neighbour >= labels.length || labels[neighbour] !== 0 || (data[neighbour] ?? 0) < threshold) continue;
        labels[neighbour] = next;
        stack[top++] = neighbour;
      }
    }
    if (!best || pixels > best.pixels) best = { label: next, pixels };
  }
  if (!best) return null;
  const rows: BrightRegion['rows'] = [];
  let borderPixels = 0;
  for (let y = 0; y < height; y++) {
    let left = -1;
    let right = -1;
    for (let x = 0; x < width; x++) {
      if (labels[y * width + x] !== best.label) continue;
      if (left < 0) left = x;
      right = x;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) borderPixels += 1;
    }
    if (left >= 0) rows.push({ y, left, right });
  }
  return { pixels: best.pixels, rows, borderPixels };
}

/** The area with its holes filled row by row: what a page with text on it covers. */
export function filledArea(region: BrightRegion): number {
  return region.rows.reduce((sum, row) => sum + row.right - row.left + 1, 0);
}
