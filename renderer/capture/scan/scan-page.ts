import { liftedContrast } from './contrast';
import type { Quad } from './geometry';
import { findPageCorners } from './page-corners';
import { pageProblems, type PageProblem } from './page-problems';
import { straightened, uprightSize } from './perspective';
import { grayOf, type RgbaImage } from './raster';
import { meanBrightness, sharpnessOf } from './sharpness';
import { scratchFloats } from './working-memory';

export interface ScannedPage {
  /** The page straightened, cropped and with its contrast lifted; the whole frame untouched when no page was found. */
  image: RgbaImage;
  /** Where the page's corners were in the frame; null when none were found and the whole frame was kept. */
  corners: Quad | null;
  /** Blurred or too dark, in plain words; empty when the page looks fit to send. */
  problems: PageProblem[];
  /** The measures the problems come from (sharpnessOf, meanBrightness), for tests and the benchmark. */
  sharpness: number | null;
  brightness: number;
}

/** Says, in plain words, that the page's edges were not found and so the whole picture is kept. */
export const noPageFoundNote = 'No page edges were found, so the whole picture is kept as it is.';

/**
 * A camera frame of a page, made fit to send: the paper found, straightened and cropped to an upright page of at
 * most `limit` px on its long edge, its text given contrast, and checked for blur and darkness. When no page
 * stands out, the frame is kept whole rather than lost, and still checked.
 */
export function scanPage(frame: RgbaImage, limit: number): ScannedPage {
  return scannedWithCorners(frame, findPageCorners(frame), limit);
}

/**
 * The page inside corners staff set (or the scan found) straightened, cropped, given contrast and checked, as scanPage
 * does; null corners keep the whole frame.
 */
export function scannedWithCorners(frame: RgbaImage, corners: Quad | null, limit: number): ScannedPage {
  // Measured before the contrast is lifted, so a dim page is judged by the light it had.
  const page = corners ? straightened(frame, corners, uprightSize(corners, frame, limit)) : frame;
  // The brightness is read only here, so it goes in reused scratch rather than a fresh array per page.
  const gray = grayOf(page, scratchFloats('page brightness', page.width * page.height));
  const sharpness = sharpnessOf(gray);
  const brightness = meanBrightness(gray);
  return {
    // The straightened page is this scan's own: its contrast is lifted in place, not in a second page-sized array.
    image: corners ? liftedContrast(page, page.data) : frame,
    corners,
    problems: pageProblems({ sharpness, brightness }),
    sharpness,
    brightness,
  };
}
