import { describe, expect, it } from 'vitest';
import { distance, quadPoints, type Quad } from '../../../../../renderer/capture/scan/geometry';
import { findPageCorners } from '../../../../../renderer/capture/scan/page-corners';
import type { RgbaImage } from '../../../../../renderer/capture/scan/raster';
import { pagePhoto, placedPage, type PagePhoto } from './page-photo';

// The invoice scan: the paper's four corners, found in webcam-like frames, within 2 % of the page's size.

const frame = { width: 1280, height: 720 };

/** The largest distance between a found corner and the true one, as a share of the page's longer side. */
function worstCornerError(found: Quad, truth: Quad): number {
  const [topLeft, topRight, , bottomLeft] = quadPoints(truth);
  const pageSize = Math.max(distance(topLeft, topRight), distance(topLeft, bottomLeft));
  const truePoints = quadPoints(truth);
  return Math.max(...quadPoints(found).map((corner, index) => distance(corner, truePoints[index] ?? corner))) / pageSize;
}

const cases: [string, PagePhoto][] = [
  ['a page held straight', { ...frame, corners: placedPage(frame, { pageHeight: 600 }) }],
  ['a page turned 8°', { ...frame, corners: placedPage(frame, { pageHeight: 600, degrees: 8 }) }],
  [
    'a page turned 8° the other way, off centre',
    { ...frame, corners: placedPage(frame, { pageHeight: 560, degrees: -8, offset: { x: -180, y: 10 } }) },
  ],
  ['a page seen at an angle (perspective)', { ...frame, corners: placedPage(frame, { pageHeight: 580, degrees: -3, topNarrowing: 0.18 }) }],
  [
    'a page with a shadow darkening its right side',
    { ...frame, corners: placedPage(frame, { pageHeight: 600, degrees: 8 }), shadow: { side: 'right', strength: 0.5 } },
  ],
  [
    'a skewed page with a shadow over its left side',
    { ...frame, corners: placedPage(frame, { pageHeight: 600, degrees: 6, topNarrowing: 0.12 }), shadow: { side: 'left', strength: 0.55 } },
  ],
  ['a blurred page', { ...frame, corners: placedPage(frame, { pageHeight: 600, degrees: 8 }), blurRadius: 4 }],
  ['a page in dim light', { ...frame, corners: placedPage(frame, { pageHeight: 600, degrees: 8 }), light: 0.2 }],
];

describe('findPageCorners', () => {
  it.each(cases)('finds the corners of %s within 2 %% of the page size', (_name, photo) => {
    const found = findPageCorners(pagePhoto(photo));
    expect(found).not.toBeNull();
    if (found) expect(worstCornerError(found, photo.corners)).toBeLessThan(0.02);
  });

  it('finds the corners in a 1080p frame', () => {
    const big = { width: 1920, height: 1080 };
    const photo = { ...big, corners: placedPage(big, { pageHeight: 960, degrees: 8, topNarrowing: 0.08 }) };
    const found = findPageCorners(pagePhoto(photo));
    expect(found && worstCornerError(found, photo.corners)).toBeLessThan(0.02);
  });

  it('finds no page on a bare desk', () => {
    expect(findPageCorners(pagePhoto({ ...frame, corners: placedPage(frame, { pageHeight: 600 }), noPage: true }))).toBeNull();
  });

  it('finds no page in a bright disc (like the fake camera’s test pattern): round is not a page', () => {
    expect(findPageCorners(disc(frame.width, frame.height, 250))).toBeNull();
  });

  it('finds no page when the paper runs off the picture', () => {
    const corners = placedPage(frame, { pageHeight: 900, degrees: 4 });
    expect(findPageCorners(pagePhoto({ ...frame, corners }))).toBeNull();
  });
});

/** A bright disc on green, as Chromium's fake camera shows. */
function disc(width: number, height: number, radius: number): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inside = Math.hypot(x - width / 2, y - height / 2) < radius;
      data.set(inside ? [70, 255, 20, 255] : [0, 136, 0, 255], (y * width + x) * 4);
    }
  return { width, height, data };
}
