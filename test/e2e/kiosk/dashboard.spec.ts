import type { Page } from '@playwright/test';
import { utcDay } from '../../../shared/dashboard/dashboard-range';
import { expect, expectAccessible, expectTouchTargets, screenshotsAtEverySize, test, type KioskWorld } from './kiosk-world';
import { dayFirst } from '../../../shared/dates/day-first';

// The branch at a glance in training (demo seed, D28): its figures, the 90-day switch, and a figure
// opening its list on the same dates with the same filter. The screen's failed state and Retry:
// test/component/screens/dashboard/dashboard-screen.test.tsx.

const figures = () => ({ name: 'Figures; each opens its list' }) as const;

/** A figure's tile, and the number on it. */
async function figure(page: Page, label: string): Promise<number> {
  const tile = page.getByRole('list', figures()).getByRole('button', { name: new RegExp(`${label}$`) });
  const text = (await tile.locator('.figure-tile__value').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** The branch's quotes in the sandbox's own store made on these UTC days (D4), counted here without the kiosk. */
function quotesInStore(world: KioskWorld, startDate: string, endDate: string): number {
  return world
    .service()
    .sandbox.store.quotes.all()
    .filter((quote) => quote.account_id === '1001' && utcDay(quote.created) >= startDate && utcDay(quote.created) <= endDate).length;
}

async function shownRange(page: Page): Promise<{ startDate: string; endDate: string }> {
  return page.evaluate(async () => {
    const result = await window.kiosk.dashboard.summary({ days: 90 });
    return result.ok ? { startDate: result.data.startDate, endDate: result.data.endDate } : { startDate: '', endDate: '' };
  });
}

test('the branch at a glance: figures, the last 90 days, and a figure opening its filtered list', async ({ page, world }) => {
  await page.goto(world.host.url);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Branch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The branch at a glance' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', figures()).getByRole('button', { name: /Quotes sent$/ })).toBeVisible();
  await expect(page.getByText('Counting the last')).toBeHidden();

  // The 30 days end on the sandbox's today (D27), and the quotes figure is the store's own count for them.
  const today = utcDay(world.service().sandbox.now());
  const thirtyStart = utcDay(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000);
  expect(await figure(page, 'Quotes sent')).toBe(quotesInStore(world, thirtyStart, today));
  const thirtyApplications = await figure(page, 'Applications');
  expect(thirtyApplications).toBeGreaterThan(0);
  await expect(page.getByRole('img', { name: 'From quote to payment' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Quotes sent and applications, week by week' })).toBeVisible();
  await expect(page.getByText('Of those applications, the ones declined.')).toBeVisible();

  await page.getByRole('button', { name: 'Last 90 days' }).click();
  await expect(page.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
  const ninety = await shownRange(page);
  expect(ninety.endDate).toBe(today);
  await expect.poll(() => figure(page, 'Quotes sent')).toBe(quotesInStore(world, ninety.startDate, ninety.endDate));
  expect(await figure(page, 'Applications')).toBeGreaterThan(thirtyApplications);
  await expect(page.getByRole('group', { name: 'Dates' })).toBeVisible();

  await screenshotsAtEverySize(page, '95-branch-dashboard');
  // Issue 38 item 12: per salesperson, the whole table on the page at every size (it scrolls only when it must).
  const team = page.getByRole('region', { name: 'Figures per salesperson' });
  await expect(team.getByRole('columnheader', { name: 'Salesperson' })).toBeVisible();
  await screenshotsAtEverySize(page, '97-branch-dashboard-per-salesperson', team);
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect.poll(() => team.evaluate((region) => region.scrollWidth <= region.clientWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page);
  await expectTouchTargets(page);
  // The weeks as a table, the charts' text alternative, is accessible too once open.
  await page.getByText('The weeks as a table').click();
  await expect(page.getByRole('region', { name: 'The weeks as a table' }).getByRole('row')).toHaveCount((await weeksOf(page)) + 1);
  await expectAccessible(page);

  // "Approved" opens the applications list on the same 90 days, approved at any point: as many rows as the figure.
  const approved = await figure(page, 'Approved');
  const applications = await figure(page, 'Applications');
  expect(approved).toBeGreaterThan(0);
  await page
    .getByRole('list', figures())
    .getByRole('button', { name: /Approved$/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expect(page.getByLabel('From')).toHaveValue(dayFirst(ninety.startDate));
  await expect(page.getByLabel('To')).toHaveValue(dayFirst(ninety.endDate));
  await expect(page.getByLabel('Status')).toHaveValue('EVER_APPROVED');
  await expect(page.getByRole('heading', { name: /^Page 1 of \d+/ })).toContainText(
    `${approved.toLocaleString('en-AU')} of ${applications.toLocaleString('en-AU')} applications`,
  );
  await screenshotsAtEverySize(page, '96-branch-dashboard-approved-list');
  await expectAccessible(page);

  // Back on the dashboard (still 90 days), "Applied from a quote" opens the quotes list filtered to applied quotes.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Branch' }).click();
  await expect(page.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Counting the last')).toBeHidden();
  const quotesApplied = await figure(page, 'Applied from a quote');
  const quotesSent = await figure(page, 'Quotes sent');
  await page
    .getByRole('list', figures())
    .getByRole('button', { name: /Applied from a quote$/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  await expect(page.getByLabel('From')).toHaveValue(dayFirst(ninety.startDate));
  await expect(page.getByLabel('Status')).toHaveValue('applied');
  await expect(page.getByRole('heading', { name: /^Page 1 of \d+/ })).toContainText(
    `${quotesApplied.toLocaleString('en-AU')} of ${quotesSent.toLocaleString('en-AU')} quotes`,
  );
  await expect(page.getByRole('table').getByText('Applied')).toHaveCount(Math.min(quotesApplied, 50));
});

async function weeksOf(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const result = await window.kiosk.dashboard.summary({ days: 90 });
    return result.ok ? result.data.weeks.length : 0;
  });
}
