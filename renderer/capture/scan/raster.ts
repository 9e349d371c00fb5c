/** An RGBA picture laid out as canvas ImageData is, so the scan runs on a canvas in Chromium and on plain arrays in tests. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** One channel of brightness, 0 (black) to 255 (white), row by row. */
export interface GrayImage {
  width: number;
  height: number;
  data: Float32Array;
}

/** Brightness as the eye weighs red, green and blue (ITU-R BT.601), the weights every camera's luma uses. */
export function luma(red: number, green: number, blue: number): number {
  return 0.299 * red + 0.587 * green + 0.114 * blue;
}

/** How white a colour is: its weakest channel less its spread, so a warm wooden desk as bright as paper reads darker than it. */
export function whiteness(red: number, green: number, blue: number): number {
  return Math.max(0, 2 * Math.min(red, green, blue) - Math.max(red, green, blue));
}

/** The picture's brightness, pixel for pixel, written into `into` (fresh unless given). */
export function grayOf(image: RgbaImage, into: Float32Array = new Float32Array(image.width * image.height)): GrayImage {
  const { width, height, data } = image;
  const gray = into;
  for (let pixel = 0, byte = 0; pixel < gray.length; pixel++, byte += 4)
    gray[pixel] = luma(data[byte] ?? 0, data[byte + 1] ?? 0, data[byte + 2] ?? 0);
  return { width, height, data: gray };
}

/**
 * The picture's brightness averaged over `factor`×`factor` blocks: a small copy to search for the page in.
 * A block's centre sits at `(x + 0.5) * factor - 0.5` in the full picture (see fullScale).
 */
export function shrunkGray(
  image: RgbaImage,
  factor: number,
  channel: (red: number, green: number, blue: number) => number = luma,
): GrayImage {
  const { width, height, data } = image;
  const small = { width: Math.floor(width / factor), height: Math.floor(height / factor) };
  const sums = new Float32Array(small.width * small.height);
  for (let y = 0; y < small.height * factor; y++) {
    const row = Math.floor(y / factor) * small.width;
    let byte = y * width * 4;
    for (let x = 0; x < small.width * factor; x++, byte += 4) {
      const index = row + Math.floor(x / factor);
      sums[index] = (sums[index] ?? 0) + channel(data[byte] ?? 0, data[byte + 1] ?? 0, data[byte + 2] ?? 0);
    }
  }
  const area = factor * factor;
  for (let index = 0; index < sums.length; index++) sums[index] = (sums[index] ?? 0) / area;
  return { ...small, data: sums };
}

/** A point in the small copy, as a point in the full picture it was shrunk from by `factor`. */
export function fullScale(point: { x: number; y: number }, factor: number): { x: number; y: number } {
  return { x: (point.x + 0.5) * factor - 0.5, y: (point.y + 0.5) * factor - 0.5 };
}

/** Brightness at a point between pixels, from its four neighbours (edges repeat outward). */
export function sampleGray(image: GrayImage, x: number, y: number): number {
  const { width, height, data } = image;
  const cx = Math.min(Math.max(x, 0), width - 1);
  const cy = Math.min(Math.max(y, 0), height - 1);
  const x0 = Math.min(Math.floor(cx), width - 2 < 0 ? 0 : width - 2);
  const y0 = Math.min(Math.floor(cy), height - 2 < 0 ? 0 : height - 2);
  const fx = cx - x0;
  const fy = cy - y0;
  const x1 = Math.min(x0 + 1, width - 1);
  const y1 = Math.min(y0 + 1, height - 1);
  const top = (data[y0 * width + x0] ?? 0) * (1 - fx) + (data[y0 * width + x1] ?? 0) * fx;
  const bottom = (data[y1 * width + x0] ?? 0) * (1 - fx) + (data[y1 * width + x1] ?? 0) * fx;
  return top * (1 - fy) + bottom * fy;
}
