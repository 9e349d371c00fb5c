import { distance, quadPoints, type Quad } from './geometry';
import { homographyBetween } from './homography';
import { pageAspect } from './page-proportions';
import type { RgbaImage } from './raster';

/**
 * The upright page's size: its true proportions (pageAspect), the long edge as long as the longer of the quad's sides
 * that it came from, at most `limit`.
 */
export function uprightSize(quad: Quad, frame: { width: number; height: number }, limit: number): { width: number; height: number } {
  const aspect = pageAspect(quad, frame);
  const seenWidth = Math.max(distance(quad.topLeft, quad.topRight), distance(quad.bottomLeft, quad.bottomRight));
  const seenHeight = Math.max(distance(quad.topLeft, quad.bottomLeft), distance(quad.topRight, quad.bottomRight));
  const long = Math.min(limit, aspect >= 1 ? seenHeight : seenWidth);
  const width = aspect >= 1 ? long / aspect : long;
  const height = aspect >= 1 ? long : long * aspect;
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
}

/**
 * The page inside `quad` straightened into an upright `size` rectangle: each output pixel looked up through the
 * homography from the rectangle to the quad, and read between source pixels by bilinear interpolation.
 */
export function straightened(image: RgbaImage, quad: Quad, size: { width: number; height: number }): RgbaImage {
  const { width, height } = size;
  // The quad's sides lie on the paper's edge, half desk already: the outer pixels are taken from 1.5 px inside it.
  const inset = 1.5;
  const rectangle = [
    { x: -inset, y: -inset },
    { x: width - 1 + inset, y: -inset },
    { x: width - 1 + inset, y: height - 1 + inset },
    { x: -inset, y: height - 1 + inset },
  ];
  const h = homographyBetween(rectangle, quadPoints(quad));
  if (!h) throw new RangeError('The page corners do not make a quadrilateral');
  const source = image.data;
  const sourceWidth = image.width;
  const maxX = image.width - 1;
  const maxY = image.height - 1;
  const out = new Uint8ClampedArray(width * height * 4);
  let byte = 0;
  for (let v = 0; v < height; v++) {
    // Along a row only u changes, so each projective term grows by a constant.
    let xNumerator = h[1] * v + h[2];
    let yNumerator = h[4] * v + h[5];
    let denominator = h[7] * v + h[8];
    for (let u = 0; u < width; u++, byte += 4) {
      const x = Math.min(Math.max(xNumerator / denominator, 0), maxX);
      const y = Math.min(Math.max(yNumerator / denominator, 0), maxY);
      xNumerator += h[0];
      yNumerator += h[3];
      denominator += h[6];
      const x0 = Math.min(Math.floor(x), maxX - 1 < 0 ? 0 : maxX - 1);
      const y0 = Math.min(Math.floor(y), maxY - 1 < 0 ? 0 : maxY - 1);
      const fx = x - x0;
      const fy = y - y0;
      const topLeft = (y0 * sourceWidth + x0) * 4;
      const topRight = topLeft + (x0 < maxX ? 4 : 0);
      const bottomLeft = topLeft + (y0 < maxY ? sourceWidth * 4 : 0);
      const bottomRight = bottomLeft + (x0 < maxX ? 4 : 0);
      for (let channel = 0; channel < 3; channel++) {
        const top = (source[topLeft + channel] ?? 0) * (1 - fx) + (source[topRight + channel] ?? 0) * fx;
        const bottom = (source[bottomLeft + channel] ?? 0) * (1 - fx) + (source[bottomRight + channel] ?? 0) * fx;
        out[byte + channel] = top * (1 - fy) + bottom * fy;
      }
      out[byte + 3] = 255;
    }
  }
  return { width, height, data: out };
}
