import type { Page } from '@playwright/test';
import {
  calculate,
  expect,
  expectAccessible,
  expectTouchTargets,
  fillCustomer,
  screenshot,
  screenshotsAtEverySize,
  test,
  injectFault,
} from './kiosk-world';
import { dayIn } from './day-fields';

// The quotes list newest first with search, only the actions the service accepts (D17), a
// confirmed Cancel; and failures that say which they are (no network, the provider's error), one banner per area, Retry.

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

async function sendQuote(page: Page): Promise<void> {
  await calculate(page, { price: '6,300' });
  await fillCustomer(page, priya);
  await page.getByRole('button', { name: 'Send quote by email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote sent' })).toBeVisible();
}

// GET reads are tried three times (main/vendor): three faults make one failed load.
const triesPerRead = 3;

test('quotes: newest first, found by mobile typed with spaces; Cancel asks and Keep keeps it; no actions on a cancelled quote', async ({
  page,
  world,
}) => {
  await page.goto(world.host.url);
  await sendQuote(page);
  await openQuotes(page);
  await expect(page.getByRole('heading', { name: /^Page 1 of 1 · \d+ quotes/ })).toBeVisible();

  // D8 pages oldest first: the service's first quote of the range is the screen's last row, the one just sent its first.
  const range = {
    startDate: await dayIn(page.getByLabel('From', { exact: true })),
    endDate: await dayIn(page.getByLabel('To', { exact: true })),
  };
  const oldest = await page.evaluate(async (dates) => {
    const result = await window.kiosk.quotes.list({ ...dates, pageNumber: 1 });
    return result.ok ? result.data.quotes[0]?.applicant_email : undefined;
  }, range);
  const rows = page.locator('table tbody tr');
  await expect(rows.first()).toContainText('Priya Raman');
  await expect(rows.last()).toContainText(oldest ?? 'no quote in the range');

  await page.getByLabel('Search by name, email or mobile').fill('0455 123 987');
  await expect(page.getByRole('heading', { name: /^Page 1 of 1 · 1 of \d+ quotes/ })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('priya.raman@example.com');
  await expect(rows.first()).toContainText('0455 123 987');
  await expect(rows.first()).toContainText('Sent');
  await expectAccessible(page);
  await expectTouchTargets(page);
  await screenshotsAtEverySize(page, '60-quotes-list-search');

  await page.getByRole('button', { name: 'Cancel quote for Priya Raman' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the quote for Priya Raman?' });
  await expect(dialog).toContainText('The apply link in the email sent to priya.raman@example.com stops working');
  await expectAccessible(page);
  await screenshotsAtEverySize(page, '61-quotes-cancel-dialog');
  await dialog.getByRole('button', { name: 'Keep the quote' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows.first()).toContainText('Sent');
  const stillActive = await page.evaluate(async (dates) => {
    const result = await window.kiosk.quotes.list({ ...dates, pageNumber: 1 });
    return result.ok ? result.data.quotes.find((quote) => quote.applicant_email === 'priya.raman@example.com')?.active : undefined;
  }, range);
  expect(stillActive).toBe(1);

  await page.getByRole('button', { name: 'Cancel quote for Priya Raman' }).click();
  await dialog.getByRole('button', { name: 'Cancel the quote' }).click();
  await expect(page.getByText('Cancelled.', { exact: true })).toBeVisible();
  await expect(rows.first().getByText('Cancelled', { exact: true })).toBeVisible();
  // D17: the service would refuse both now, so neither is offered.
  await expect(page.getByRole('button', { name: 'Cancel quote for Priya Raman' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resend quote to Priya Raman' })).toHaveCount(0);
  await expect(rows.first()).toContainText('No actions');
});

test("a provider error says so with its message (not 'cannot be reached'), once; Retry loads the list unedited", async ({
  page,
  world,
}) => {
  await page.goto(world.host.url);
  await openQuotes(page);
  const range = {
    from: await page.getByLabel('From', { exact: true }).inputValue(),
    to: await page.getByLabel('To', { exact: true }).inputValue(),
  };

  await injectFault(world, 'getQuotes', 'error', triesPerRead * 2);
  await page.getByRole('button', { name: 'Show quotes' }).click();
  const failure = page.getByText(/^The quotes could not be loaded: /);
  await expect(failure).toHaveText(
    'The quotes could not be loaded: The financing service had a problem (its message: Internal error). Try again in a moment.',
  );
  // Failed twice over: still one banner, and the list never reads as an empty one.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Loading quotes…')).toBeHidden();
  await expect(failure).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Quotes not loaded' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('0 quotes');
  await expect(page.locator('main')).not.toContainText('No quotes in these dates');
  await expect(page.locator('body')).not.toContainText('cannot be reached');
  await expectAccessible(page);
  await screenshotsAtEverySize(page, '62-quotes-error-retry');

  // The fault is used up: Retry, nothing edited, loads the same dates.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: /^Page 1 of 1 · \d+ quotes/ })).toBeVisible();
  await expect(failure).toHaveCount(0);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(range.from);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(range.to);
});

test('the calculator offers Retry without an input edited; a stopped service says it cannot be reached', async ({ page, world }) => {
  await page.goto(world.host.url);
  await injectFault(world, 'publicCalculator', 'error', 1);
  await page.getByLabel('Purchase price').fill('5,000');
  const failure = page.getByText(/^The financing service had a problem/);
  await expect(failure).toBeVisible();
  await expect(page.getByLabel('Fortnightly repayment')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByLabel('Fortnightly repayment')).toBeVisible();
  await expect(failure).toHaveCount(0);
  await expect(page.getByLabel('Purchase price')).toHaveValue(/5,?000/);

  await world.sandbox().close();
  await openQuotes(page);
  const unreachable = page.getByText(
    'The quotes could not be loaded: The financing service cannot be reached — check the connection and try again.',
  );
  await expect(unreachable).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('0 quotes');
  await expect(page.locator('body')).not.toContainText('had a problem');
  await screenshot(page, '63-quotes-unreachable');
});
