import { luma, type RgbaImage } from './raster';

/** The share of pixels allowed to go fully black: the darkest ink. */
const inkShare = 0.005;
/** The share allowed to go fully white: the brightest paper, so the rest of the paper is near white too. */
const paperShare = 0.05;
/** The most the contrast is multiplied by: beyond this a dim page's noise grows louder than its text. */
const maxGain = 3;

/**
 * The page with its brightness stretched so the darkest ink is near black and the paper near white, the same
 * straight-line stretch for every pixel and channel: text gains contrast, colours and grey strokes keep their order,
 * nothing is turned into hard black and white. Written into `into` (fresh unless given; it may be the image's own data).
 */
export function liftedContrast(image: RgbaImage, into: Uint8ClampedArray = new Uint8ClampedArray(image.data.length)): RgbaImage {
  const { data } = image;
  const histogram = new Uint32Array(256);
  for (let byte = 0; byte < data.length; byte += 4) {
    const level = Math.round(luma(data[byte] ?? 0, data[byte + 1] ?? 0, data[byte + 2] ?? 0));
    histogram[level] = (histogram[level] ?? 0) + 1;
  }
  const pixels = data.length / 4;
  const low = percentileLevel(histogram, pixels * inkShare);
  const high = percentileLevel(histogram, pixels * (1 - paperShare));
  if (high - low < 1) return image;
  const gain = Math.min(255 / (high - low), maxGain);
  const table = new Uint8ClampedArray(256);
  for (let level = 0; level < 256; level++) table[level] = (level - low) * gain;
  const out = into;
  for (let byte = 0; byte < data.length; byte += 4) {
    out[byte] = table[data[byte] ?? 0] ?? 0;
    out[byte + 1] = table[data[byte + 1] ?? 0] ?? 0;
    out[byte + 2] = table[data[byte + 2] ?? 0] ?? 0;
    out[byte + 3] = data[byte + 3] ?? 255;
  }
  return { width: image.width, height: image.height, data: out };
}

/** The level at or below which `count` pixels lie. */
function percentileLevel(histogram: Uint32Array, count: number): number {
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += histogram[level] ?? 0;
    if (seen >= count) return level;
  }
  return 255;
}
