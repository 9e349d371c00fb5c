import type { GrayImage } from './raster';

/**
 * A box blur of `radius` across then down, twice: close to a Gaussian, at a cost that does not grow with the radius.
 * The passes take two arrays in turn (`into`, fresh unless given); the result is the second of them.
 */
export function smoothed(
  image: GrayImage,
  radius: number,
  into: readonly [Float32Array, Float32Array] = [new Float32Array(image.data.length), new Float32Array(image.data.length)],
): GrayImage {
  if (radius < 1) return image;
  const { width, height } = image;
  const [across, down] = into;
  acrossPass(image.data, across, width, height, radius);
  downPass(across, down, width, height, radius);
  acrossPass(down, across, width, height, radius);
  downPass(across, down, width, height, radius);
  return { width, height, data: down };
}

/**
 * One running-sum box blur along each row. Pixels past either end repeat the end pixel, so the edges do not darken.
 * Every sum is added up in the same order as a pixel-by-pixel loop would, so the result does not depend on the layout.
 */
function acrossPass(source: Float32Array, target: Float32Array, width: number, height: number, radius: number): void {
  const span = 2 * radius + 1;
  const last = width - 1;
  for (let row = 0, start = 0; row < height; row++, start += width) {
    let sum = 0;
    for (let x = -radius; x <= radius; x++) sum += source[start + clamp(x, last)] as number;
    for (let x = 0; x < width; x++) {
      target[start + x] = sum / span;
      const entering = x + radius + 1;
      const leaving = x - radius;
      // Inside the row no index needs clamping: the hot loop reads the two pixels directly.
      sum +=
        entering <= last && leaving >= 0
          ? (source[start + entering] as number) - (source[start + leaving] as number)
          : (source[start + clamp(entering, last)] as number) - (source[start + clamp(leaving, last)] as number);
    }
  }
}

/**
 * The same blur down each column, kept row by row (one running sum per column) so memory is read in order rather
 * than a whole row apart; each column's sums are the same additions in the same order as column by column.
 */
function downPass(source: Float32Array, target: Float32Array, width: number, height: number, radius: number): void {
  const span = 2 * radius + 1;
  const last = height - 1;
  const sums = new Float64Array(width);
  for (let y = -radius; y <= radius; y++) {
    const start = clamp(y, last) * width;
    for (let x = 0; x < width; x++) sums[x] = (sums[x] as number) + (source[start + x] as number);
  }
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const entering = clamp(y + radius + 1, last) * width;
    const leaving = clamp(y - radius, last) * width;
    for (let x = 0; x < width; x++) {
      const sum = sums[x] as number;
      target[row + x] = sum / span;
      sums[x] = sum + ((source[entering + x] as number) - (source[leaving + x] as number));
    }
  }
}

function clamp(index: number, last: number): number {
  return index < 0 ? 0 : index > last ? last : index;
}
