import { alexsQuote, applyAtCheckout, handOverFromReview, unlock } from './customer-at-checkout';
import { atKiosk, expect, expectAccessible, screenshotsAtEverySize, test } from './kiosk-world';

// After a hand-over (K6): a cancelled application leaves staff every way forward with the quote, not only "Next
// customer"; and the outcome, kept by main with the hand-over, survives a reload while locked (K4 still ends it).

test('the customer cancels on the provider’s form: staff land on the quote with email, call-back and hand over again', async ({
  page,
  world,
}) => {
  await page.goto(world.host.url);
  await alexsQuote(page, '5,000.00', '0411000041');
  await handOverFromReview(page);
  await page.getByRole('button', { name: 'Start my application' }).click();
  await page.getByRole('button', { name: /^Cancel and return to/ }).click();
  await page.waitForURL(atKiosk(world));
  await expect(page.getByRole('heading', { level: 1, name: 'Your application was not sent' })).toBeVisible();
  // A reload while locked keeps the outcome (main holds it with the hand-over).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your application was not sent' })).toBeVisible();
  await unlock(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Alex Customer did not finish applying' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('The application was not completed');
  await expect(page.getByRole('button', { name: 'Send quote by email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask the provider to call the customer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Customer applies now on this screen' })).toBeVisible();
  await expectAccessible(page);
  await screenshotsAtEverySize(page, '89-hand-over-cancelled');
  await page.getByRole('button', { name: 'Send quote by email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote sent' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print quote' })).toBeVisible();
});

test('approved: a reload while locked still shows the outcome, and staff see it, not “has not applied yet”', async ({ page, world }) => {
  await page.goto(world.host.url);
  await alexsQuote(page, '5,000.01', '0411000042');
  await handOverFromReview(page);
  await applyAtCheckout(page, world, '0411000042');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Alex, your application is in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Alex, your application is in' })).toBeVisible();
  await unlock(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Alex Customer’s application' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('has not applied yet');
  await expect(page.getByRole('button', { name: 'Open the application' })).toBeVisible();
});
