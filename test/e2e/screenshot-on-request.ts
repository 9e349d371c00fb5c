import type { Page } from '@playwright/test';

// Issue 36: a screenshot is compared or not taken. These are for a person to look at, so only `npm run screenshots`
// (KIOSK_SCREENSHOTS=1) takes them; the tests' own runs save none.

export const screenshotsWanted = process.env['KIOSK_SCREENSHOTS'] === '1';

/** Saves the page's picture to `path`, only when screenshots were asked for. */
export async function screenshotOnRequest(page: Page, path: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (screenshotsWanted) await page.screenshot({ path, ...options });
}
