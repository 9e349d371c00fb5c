import { calculate, expect, expectAccessible, expectKeyboardReachable, fillCustomer, screenshot, test } from './kiosk-world';

const casey = {
  first: 'Casey',
  last: 'Lee',
  email: 'casey.lee@example.com',
  mobile: '0400 111 222',
  description: 'Ducted air-conditioning',
  category: 'Air-Conditioning',
};

test('after the idle time every trace of the customer leaves the screen (K4)', async ({ page, world }) => {
  await page.goto(`${world.host.url}?idle=3`);
  await calculate(page, { price: '9,999' });
  await fillCustomer(page, casey);
  await expect(page.getByText('casey.lee@example.com', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment calculator' })).toBeVisible({ timeout: 8_000 });
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
  await expect(page.getByLabel('Purchase price')).toHaveValue('');
  await page.getByRole('button', { name: 'New quote' }).click();
  await expect(page.locator('body')).not.toContainText('casey.lee@example.com');
});

test('quotes list: every page reachable; resend and cancel refusals in plain words', async ({ page, world }) => {
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
  await expect(page.getByText('Cancelled.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel quote for Casey Lee' }).click();
  await expect(page.getByText('This quote is no longer active: it has expired, been cancelled or been applied for.')).toBeVisible();
  await page.getByRole('button', { name: 'Resend quote to Casey Lee' }).click();
  await expect(page.getByText('This quote was cancelled, so it cannot be sent again.')).toBeVisible();
  await screenshot(page, '12b-quotes-list-refusals');
  await expectAccessible(page);

  const twoYearsAgo = new Date(Date.now() - 2 * 365 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From').fill(twoYearsAgo);
  await page.getByRole('button', { name: 'Show quotes' }).click();
  await expect(page.getByRole('heading', { name: /Page 1/ })).toContainText('500 quotes');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('heading', { name: /Page 2/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByRole('heading', { name: /Page 1/ })).toBeVisible();
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
