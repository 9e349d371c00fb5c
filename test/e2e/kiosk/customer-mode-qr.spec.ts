import { alexsQuote, sendAlexsQuote, handOverFromReview } from './customer-at-checkout';
import { applyLinkEmailed, qrTextOnScreen } from './apply-link-qr';
import { expect, expectAccessible, screenshotsAtEverySize, test } from './kiosk-world';

// The apply link's QR in customer mode: handed the kiosk after their quote was sent, the customer may apply here or scan
// the quote's apply link (D17) to apply on their own phone; a reload while locked keeps it (K6).

test('a customer handed the kiosk after their quote was sent can scan its apply link, even after a reload', async ({ page, world }) => {
  const mobile = '0433555301';
  await page.goto(world.host.url);
  const quoteId = await sendAlexsQuote(page, '8000', mobile);
  expect(quoteId).toMatch(/^quote_/);

  await handOverFromReview(page);
  const phone = page.getByRole('region', { name: 'Or apply on your own phone' });
  await expect(phone.getByText('Scan with your phone’s camera to apply on your own phone.')).toBeVisible();
  await expect(phone.getByText(/^Works until \w+day \d+ \w+ \d{4}$/)).toBeVisible();
  const link = await applyLinkEmailed(world, `alex.${mobile}@example.com`, quoteId);
  const code = phone.getByRole('img', { name: 'QR code of the quote’s apply link' });
  expect(await qrTextOnScreen(code)).toBe(link);
  await expect(page.getByRole('button', { name: 'Start my application' })).toBeEnabled();
  await expectAccessible(page);
  await screenshotsAtEverySize(page, '89-customer-mode-qr');

  // Main holds the hand-over while locked (K6): the same code after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Alex, here is your quote' })).toBeVisible();
  expect(await qrTextOnScreen(code)).toBe(link);
});

test('a customer handed the kiosk from the review, before any quote was sent, is shown no QR code', async ({ page, world }) => {
  await page.goto(world.host.url);
  await alexsQuote(page, '8000', '0433555302');
  await handOverFromReview(page);
  await expect(page.getByRole('button', { name: 'Start my application' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Or apply on your own phone' })).toHaveCount(0);
});
