import { captureJpeg, maxLongEdge } from '../compress';
import type { JpegPage } from '../pdf';
import type { Quad } from './geometry';
import type { PageProblem } from './page-problems';
import type { RgbaImage } from './raster';
import { scannedWithCorners, scanPage, type ScannedPage } from './scan-page';

/** What the scan made of a captured page, for the words shown beside its thumbnail. */
export interface PageCheck {
  /** The paper's edges were found and the page straightened; false when the whole picture was kept. */
  pageFound: boolean;
  /** Blurred or too dark, in plain words; empty when the page looks fit to send. */
  problems: PageProblem[];
}

/** The quality the frame as taken is kept at: near-lossless for straightening again, a tenth of its pixels' bytes. */
const keptFrameQuality = 0.92;

/** The camera frame as taken, kept as a JPEG (about 0.5 MB at 1080p, not 8 MB of pixels) while its page is kept. */
export interface KeptFrame {
  width: number;
  height: number;
  /** Encoded once the page itself is ready, so the page is listed without waiting for it (~35–70 ms at 1080p). */
  jpeg: Promise<Blob>;
}

export interface ScannedJpegPage extends JpegPage {
  check: PageCheck;
  /** The camera frame as taken, kept with the page so staff can set its corners and have it straightened again. */
  frame: KeptFrame;
  /** Where the page is in the frame (found, or set by staff); null while the whole frame is kept. */
  corners: Quad | null;
}

/**
 * A camera frame read at full resolution, scanned (the page found, straightened, cropped, its contrast lifted and
 * checked), and encoded as a JPEG page of at most ~400 KB like any captured page. No page found: the whole frame goes.
 */
export async function captureScannedJpeg(source: CanvasImageSource, width: number, height: number): Promise<ScannedJpegPage> {
  const frame = borrowedFrameCanvas(width, height);
  try {
    frame.context.drawImage(source, 0, 0, width, height);
    const pixels = frame.context.getImageData(0, 0, width, height);
    const scan = scanPage(pixels, maxLongEdge);
    const page = await (scan.corners ? jpegOf(scan.image) : captureJpeg(frame.canvas, width, height));
    // toBlob takes its copy of the frame now; the encoding runs while the page is being shown.
    const kept = { width, height, jpeg: blobOf(frame.canvas, keptFrameQuality) };
    // A frame that could not be encoded fails Adjust corners when it asks, not as an unhandled rejection now.
    kept.jpeg.catch(() => undefined);
    return { ...page, ...keptWith(scan, kept) };
  } finally {
    idleFrameCanvas = frame;
    // As the scan's scratch is: kept through a run of pages, dropped once capturing pauses.
    clearTimeout(frameCanvasDrop);
    frameCanvasDrop = setTimeout(() => (idleFrameCanvas = null), frameCanvasKeptForMs);
  }
}

/** The page straightened again from corners staff set on its kept frame, checked and encoded as a captured page is. */
export async function rescannedJpeg(frame: KeptFrame, corners: Quad): Promise<ScannedJpegPage> {
  const scan = scannedWithCorners(await pixelsOf(frame), corners, maxLongEdge);
  return { ...(await jpegOf(scan.image)), ...keptWith(scan, frame) };
}

/** The kept frame's pixels again, decoded only while a page is straightened from it. */
async function pixelsOf(frame: KeptFrame): Promise<ImageData> {
  const bitmap = await createImageBitmap(await frame.jpeg);
  try {
    const { context } = canvasOf(frame.width, frame.height);
    context.drawImage(bitmap, 0, 0, frame.width, frame.height);
    return context.getImageData(0, 0, frame.width, frame.height);
  } finally {
    bitmap.close();
  }
}

function blobOf(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made.'))), 'image/jpeg', quality),
  );
}

function keptWith(scan: ScannedPage, frame: KeptFrame): Pick<ScannedJpegPage, 'check' | 'frame' | 'corners'> {
  return { check: { pageFound: scan.corners !== null, problems: scan.problems }, frame, corners: scan.corners };
}

function jpegOf(image: RgbaImage): Promise<JpegPage> {
  const page = canvasOf(image.width, image.height);
  // The scan's pixels are put on the canvas as they are, not copied into a fresh ImageData first.
  page.context.putImageData(new ImageData(image.data as Uint8ClampedArray<ArrayBuffer>, image.width, image.height), 0, 0);
  return captureJpeg(page.canvas, image.width, image.height);
}

/** The last capture's frame canvas, free for the next: a fresh 1080p canvas costs ~30 ms of page faults before its first picture lands. */
let idleFrameCanvas: ReturnType<typeof canvasOf> | null = null;
let frameCanvasDrop: ReturnType<typeof setTimeout> | undefined;
/** How long the idle frame canvas (8 MB at 1080p) is kept after a capture. */
const frameCanvasKeptForMs = 20_000;

/** The idle frame canvas when it is the right size, else a new one; a capture under way keeps its own until it is done. */
function borrowedFrameCanvas(width: number, height: number): ReturnType<typeof canvasOf> {
  const idle = idleFrameCanvas;
  idleFrameCanvas = null;
  return idle?.canvas.width === width && idle.canvas.height === height ? idle : canvasOf(width, height);
}

/** A canvas of `width` × `height` and its 2D context, read back cheaply. */
export function canvasOf(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  // Read back once per capture: a CPU-backed canvas makes getImageData cheap.
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This screen cannot draw pictures.');
  return { canvas, context };
}
