import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectTouchTargets, screenshot, screenshotsAtEverySize, test } from './kiosk-world';
import { dayIn, typeDay } from './day-fields';
import { openDesk } from './applications-desk';

const dayMs = 86_400_000;

/** The first application on screen with this status, opened. */
async function openFirstWith(page: Page, status: string): Promise<string> {
  await page.getByLabel('Status').selectOption({ label: status });
  const open = page.getByRole('button', { name: /^Open application \d+$/ }).first();
  const id = (await open.textContent())?.trim() ?? '';
  await open.click();
  await expect(page.getByRole('heading', { level: 1, name: `Application ${id}` })).toBeVisible();
  return id;
}

test('applications list: newest first, the oldest demo application on the last page', async ({ page, world }) => {
  await page.goto(world.host.url);
  await openDesk(page);
  await screenshot(page, '20-applications-list');
  await expectAccessible(page);
  await expectTouchTargets(page);

  const endDate = await dayIn(page.getByLabel('To'));
  const startDate = new Date(Date.parse(endDate) - 600 * dayMs).toISOString().slice(0, 10);
  // The service pages oldest first (D8): its first application of all is the one the screen must show last.
  const oldest = await page.evaluate(
    async (range) => {
      const result = await window.kiosk.applications.list({ ...range, pageNumber: 1 });
      return result.ok ? result.data.applications[0] : undefined;
    },
    { startDate, endDate },
  );
  expect(oldest).toBeDefined();

  await typeDay(page.getByLabel('From'), startDate);
  await page.getByRole('button', { name: 'Show applications' }).click();
  await expect(page.getByRole('heading', { name: /^Page 1 of 21 · 1,034 applications/ })).toBeVisible();
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(page.getByRole('heading', { name: /^Page 21 of 21/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open application \d+$/ }).last()).toHaveText(oldest?.id ?? '');

  await page.getByLabel('Search by name or reference').fill(oldest?.applicants[0]?.name ?? '');
  await expect(page.getByRole('button', { name: `Open application ${oldest?.id ?? ''}` })).toBeVisible();
});

test('a search looks through every date the service holds, and says how far back it went (issue 38 item 9)', async ({ page, world }) => {
  await page.goto(world.host.url);
  await openDesk(page);
  // No dates: the service's first day to its today (the document's defaults); its first application is the oldest (D8).
  const oldest = await page.evaluate(async () => {
    const result = await window.kiosk.applications.list({ pageNumber: 1 });
    return result.ok ? result.data.applications[0] : undefined;
  });
  const name = oldest?.applicants[0]?.name ?? '';
  expect(name).not.toBe('');
  const from = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(oldest?.created ?? ''),
  );

  // The dates stay the last 30 days; the search still finds the application made 18 months ago.
  await page.getByLabel('Search by name or reference').fill(name);
  await expect(
    page.getByText(new RegExp(`^Searched every date the financing service holds: [\\d,]+ applications, from ${from} to today\\.$`)),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Open application ${oldest?.id ?? ''}` })).toBeVisible();
  await screenshotsAtEverySize(page, '20a-applications-search-every-date');
  await expectAccessible(page);
});

test('an approved application: reference, request payment, paid once the buyer confirms', async ({ page, world }) => {
  await page.goto(world.host.url);
  await openDesk(page);
  const id = await openFirstWith(page, 'Approved');
  await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible();

  const reference = page.getByLabel('Reference number');
  await reference.fill('INV-2026-000000000001');
  await page.getByRole('button', { name: 'Save reference' }).click();
  await expect(page.getByText('At most 20 characters (this is 21).')).toBeVisible();
  await expect(reference).toHaveAttribute('aria-invalid', 'true');
  await expect(reference).toHaveValue('INV-2026-000000000001');
  await reference.fill('INV-2026-0001');
  await page.getByRole('button', { name: 'Save reference' }).click();
  await expect(page.getByText('Reference saved.')).toBeVisible();

  await screenshot(page, '21-application-detail');
  await expectAccessible(page);
  await expectTouchTargets(page);

  await page.getByRole('button', { name: 'Request payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request payment?' });
  await expect(dialog).toContainText('asked to confirm delivery');
  await screenshot(page, '22-request-payment-dialog');
  // No invoice is on the demo application: the dialog says so first.
  await dialog.getByRole('button', { name: 'Request anyway' }).click();
  await expect(page.getByText(/^Payment requested on .* — waiting for the customer’s confirmation\.$/)).toBeVisible();

  await page.evaluate(async () => {
    await window.kiosk.training.advance({ seconds: 180 });
  });
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Paid', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('status', { name: 'Application updates' })).toContainText(`Application ${id}`);
  await expect(page.getByRole('status', { name: 'Application updates' })).toContainText('is now Paid.');
});

test('a status change from the service appears on screen without a reload or a poll, once', async ({ page, world }) => {
  // Every call the page makes to the kiosk, to see that nothing asks for changes: main pushes them.
  const bridgeCalls: { path: string; at: number }[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/bridge')) bridgeCalls.push({ path, at: Date.now() });
  });
  await page.clock.install();
  await page.goto(world.host.url);
  await openDesk(page);
  await page.getByLabel('Status').selectOption({ label: 'Approved' });
  const open = page.getByRole('button', { name: /^Open application \d+$/ }).first();
  const id = (await open.textContent())?.trim() ?? '';
  await page.getByLabel('Status').selectOption({ label: 'Any status' });

  const response = await fetch(`${world.sandbox().baseUrl}/sandbox/v1/applications/${id}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'WITHDRAW' }),
  });
  expect(response.status).toBe(200);
  const forcedAt = Date.now();

  const notices = page.getByRole('status', { name: 'Application updates' });
  await expect(notices).toContainText(`Application ${id}`, { timeout: 10_000 });
  await expect(notices).toContainText('is now Withdrawn.');
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Open application ${id}` }) });
  await expect(row.getByText('Withdrawn', { exact: true })).toBeVisible();
  // Seven quiet seconds on the page's clock (two of the old 3 s polls) bring nothing new: the change is told once.
  await page.clock.runFor(7_000);
  await expect(notices.getByText(`Application ${id}`)).toHaveCount(1);
  expect(bridgeCalls.filter((call) => call.path.startsWith('/bridge/watch:'))).toEqual([]);
  expect(bridgeCalls.filter((call) => call.at >= forcedAt)).toEqual([]);
  expect(bridgeCalls.filter((call) => call.path === '/bridge-events')).toHaveLength(1);
  await screenshot(page, '23-applications-status-change');
  await expectAccessible(page);
});
