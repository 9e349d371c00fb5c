import { alexsQuote, handOverFromReview } from './customer-at-checkout';
import { expect, expectAccessible, screenshotsAtEverySize, test } from './kiosk-world';

// Customer mode opens at its top, with focus on its heading (K6): the customer first sees their own quote, not the
// direct-debit text and the QR at the bottom of the page staff scrolled down.

test('customer mode opens at its top, focus on “Hello Alex, here is your quote”', async ({ page, world }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(world.host.url);
  await alexsQuote(page, '5,000.00', '0411000031');
  // Staff scroll down to the hand-over button, as they would on a small screen.
  await page.getByRole('button', { name: 'Customer applies now on this screen' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2_000);
  await handOverFromReview(page);
  const heading = page.getByRole('heading', { level: 1, name: 'Hello Alex, here is your quote' });
  await expect(heading).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(heading).toBeInViewport();
  await expectAccessible(page);
  await screenshotsAtEverySize(page, '86-customer-mode-opens-at-top');
});
