import type { JpegPage } from './pdf';

/** The long edge a captured page is scaled down to: a 1080p invoice stays readable at this size. */
export const maxLongEdge = 1600;
/** The most one page may take once compressed. */
export const maxPageBytes = 400 * 1000;
/** JPEG qualities tried in turn until the page fits maxPageBytes. */
export const jpegQualities = [0.82, 0.74, 0.66, 0.58, 0.5] as const;

/** The size a frame is drawn at: never larger than it was, the long edge at most `limit`. */
export function scaledSize(width: number, height: number, limit = maxLongEdge): { width: number; height: number } {
  if (width <= 0 || height <= 0) throw new RangeError('A frame has a size');
  const scale = Math.min(1, limit / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The first quality whose size fits, else the smallest tried. `encode` is the canvas; tests pass a fake. */
export async function fitQuality(
  encode: (quality: number) => Promise<Blob>,
  limit = maxPageBytes,
): Promise<{ blob: Blob; quality: number }> {
  let last: { blob: Blob; quality: number } | null = null;
  for (const quality of jpegQualities) {
    const blob = await encode(quality);
    last = { blob, quality };
    if (blob.size <= limit) return last;
  }
  if (!last) throw new Error('no quality tried');
  return last;
}

/** A video frame (or any image) drawn down to ≤ maxLongEdge and encoded as JPEG of at most ~maxPageBytes. */
export async function captureJpeg(source: CanvasImageSource, sourceWidth: number, sourceHeight: number): Promise<JpegPage> {
  const { width, height } = scaledSize(sourceWidth, sourceHeight);
  const canvas = canvasAt(source, width, height);
  const { blob } = await fitQuality(
    (quality) =>
      new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('The picture could not be made.'))), 'image/jpeg', quality),
      ),
  );
  return { bytes: new Uint8Array(await blob.arrayBuffer()), width, height };
}

/** The source drawn on a canvas of `width` × `height`; a canvas already that size is used as it is, not copied. */
function canvasAt(source: CanvasImageSource, width: number, height: number): HTMLCanvasElement {
  if (source instanceof HTMLCanvasElement && source.width === width && source.height === height) return source;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This screen cannot draw pictures.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}
