import type { Locator, Page } from '@playwright/test';
import { usePageCamera } from '../capture/fake-page-camera';
import { expect, expectAccessible, screenshot, screenshotsAtEverySize, test } from './kiosk-world';

// Issue 26: capture on the application's screen, at the laptops' sizes. Capture waits for a live frame (before the
// preview plays, a capture would be a black page), and the send bar never covers the card's heading, a page or its
// warning: whatever staff scroll or tab to comes clear of it.

const sizes = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
];

async function openCapture(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Applications' }).click();
  await expect(page.getByText('Loading applications…')).toBeHidden();
  await page
    .getByRole('button', { name: /^Open application \d+$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Add an invoice or form' })).toBeVisible();
}

/** Whether the middle of `target` is the element a press there would reach (nothing laid over it). */
function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

test('Capture is enabled only once the preview plays, so no black page is taken', async ({ page, world }) => {
  // The preview attached but not yet playing: autoplay taken off each video as it appears, before the stream arrives,
  // and the kiosk's own play() held (the test plays it with the real one, kept as `playForReal`).
  await page.addInitScript(() => {
    const playForReal = HTMLMediaElement.prototype.play;
    Object.assign(window, { playForReal });
    HTMLMediaElement.prototype.play = () => new Promise<void>(() => undefined);
    new MutationObserver(() => document.querySelectorAll('video').forEach((video) => (video.autoplay = false))).observe(document, {
      childList: true,
      subtree: true,
    });
  });
  await page.goto(world.host.url);
  await openCapture(page);
  const capture = page.getByRole('button', { name: 'Capture page' });
  const preview = page.getByLabel('Camera preview');
  await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(1);
  await page.waitForTimeout(1_000);
  await expect(capture).toBeDisabled();
  await preview.evaluate((video: HTMLVideoElement) =>
    (window as unknown as { playForReal: HTMLMediaElement['play'] }).playForReal.call(video),
  );
  await expect(capture).toBeEnabled();
  await capture.click();
  await expect(page.getByRole('list', { name: 'Captured pages' }).getByRole('listitem')).toHaveCount(1);
});

for (const size of sizes) {
  test(`at ${size.width}×${size.height} the send bar covers neither the heading, a page, nor its warning`, async ({ page, world }) => {
    await page.setViewportSize(size);
    await usePageCamera(page, 'blurred');
    await page.goto(world.host.url);
    await openCapture(page);
    const heading = page.getByRole('heading', { name: 'Add an invoice or form' });
    // Scrolled so the card's heading is the last thing in the window: the bar stays below the heading, never over it.
    await heading.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom + 8 - window.innerHeight));
    expect(await uncovered(heading)).toBe(true);

    // Back to the preview, as staff look at it before they press Capture.
    await page.getByLabel('Camera preview').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Capture page' })).toBeEnabled();
    await page.getByRole('button', { name: 'Capture page' }).click();
    const first = page.getByRole('list', { name: 'Captured pages' }).getByRole('listitem').nth(0);
    const warning = first.getByRole('alert');
    await expect(warning).toHaveText(/looks blurred/);
    // The new warning came into view by itself, clear of the bar, and so did what it asks staff to press.
    await expect(warning).toBeInViewport({ ratio: 1 });
    expect(await uncovered(warning)).toBe(true);
    const sendAnyway = first.getByRole('button', { name: 'Send anyway (page 1)' });
    await sendAnyway.focus();
    expect(await uncovered(sendAnyway)).toBe(true);
    expect(await uncovered(page.getByRole('img', { name: 'Page 1' }))).toBe(true);
    await expectAccessible(page);
    await screenshotsAtEverySize(page, `capture-warning-clear-${size.width}`, warning);
    await sendAnyway.click();
    await expect(page.getByRole('button', { name: 'Send to the application' })).toBeEnabled();
    expect(await uncovered(page.getByRole('button', { name: 'Send to the application' }))).toBe(true);
  });
}

test('the camera starts as the application opens, before its card is scrolled to (issue 38 item 10)', async ({ page, world }) => {
  await usePageCamera(page, 'sharp');
  await page.goto(world.host.url);
  await openCapture(page);
  // The card sits under the application's two columns: at 1280×800 its preview starts below the fold.
  await expect(page.getByLabel('Camera preview')).not.toBeInViewport();
  await expect(page.getByRole('button', { name: 'Capture page' })).toBeEnabled();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

for (const size of sizes) {
  test(`at ${size.width}×${size.height} each new page's thumbnail comes into view clear of the send bar (issue 38 item 10)`, async ({
    page,
    world,
  }) => {
    await page.setViewportSize(size);
    await usePageCamera(page, 'sharp');
    await page.goto(world.host.url);
    await openCapture(page);
    const capture = page.getByRole('button', { name: 'Capture page' });
    for (const number of [1, 2, 3]) {
      await capture.click();
      const thumbnail = page.getByRole('img', { name: `Page ${number}` });
      await expect(thumbnail).toBeInViewport({ ratio: 1 });
      await expect.poll(() => uncovered(thumbnail)).toBe(true);
    }
    await screenshot(page, `capture-newest-page-clear-${size.width}x${size.height}`);
  });
}
