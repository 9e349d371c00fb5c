import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import jpeg from 'jpeg-js';
import type { RgbaImage } from '../../../../../renderer/capture/scan/raster';

// The real photographs of paper on desks, in the repository (test/fixtures/photos, MIT: its README says whose).
export const photosDir = fileURLToPath(new URL('../../../../fixtures/photos/', import.meta.url));

/** One of the photographs, decoded to RGBA as a canvas would give it. */
export function photo(file: string): RgbaImage {
  const decoded = jpeg.decode(readFileSync(`${photosDir}${file}`), { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 512 });
  return {
    width: decoded.width,
    height: decoded.height,
    data: new Uint8ClampedArray(decoded.data.buffer, decoded.data.byteOffset, decoded.data.length),
  };
}
