import { test as base, expect } from '@playwright/test';
import { screenshotOnRequest } from '../screenshot-on-request';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openFirstApplication, startCapturePage, type CapturePage } from './capture-page';

// Hands-free capture (issue 27, point 5) with Chromium's own fake camera, whose round test pattern is no page: it
// looks, and never captures. Its page-held-still case is in photo-camera.spec.ts, on a real photograph.

const screenshotDir = fileURLToPath(new URL('../screenshots/capture/', import.meta.url));

const test = base.extend<{ capture: CapturePage }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  capture: async ({}, use) => {
    const started = await startCapturePage();
    await use(started);
    await started.close();
  },
});

test('hands-free never captures when no page is in view, and stays on for the session', async ({ page, capture }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openFirstApplication(page, capture);
  await expect(page.getByRole('button', { name: 'Capture page' })).toBeEnabled();
  const toggle = page.getByLabel('Capture by itself');
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(page.getByText('Looking for a page…')).toBeVisible();
  await page.waitForTimeout(3000);
  await expect(page.getByRole('list', { name: 'Captured pages' })).toHaveCount(0);
  await expect(page.getByText(/^Hold still/)).toHaveCount(0);
  await screenshotOnRequest(page, join(screenshotDir, 'hands-free-looking-1024x768.png'));

  // Remembered for the session: the screen shown again has it on.
  await page.reload();
  await expect(page.getByLabel('Capture by itself')).toBeChecked();
  await page.getByLabel('Capture by itself').uncheck();
  await page.reload();
  await expect(page.getByLabel('Capture by itself')).not.toBeChecked();
});
