import type { GrayImage } from './raster';

/** A box blur of `radius` across then down, twice: close to a Gaussian, at a cost that does not grow with the radius. */
export function smoothed(image: GrayImage, radius: number): GrayImage {
  if (radius < 1) return image;
  let data = image.data;
  for (let pass = 0; pass < 2; pass++) {
    data = boxPass(data, image.width, image.height, radius, 1, image.width);
    data = boxPass(data, image.height, image.width, radius, image.width, 1);
  }
  return { width: image.width, height: image.height, data };
}

/**
 * One running-sum box blur along lines of `length` pixels `step` apart; `lines` lines, each starting `lineStep` after
 * the last. Pixels past either end repeat the end pixel, so the edges do not darken.
 */
function boxPass(source: Float32Array, length: number, lines: number, radius: number, step: number, lineStep: number): Float32Array {
  const target = new Float32Array(source.length);
  const span = 2 * radius + 1;
  for (let line = 0; line < lines; line++) {
    const start = line * lineStep;
    const at = (index: number) => source[start + Math.min(Math.max(index, 0), length - 1) * step] ?? 0;
    let sum = 0;
    for (let index = -radius; index <= radius; index++) sum += at(index);
    for (let index = 0; index < length; index++) {
      target[start + index * step] = sum / span;
      sum += at(index + radius + 1) - at(index - radius);
    }
  }
  return target;
}
