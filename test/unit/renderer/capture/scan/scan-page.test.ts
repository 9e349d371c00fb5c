import { describe, expect, it } from 'vitest';
import { minBrightness, minSharpness } from '../../../../../renderer/capture/scan/page-problems';
import { grayOf, type GrayImage } from '../../../../../renderer/capture/scan/raster';
import { noPageFoundNote, scanPage } from '../../../../../renderer/capture/scan/scan-page';
import { pageAspect, pagePhoto, placedPage, textColumns, textLines, type PagePhoto } from './page-photo';

// The invoice scan: each captured page comes out upright, cropped to the paper, with its text given contrast, and
// flagged in plain words when it is blurred or too dark.

const frame = { width: 1280, height: 720 };
const limit = 1600;
const turned = placedPage(frame, { pageHeight: 600, degrees: 8 });

/** Mean brightness of a band of rows (shares of the height) between two shares of the width. */
function bandMean(gray: GrayImage, rows: { top: number; bottom: number }, columns: { left: number; right: number }): number {
  let sum = 0;
  let count = 0;
  for (let y = Math.round(rows.top * gray.height); y <= Math.round(rows.bottom * gray.height); y++)
    for (let x = Math.round(columns.left * gray.width); x < Math.round(columns.right * gray.width); x++) {
      sum += gray.data[y * gray.width + x] ?? 0;
      count += 1;
    }
  return sum / count;
}

/** Each text line's middle rows against the blank rows just below it: dark lines on white only if the page is upright and cropped true. */
function lineContrasts(gray: GrayImage): number[] {
  return textLines.map(({ top, bottom }) => {
    const middle = (top + bottom) / 2;
    const line = bandMean(gray, { top: middle - 0.003, bottom: middle + 0.003 }, textColumns);
    const gap = bandMean(gray, { top: bottom + 0.012, bottom: bottom + 0.022 }, textColumns);
    return gap - line;
  });
}

/** Each outer strip (2 % deep) over the blank margin just inside it: about 1 for paper, far below for desk left in. */
function edgeOverMargin(gray: GrayImage): number[] {
  const full = { left: 0.05, right: 0.95 };
  const tall = { top: 0.05, bottom: 0.95 };
  return [
    bandMean(gray, { top: 0, bottom: 0.02 }, full) / bandMean(gray, { top: 0.04, bottom: 0.08 }, full),
    bandMean(gray, { top: 0.98, bottom: 0.995 }, full) / bandMean(gray, { top: 0.92, bottom: 0.96 }, full),
    bandMean(gray, tall, { left: 0, right: 0.02 }) / bandMean(gray, tall, { left: 0.03, right: 0.07 }),
    bandMean(gray, tall, { left: 0.98, right: 1 }) / bandMean(gray, tall, { left: 0.93, right: 0.97 }),
  ];
}

describe('scanPage', () => {
  const straightening: [string, PagePhoto][] = [
    ['turned 8°', { ...frame, corners: turned }],
    ['seen at an angle', { ...frame, corners: placedPage(frame, { pageHeight: 580, degrees: -5, topNarrowing: 0.18 }) }],
    ['shadowed on one side', { ...frame, corners: turned, shadow: { side: 'right', strength: 0.5 } }],
  ];

  it.each(straightening)('straightens and crops a page %s: text lines run level, no desk at the edges', (_name, photo) => {
    const scan = scanPage(pagePhoto(photo), limit);
    expect(scan.corners).not.toBeNull();
    const gray = grayOf(scan.image);
    expect(gray.height / gray.width).toBeCloseTo(pageAspect, 1);
    for (const contrast of lineContrasts(gray)) expect(contrast).toBeGreaterThan(60);
    for (const ratio of edgeOverMargin(gray)) expect(ratio).toBeGreaterThan(0.85);
    expect(scan.problems).toEqual([]);
  });

  it('the level-lines check fails for the frame as the camera saw it (the check can fail)', () => {
    const photo = pagePhoto({ ...frame, corners: turned });
    // The page's bounding box, uncorrected: lines slant across rows and the desk shows in the corners.
    const xs = [turned.topLeft.x, turned.topRight.x, turned.bottomRight.x, turned.bottomLeft.x];
    const ys = [turned.topLeft.y, turned.topRight.y, turned.bottomRight.y, turned.bottomLeft.y];
    const left = Math.round(Math.min(...xs));
    const top = Math.round(Math.min(...ys));
    const width = Math.round(Math.max(...xs)) - left;
    const height = Math.round(Math.max(...ys)) - top;
    const whole = grayOf(photo);
    const data = new Float32Array(width * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) data[y * width + x] = whole.data[(top + y) * whole.width + left + x] ?? 0;
    const box = { width, height, data };
    expect(Math.min(...lineContrasts(box))).toBeLessThan(60);
    expect(Math.min(...edgeOverMargin(box))).toBeLessThan(0.85);
  });

  it('lifts the contrast of a dim page without turning it into hard black and white', () => {
    const photo = pagePhoto({ ...frame, corners: turned, light: 0.5 });
    const scan = scanPage(photo, limit);
    const gray = grayOf(scan.image);
    const middle = ((textLines[0]?.top ?? 0) + (textLines[0]?.bottom ?? 0)) / 2;
    const ink = bandMean(gray, { top: middle - 0.003, bottom: middle + 0.003 }, { left: 0.1, right: 0.125 });
    const paper = bandMean(gray, { top: 0.04, bottom: 0.08 }, { left: 0.1, right: 0.9 });
    // As the camera saw it: paper at about half its light.
    expect(scan.brightness).toBeLessThan(110);
    expect(paper).toBeGreaterThan(215);
    expect(ink).toBeLessThan(35);
    // Grey levels survive: a soft edge still has its in-between shades.
    const levels = new Set(Array.from(gray.data, (value) => Math.round(value)));
    expect(levels.size).toBeGreaterThan(100);
  });

  it('flags a blurred page in plain words, and not a sharp one', () => {
    const sharp = scanPage(pagePhoto({ ...frame, corners: turned }), limit);
    const slightlySoft = scanPage(pagePhoto({ ...frame, corners: turned, blurRadius: 1 }), limit);
    const blurred = scanPage(pagePhoto({ ...frame, corners: turned, blurRadius: 4 }), limit);
    expect(sharp.sharpness).toBeGreaterThan(minSharpness);
    expect(slightlySoft.problems).toEqual([]);
    expect(blurred.corners).not.toBeNull();
    expect(blurred.sharpness).toBeLessThan(minSharpness);
    expect(blurred.problems).toEqual([{ kind: 'blurred', message: 'This page looks blurred — text may be unreadable. Retake it?' }]);
  });

  it('flags a blurred 1080p page and passes a sharp one', () => {
    const big = { width: 1920, height: 1080 };
    const corners = placedPage(big, { pageHeight: 960, degrees: 8 });
    expect(scanPage(pagePhoto({ ...big, corners }), limit).problems).toEqual([]);
    expect(scanPage(pagePhoto({ ...big, corners, blurRadius: 4 }), limit).problems.map((problem) => problem.kind)).toEqual(['blurred']);
  });

  it('flags a page in dim light as too dark, by the light it had before the contrast was lifted', () => {
    const scan = scanPage(pagePhoto({ ...frame, corners: turned, light: 0.2 }), limit);
    expect(scan.corners).not.toBeNull();
    expect(scan.brightness).toBeLessThan(minBrightness);
    expect(scan.problems).toEqual([
      { kind: 'dark', message: 'This page looks too dark — text may be unreadable. Retake it with more light?' },
    ]);
  });

  it('keeps the whole frame, untouched, when no page is found, and says so', () => {
    const photo = pagePhoto({ ...frame, corners: turned, noPage: true });
    const scan = scanPage(photo, limit);
    expect(scan.corners).toBeNull();
    expect(scan.image).toBe(photo);
    expect(noPageFoundNote).toBe('No page edges were found, so the whole picture is kept as it is.');
  });

  it('keeps the upright page within the size limit', () => {
    const big = { width: 1920, height: 1080 };
    const scan = scanPage(pagePhoto({ ...big, corners: placedPage(big, { pageHeight: 1000 }) }), 640);
    expect(Math.max(scan.image.width, scan.image.height)).toBe(640);
  });
});
