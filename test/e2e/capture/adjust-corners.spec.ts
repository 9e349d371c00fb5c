import { expectAccessible } from '../expect-accessible';
import { screenshotOnRequest } from '../screenshot-on-request';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import type { Quad } from '../../../renderer/capture/scan/geometry';
import { pageAspect } from '../../../renderer/capture/scan/page-proportions';
import { openFirstApplication, startCapturePage, type CapturePage } from './capture-page';
import { usePageCamera } from './fake-page-camera';

// Corners staff can fix (issue 27, point 4): the found outline on the photo, a handle moved by keyboard, and the page
// straightened again from the moved corners, all the way into the PDF that is sent.

const screenshotDir = fileURLToPath(new URL('../screenshots/capture/', import.meta.url));
const frame = { width: 1280, height: 720 };

const test = base.extend<{ capture: CapturePage }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  capture: async ({}, use) => {
    const started = await startCapturePage();
    await use(started);
    await started.close();
  },
});

/** Where the dialog's four handles stand on the frame, read from where they are shown over the photo. */
async function shownQuad(page: Page, number: number): Promise<Quad> {
  const photo = await page.getByRole('img', { name: `Page ${number} as photographed, with its outline` }).boundingBox();
  if (!photo) throw new Error('the photo is not showing');
  const at = async (name: string) => {
    const box = await page.getByRole('button', { name: `${name} corner of page ${number}` }).boundingBox();
    if (!box) throw new Error(`the ${name} handle is not showing`);
    return {
      x: ((box.x + box.width / 2 - photo.x) / photo.width) * frame.width,
      y: ((box.y + box.height / 2 - photo.y) / photo.height) * frame.height,
    };
  };
  return {
    topLeft: await at('Top-left'),
    topRight: await at('Top-right'),
    bottomRight: await at('Bottom-right'),
    bottomLeft: await at('Bottom-left'),
  };
}

async function heightOverWidth(image: Locator): Promise<number> {
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  return image.evaluate((element: HTMLImageElement) => element.naturalHeight / element.naturalWidth);
}

test('a corner moved by keyboard straightens the page again, into the PDF that is sent', async ({ page, capture }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await usePageCamera(page, 'sharp');
  await openFirstApplication(page, capture);
  await expect(page.getByRole('button', { name: 'Capture page' })).toBeEnabled();
  await page.getByRole('button', { name: 'Capture page' }).click();
  await page.getByRole('button', { name: 'Capture page' }).click();
  const list = page.getByRole('list', { name: 'Captured pages' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const thumb = page.getByRole('img', { name: 'Page 1', exact: true });
  // The fake camera's sheet is 430 × 600 (A4 within 3 %): found, it comes out A4.
  expect(await heightOverWidth(thumb)).toBeCloseTo(Math.SQRT2, 2);

  await page.getByRole('button', { name: 'Adjust corners of page 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Corners of page 1' });
  await expect(dialog).toBeVisible();
  const found = await shownQuad(page, 1);
  // The handles sit on the sheet's corners: its bottom right is at (817, 684) in the frame, turned 7°.
  expect(Math.hypot(found.bottomRight.x - 816.8, found.bottomRight.y - 684.0)).toBeLessThan(12);
  await expectAccessible(page);
  await screenshotOnRequest(page, join(screenshotDir, 'adjust-corners-1280x800.png'));

  // Three long steps right and one short step down on the bottom-right handle: the page is no longer A4.
  const handle = dialog.getByRole('button', { name: 'Bottom-right corner of page 1' });
  await handle.focus();
  for (let step = 0; step < 3; step++) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowDown');
  const moved = await shownQuad(page, 1);
  expect(moved.bottomRight.x - found.bottomRight.x).toBeCloseTo(3 * 51, -1);
  expect(moved.bottomRight.y - found.bottomRight.y).toBeCloseTo(6, -1);
  expect(moved.topLeft).toEqual(found.topLeft);
  const expected = pageAspect(moved, frame);
  expect(Math.abs(expected / Math.SQRT2 - 1)).toBeGreaterThan(0.05);
  await screenshotOnRequest(page, join(screenshotDir, 'adjust-corners-moved.png'));

  const before = await thumb.getAttribute('src');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(thumb).not.toHaveAttribute('src', before ?? '');
  expect(Math.abs((await heightOverWidth(thumb)) / expected - 1)).toBeLessThan(0.03);
  // Focus comes back to the button that opened the dialog.
  await expect(page.getByRole('button', { name: 'Adjust corners of page 1' })).toBeFocused();

  // At 1024 × 768 the whole photo and Done still fit in the window; Cancel keeps the page as it was.
  await page.setViewportSize({ width: 1024, height: 768 });
  const adjusted = await thumb.getAttribute('src');
  await page.getByRole('button', { name: 'Adjust corners of page 1' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeInViewport({ ratio: 1 });
  const reopened = await shownQuad(page, 1);
  expect(Math.hypot(reopened.bottomRight.x - moved.bottomRight.x, reopened.bottomRight.y - moved.bottomRight.y)).toBeLessThan(3);
  await screenshotOnRequest(page, join(screenshotDir, 'adjust-corners-1024x768.png'));
  await dialog.getByRole('button', { name: 'Top-left corner of page 1' }).focus();
  await page.keyboard.press('Shift+ArrowDown');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(thumb).toHaveAttribute('src', adjusted ?? '');

  const sent = page.waitForRequest((request) => request.url().includes('documents'), { timeout: 10_000 });
  await page.getByRole('button', { name: 'Send to the application' }).click();
  const body = (await sent).postDataJSON() as { filecontent: string };
  await expect(page.getByText(/^Sent: invoice-\d{14}\.pdf is now on the application\.$/)).toBeVisible();
  const [first, second] = (await PDFDocument.load(Buffer.from(body.filecontent, 'base64'))).getPages();
  if (!first || !second) throw new Error('the PDF lacks a page');
  expect(Math.abs(first.getHeight() / first.getWidth() / expected - 1)).toBeLessThan(0.03);
  expect(second.getHeight() / second.getWidth()).toBeCloseTo(Math.SQRT2, 2);
});

test('with no page found, staff set the corners from the whole photo and the page is straightened', async ({ page, capture }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openFirstApplication(page, capture);
  await expect(page.getByRole('button', { name: 'Capture page' })).toBeEnabled();
  await page.getByRole('button', { name: 'Capture page' }).click();
  // Chromium's fake camera films a round test pattern, not a page: the whole photo is kept, and the card says so.
  await expect(page.getByText('No page edges were found, so the whole picture is kept as it is.')).toBeVisible();
  await page.getByRole('button', { name: 'Adjust corners of page 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Corners of page 1' });
  const whole = await shownQuad(page, 1);
  expect(Math.hypot(whole.topLeft.x, whole.topLeft.y)).toBeLessThan(3);
  expect(Math.hypot(whole.bottomRight.x - 1279, whole.bottomRight.y - 719)).toBeLessThan(3);
  // The top-left corner in by two long steps each way.
  await dialog.getByRole('button', { name: 'Top-left corner of page 1' }).focus();
  for (const key of ['Shift+ArrowRight', 'Shift+ArrowRight', 'Shift+ArrowDown', 'Shift+ArrowDown']) await page.keyboard.press(key);
  // The bottom-right corner dragged by mouse (pointer events, as touch is) 100 px up and to the left on screen.
  const photo = await page.getByRole('img', { name: 'Page 1 as photographed, with its outline' }).boundingBox();
  const corner = await dialog.getByRole('button', { name: 'Bottom-right corner of page 1' }).boundingBox();
  if (!photo || !corner) throw new Error('the photo or its handle is not showing');
  await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
  await page.mouse.down();
  await page.mouse.move(corner.x + corner.width / 2 - 50, corner.y + corner.height / 2 - 50, { steps: 4 });
  await page.mouse.move(corner.x + corner.width / 2 - 100, corner.y + corner.height / 2 - 100, { steps: 4 });
  await page.mouse.up();
  const set = await shownQuad(page, 1);
  const dragged = (100 / photo.width) * frame.width;
  expect(Math.hypot(set.bottomRight.x - (1279 - dragged), set.bottomRight.y - (719 - dragged))).toBeLessThan(4);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/No page edges were found/)).toHaveCount(0);
  expect(
    Math.abs((await heightOverWidth(page.getByRole('img', { name: 'Page 1', exact: true }))) / pageAspect(set, frame) - 1),
  ).toBeLessThan(0.03);
});
