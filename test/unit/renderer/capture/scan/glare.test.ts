import { describe, expect, it } from 'vitest';
import { distance, quadPoints, type Point } from '../../../../../renderer/capture/scan/geometry';
import { findPageCorners } from '../../../../../renderer/capture/scan/page-corners';
import type { RgbaImage } from '../../../../../renderer/capture/scan/raster';
import { pagePhoto, placedPage } from './page-photo';

// Glare is not a page (issue 27, point 2): a lamp's reflection on a shiny desk is as white as paper, but soft-edged
// and round, so the scan must say no to it, alone or lying against the page's corner.

const frame = { width: 1280, height: 720 };

/** A lamp's reflection: white at its heart, fading into the desk over its outer half, `radii` wide and tall. */
function withGlare(image: RgbaImage, centre: Point, radii: { x: number; y: number }): RgbaImage {
  const data = new Uint8ClampedArray(image.data);
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const reach = Math.hypot((x - centre.x) / radii.x, (y - centre.y) / radii.y);
      const glow = reach <= 0.5 ? 1 : Math.max(0, 1 - (reach - 0.5) / 0.5);
      if (glow === 0) continue;
      const byte = (y * image.width + x) * 4;
      for (let channel = 0; channel < 3; channel++)
        data[byte + channel] = (data[byte + channel] ?? 0) + (252 - (data[byte + channel] ?? 0)) * glow;
    }
  return { ...image, data };
}

/** Every corner found within 2 % of the page's diagonal of where the page really is. */
function expectCornersNear(found: ReturnType<typeof findPageCorners>, corners: Parameters<typeof quadPoints>[0]): void {
  expect(found).not.toBeNull();
  const truth = quadPoints(corners);
  const diagonal = distance(truth[0], truth[2]);
  for (const [index, corner] of quadPoints(found ?? corners).entries())
    expect(distance(corner, truth[index] ?? corner) / diagonal).toBeLessThan(0.02);
}

describe('findPageCorners and glare', () => {
  it('says no to a glare on a bare desk, though it is larger than a page', () => {
    const desk = pagePhoto({ ...frame, corners: placedPage(frame, { pageHeight: 600 }), noPage: true });
    expect(findPageCorners(withGlare(desk, { x: 640, y: 360 }, { x: 420, y: 300 }))).toBeNull();
  });

  it('picks the page, not a larger glare beside it', () => {
    const corners = placedPage(frame, { pageHeight: 560, degrees: 6, offset: { x: -300, y: 0 } });
    const photo = withGlare(pagePhoto({ ...frame, corners }), { x: 1000, y: 360 }, { x: 300, y: 340 });
    expectCornersNear(findPageCorners(photo), corners);
  });

  // Its halo covers the corner a third of the way to white; over half-way, the corner is lost and no page is found.
  it('keeps the page’s top-right corner off a glare whose halo covers it', () => {
    const corners = placedPage(frame, { pageHeight: 600, degrees: 5 });
    const photo = withGlare(
      pagePhoto({ ...frame, corners }),
      { x: corners.topRight.x + 120, y: corners.topRight.y + 20 },
      { x: 150, y: 100 },
    );
    expectCornersNear(findPageCorners(photo), corners);
  });
});
