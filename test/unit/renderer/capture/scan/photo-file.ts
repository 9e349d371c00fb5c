import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RgbaImage } from '../../../../../renderer/capture/scan/raster';

// The real photographs live outside the repository (their README tells where from); PHOTOS_DIR moves them.
export const photosDir = process.env.PHOTOS_DIR ?? '/work/shared/photos';

interface JpegDecoder {
  decode(
    bytes: Buffer,
    options: { useTArray: true; formatAsRGBA: true; maxMemoryUsageInMB: number },
  ): { width: number; height: number; data: Uint8Array };
}

// jpeg-js, as Playwright bundles it for its screenshots: the one JPEG decoder already installed (no new dependency).
const { jpegjs } = createRequire(import.meta.url)('playwright-core/lib/utilsBundle') as { jpegjs: JpegDecoder };

/** One of the photographs, decoded to RGBA as a canvas would give it. */
export function photo(file: string): RgbaImage {
  const decoded = jpegjs.decode(readFileSync(`${photosDir}/${file}`), { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 512 });
  return {
    width: decoded.width,
    height: decoded.height,
    data: new Uint8ClampedArray(decoded.data.buffer, decoded.data.byteOffset, decoded.data.length),
  };
}
