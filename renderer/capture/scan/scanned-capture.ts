import { captureJpeg, maxLongEdge } from '../compress';
import type { JpegPage } from '../pdf';
import type { PageProblem } from './page-problems';
import { scanPage } from './scan-page';

/** What the scan made of a captured page, for the words shown beside its thumbnail. */
export interface PageCheck {
  /** The paper's edges were found and the page straightened; false when the whole picture was kept. */
  pageFound: boolean;
  /** Blurred or too dark, in plain words; empty when the page looks fit to send. */
  problems: PageProblem[];
}

export interface ScannedJpegPage extends JpegPage {
  check: PageCheck;
}

/**
 * A camera frame read at full resolution, scanned (the page found, straightened, cropped, its contrast lifted and
 * checked), and encoded as a JPEG page of at most ~400 KB like any captured page. No page found: the whole frame goes.
 */
export async function captureScannedJpeg(source: CanvasImageSource, width: number, height: number): Promise<ScannedJpegPage> {
  const frame = canvasOf(width, height);
  frame.context.drawImage(source, 0, 0, width, height);
  const scan = scanPage(frame.context.getImageData(0, 0, width, height), maxLongEdge);
  const check = { pageFound: scan.corners !== null, problems: scan.problems };
  if (!scan.corners) return { ...(await captureJpeg(frame.canvas, width, height)), check };
  const page = canvasOf(scan.image.width, scan.image.height);
  const pixels = page.context.createImageData(scan.image.width, scan.image.height);
  pixels.data.set(scan.image.data);
  page.context.putImageData(pixels, 0, 0);
  return { ...(await captureJpeg(page.canvas, scan.image.width, scan.image.height)), check };
}

function canvasOf(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  // Read back once per capture: a CPU-backed canvas makes getImageData cheap.
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This screen cannot draw pictures.');
  return { canvas, context };
}
