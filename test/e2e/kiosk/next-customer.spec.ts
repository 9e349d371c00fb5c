import { calculate, expect, expectAccessible, expectKeyboardReachable, fillCustomer, screenshot, test, withSettings } from './kiosk-world';
import { typeDay } from './day-fields';

const casey = {
  first: 'Casey',
  last: 'Lee',
  email: 'casey.lee@example.com',
  mobile: '0400 111 222',
  description: 'Ducted air-conditioning',
  category: 'Air-Conditioning',
};

test('after the idle time every trace of the customer leaves the screen (K4)', async ({ page, world }) => {
  // 6 s: quiet for 3 s, then the 3-second "Still there?" nobody answers.
  await page.goto(withSettings(world.host.url, 'idle=6'));
  await calculate(page, { price: '9,999' });
  await fillCustomer(page, casey);
  await expect(page.getByText('casey.lee@example.com', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment calculator' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByLabel('Purchase price')).toHaveValue('');
  await page.getByRole('button', { name: 'New quote' }).click();
  await expect(page.getByRole('heading', { name: 'Start with the calculator' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Casey');
  await expect(page.locator('body')).not.toContainText('9,999');
});

test('"Next customer" clears the customer at once', async ({ page, world }) => {
  await page.goto(world.host.url);
  await calculate(page, { price: '3,200' });
  await fillCustomer(page, casey);
  await page.getByRole('button', { name: 'Next customer' }).click();
  // Nothing was sent yet, so it asks first.
  await page.getByRole('alertdialog', { name: 'Discard the quote for Casey Lee?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByLabel('Purchase price')).toHaveValue('');
  await page.getByRole('button', { name: 'New quote' }).click();
  await expect(page.locator('body')).not.toContainText('casey.lee@example.com');
});

test('quotes list: every page reachable; resend offered, cancel confirmed, then neither on the cancelled quote (D17)', async ({
  page,
  world,
}) => {
  await page.goto(world.host.url);
  await calculate(page, { price: '4,000' });
  await fillCustomer(page, casey);
  await page.getByRole('button', { name: 'Send quote by email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote sent' })).toBeVisible();

  await page.getByRole('button', { name: 'Quotes' }).click();
  await expect(page.getByRole('button', { name: 'Cancel quote for Casey Lee' })).toBeVisible();
  await screenshot(page, '12-quotes-list');
  await page.getByRole('button', { name: 'Resend quote to Casey Lee' }).click();
  await expect(page.getByText('Sent again.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel quote for Casey Lee' }).click();
  await page.getByRole('dialog', { name: 'Cancel the quote for Casey Lee?' }).getByRole('button', { name: 'Cancel the quote' }).click();
  await expect(page.getByText('Cancelled.', { exact: true })).toBeVisible();
  // The service would refuse both now ("Quote not active", "The quote is invalid"): neither is offered.
  await expect(page.getByRole('button', { name: 'Cancel quote for Casey Lee' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resend quote to Casey Lee' })).toHaveCount(0);
  await screenshot(page, '12b-quotes-list-cancelled');
  await expectAccessible(page);

  const twoYearsAgo = new Date(Date.now() - 2 * 365 * 86_400_000).toISOString().slice(0, 10);
  await typeDay(page.getByLabel('From'), twoYearsAgo);
  await page.getByRole('button', { name: 'Show quotes' }).click();
  // Newest first, 50 a page, over every page the service gave (D8: 500 a page).
  // Two digits of pages: the 30 days shown before fit on one.
  const firstPage = page.getByRole('heading', { name: /^Page 1 of \d{2,} · [\d,]+ quotes/ });
  await expect(firstPage).toBeVisible();
  const pages = Number(/of (\d+)/.exec((await firstPage.textContent()) ?? '')?.[1]);
  expect(pages).toBeGreaterThan(10);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^Page 2 of ${pages}`) })).toBeVisible();
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^Page ${pages} of ${pages}`) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^Page ${pages - 1} of ${pages}`) })).toBeVisible();
});

test('training panel: outbox, sandbox clock and the last-digit guide; every screen works by keyboard', async ({ page, world }) => {
  await page.goto(world.host.url);
  await expectKeyboardReachable(page);
  await calculate(page, { price: '2,500' });
  await expectKeyboardReachable(page);
  await fillCustomer(page, { ...casey, email: 'outbox@example.com' });
  await expectKeyboardReachable(page);
  await page.getByRole('button', { name: 'Send quote by email' }).click();
  await page.getByRole('button', { name: 'Training' }).click();
  await expect(page.getByRole('note').filter({ hasText: 'Outcomes' })).toContainText('5 declined');
  await expect(page.getByText('Email to outbox@example.com')).toBeVisible();
  const before = await page.getByRole('heading', { name: 'Sandbox clock' }).locator('..').textContent();
  await page.getByRole('button', { name: 'Advance 1 hour' }).click();
  await expect(page.getByText('Clock moved.')).toBeVisible();
  expect(await page.getByRole('heading', { name: 'Sandbox clock' }).locator('..').textContent()).not.toEqual(before);
  await screenshot(page, '13-training-panel');
  await expectAccessible(page);
  await expectKeyboardReachable(page);
  await page.getByRole('button', { name: 'Quotes' }).click();
  await expect(page.getByRole('button', { name: 'Cancel quote for Casey Lee' })).toBeVisible();
  await expectKeyboardReachable(page);
});
