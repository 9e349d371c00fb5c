import type { Page } from '@playwright/test';
import { typeDay } from './day-fields';
import { calculate, expect, expectAccessible, expectTouchTargets, fillCustomer, screenshotsAtEverySize, test } from './kiosk-world';

// A quote sent, found in the quotes list by its mobile, sent again, and cancelled there after a confirmation: the
// service then refuses resend and cancel, so neither is offered (D17); two years of quotes page over every page the
// service gave (D8). The list's own rules and states (newest first, search, Keep,
// a provider's error, a service that cannot be reached, Retry) are component tests:
// test/component/screens/quotes/quotes-list-screen.test.tsx; the calculator's Retry: test/component/screens/calculator/.

const priya = {
  first: 'Priya',
  last: 'Raman',
  email: 'priya.raman@example.com',
  mobile: '0455 123 987',
  description: 'Ducted heat pump',
  category: 'Air-Conditioning',
};

async function openQuotes(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Quotes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  await expect(page.getByText('Loading quotes…')).toBeHidden();
}

test('a quote sent is found in the list by its mobile typed with spaces, and cancelled there after a confirmation', async ({
  page,
  world,
}) => {
  await page.goto(world.host.url);
  await calculate(page, { price: '6,300' });
  await fillCustomer(page, priya);
  await page.getByRole('button', { name: 'Send quote by email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote sent' })).toBeVisible();
  await openQuotes(page);

  const rows = page.locator('table tbody tr');
  await expect(rows.first()).toContainText('Priya Raman');
  await page.getByLabel('Search by name, email or mobile').fill('0455 123 987');
  await expect(page.getByRole('heading', { name: /^Page 1 of 1 · 1 of \d+ quotes/ })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('0455 123 987');
  await expectAccessible(page);
  await expectTouchTargets(page);
  await screenshotsAtEverySize(page, '60-quotes-list-search');

  await page.getByRole('button', { name: 'Resend quote to Priya Raman' }).click();
  await expect(page.getByText('Sent again.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel quote for Priya Raman' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the quote for Priya Raman?' });
  await expect(dialog).toContainText('The apply link in the email sent to priya.raman@example.com stops working');
  await expectAccessible(page);
  await screenshotsAtEverySize(page, '61-quotes-cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel the quote' }).click();
  await expect(page.getByText('Cancelled.', { exact: true })).toBeVisible();
  await expect(rows.first().getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(rows.first()).toContainText('No actions');

  // The service holds it cancelled (D17): loaded again, it is still cancelled.
  await page.getByRole('button', { name: 'Show quotes' }).click();
  await expect(page.getByText('Loading quotes…')).toBeHidden();
  await expect(rows.first().getByText('Cancelled', { exact: true })).toBeVisible();

  await page.getByLabel('Search by name, email or mobile').clear();
  const twoYearsAgo = new Date(Date.now() - 2 * 365 * 86_400_000).toISOString().slice(0, 10);
  await typeDay(page.getByLabel('From'), twoYearsAgo);
  await page.getByRole('button', { name: 'Show quotes' }).click();
  // Newest first, 50 a page, over every page the service gave (D8: 500 a page); the 30 days shown before fit on one.
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

test('a quote its customer has since applied for shows Applied with its application, which opens (issue 38 item 9)', async ({
  page,
  world,
}) => {
  await page.goto(world.host.url);
  await openQuotes(page);
  await page.getByLabel('Status').selectOption({ label: 'Applied' });
  const row = page
    .getByRole('row')
    .filter({ hasText: /Application \d+/ })
    .first();
  const applicationId = ((await row.textContent()) ?? '').match(/Application (\d+)/)?.[1] ?? '';
  expect(applicationId).not.toBe('');
  await expect(row.getByText('Applied', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /Resend|Cancel quote/ })).toHaveCount(0);
  await expectAccessible(page);
  await screenshotsAtEverySize(page, '62-quotes-applied-since', row);
  await row.getByRole('button', { name: `Open application ${applicationId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Application ${applicationId}` })).toBeVisible();
});
