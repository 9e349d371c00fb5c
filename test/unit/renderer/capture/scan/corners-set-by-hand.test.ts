import { describe, expect, it } from 'vitest';
import { maxLongEdge } from '../../../../../renderer/capture/compress';
import { withCornerAt } from '../../../../../renderer/capture/scan/corner-moves';
import { pageAspect } from '../../../../../renderer/capture/scan/page-proportions';
import { scannedWithCorners, scanPage } from '../../../../../renderer/capture/scan/scan-page';
import { pagePhoto, placedPage } from './page-photo';

// A page straightened again from corners staff set: the scanner's own path, given the corners instead of finding them.

const frame = { width: 1280, height: 720 };
const corners = placedPage(frame, { pageHeight: 600, degrees: 8 });
const photo = pagePhoto({ ...frame, corners });

describe('a page from corners set by hand', () => {
  // Finding the page is the slow part: a few seconds on a busy CI machine.
  it('is the page the scan makes when given the corners the scan found', () => {
    const found = scanPage(photo, maxLongEdge);
    if (!found.corners) throw new Error('the scan found no page');
    const redone = scannedWithCorners(photo, found.corners, maxLongEdge);
    expect({ width: redone.image.width, height: redone.image.height }).toEqual({ width: found.image.width, height: found.image.height });
    expect(redone.image.data).toEqual(found.image.data);
  }, 30_000);

  it('takes its proportions from the moved corners, as page-proportions.ts measures them', () => {
    // A corner pulled well out: no longer A4, so the page must come out another shape.
    const moved = withCornerAt(corners, 'bottomRight', { x: corners.bottomRight.x + 150, y: corners.bottomRight.y }, frame);
    const before = scannedWithCorners(photo, corners, maxLongEdge).image;
    const after = scannedWithCorners(photo, moved, maxLongEdge).image;
    const expected = pageAspect(moved, frame);
    expect(Math.abs(expected / Math.SQRT2 - 1)).toBeGreaterThan(0.05);
    expect(after.height / after.width).toBeCloseTo(expected, 2);
    expect(before.height / before.width).toBeCloseTo(Math.SQRT2, 2);
    expect(Math.max(after.width, after.height)).toBeLessThanOrEqual(maxLongEdge);
  });

  it('keeps the whole frame when there are no corners, and checks it all the same', () => {
    const kept = scannedWithCorners(photo, null, maxLongEdge);
    expect(kept.image).toBe(photo);
    expect(kept.corners).toBeNull();
    expect(kept.brightness).toBeGreaterThan(0);
  });
});
