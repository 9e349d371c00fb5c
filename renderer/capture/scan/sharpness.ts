import { smoothed } from './box-blur';
import type { GrayImage } from './raster';
import { scratchFloats } from './working-memory';

/** The side of the square tiles the page is judged in. */
const tileSize = 32;
/** A tile whose brightness varies less than this (standard deviation, of 255) is blank paper: nothing to judge there. */
const minTileSpread = 8;

/**
 * How sharp the page is: in each tile with something on it, the variance of the Laplacian divided by the variance
 * of brightness, and the median of that over those tiles. Dividing keeps a sparse or faint page from reading as
 * blurred merely for having few or weak edges; blur shows as Laplacian energy lost relative to the contrast that
 * is there. The page is smoothed a little first (σ ≈ 0.8 px, so a Laplacian of Gaussian): otherwise a sensor's
 * grain, sharp on a blurred page, counts as detail. Null when no tile has anything on it.
 */
export function sharpnessOf(page: GrayImage): number | null {
  const size = page.data.length;
  const { width, height, data } = smoothed(page, 1, [scratchFloats('sharpness across', size), scratchFloats('sharpness down', size)]);
  const ratios: number[] = [];
  for (let top = 1; top + tileSize < height; top += tileSize) {
    for (let left = 1; left + tileSize < width; left += tileSize) {
      let sum = 0;
      let squares = 0;
      let laplacianSum = 0;
      let laplacianSquares = 0;
      for (let y = top; y < top + tileSize; y++) {
        for (let x = left; x < left + tileSize; x++) {
          const index = y * width + x;
          const value = data[index] ?? 0;
          const laplacian =
            (data[index - 1] ?? 0) + (data[index + 1] ?? 0) + (data[index - width] ?? 0) + (data[index + width] ?? 0) - 4 * value;
          sum += value;
          squares += value * value;
          laplacianSum += laplacian;
          laplacianSquares += laplacian * laplacian;
        }
      }
      const count = tileSize * tileSize;
      const variance = squares / count - (sum / count) ** 2;
      if (variance < minTileSpread * minTileSpread) continue;
      ratios.push((laplacianSquares / count - (laplacianSum / count) ** 2) / variance);
    }
  }
  if (ratios.length === 0) return null;
  ratios.sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length / 2)] ?? null;
}

/** Mean brightness, 0 to 255. */
export function meanBrightness(gray: GrayImage): number {
  const { data } = gray;
  let sum = 0;
  // An indexed loop: for…of over a 1080p frame's two million values takes several times as long.
  for (let index = 0; index < data.length; index++) sum += data[index] as number;
  return data.length === 0 ? 0 : sum / data.length;
}
