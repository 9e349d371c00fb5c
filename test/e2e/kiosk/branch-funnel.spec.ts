import type { Page } from '@playwright/test';
import { utcDay } from '../../../shared/dashboard/dashboard-range';
import { dayFirst } from '../../../shared/dates/day-first';
import { expect, expectAccessible, screenshotsAtEverySize, test, type KioskWorld } from './kiosk-world';

// Issue 26, point 8: Branch's funnel narrows at every step (quotes sent → applied from those quotes → approved
// among those → paid among those); all applications, from a quote or not, stand beside it, labelled, not inside it.
// And "the last 30 days" is one rule: Branch's range is the lists' first range (shared lastDays, D4).

/** The funnel's steps as its text alternative names them, in order: label and count. */
async function funnelSteps(page: Page): Promise<{ label: string; count: number }[]> {
  const funnel = page.getByRole('img', { name: 'From quote to payment' });
  const descId = (await funnel.getAttribute('aria-describedby')) ?? '';
  const description = (await page.locator(`[id="${descId}"]`).textContent()) ?? '';
  return description
    .replace(/\.$/, '')
    .split('; ')
    .map((step) => {
      const [label = '', rest = ''] = step.split(': ');
      return { label, count: Number(rest.replace(/\(.*\)/, '').replace(/[^\d]/g, '')) };
    });
}

/** What the sandbox's own store knows (it keeps which quote an application came from): the funnel's truth for these days. */
function truthInStore(world: KioskWorld, startDate: string, endDate: string) {
  const inRange = (created: number) => utcDay(created) >= startDate && utcDay(created) <= endDate;
  const { store } = world.service().sandbox;
  const quotes = store.quotes.all().filter((quote) => quote.account_id === '1001' && inRange(quote.created));
  const quoteIds = new Set(quotes.map((quote) => quote.id));
  const all = store.applications.all().filter((application) => application.account_id === '1001' && inRange(application.created));
  const fromQuotes = all.filter((application) => application.quoteId !== undefined && quoteIds.has(application.quoteId));
  const approved = fromQuotes.filter(
    (application) =>
      ['APPROVED', 'PAID'].includes(application.status) || application.history.some((change) => change.status === 'APPROVED'),
  );
  return {
    quotes: quotes.length,
    fromQuotes: fromQuotes.length,
    approved: approved.length,
    paid: fromQuotes.filter((application) => application.status === 'PAID').length,
    all: all.length,
  };
}

/** The From and To a dated list shows. */
async function listRange(page: Page): Promise<{ from: string; to: string }> {
  const from = page.getByLabel('From', { exact: true });
  // The dates come once the list has read the service's clock.
  await expect(from).not.toHaveValue('');
  return { from: await from.inputValue(), to: await page.getByLabel('To', { exact: true }).inputValue() };
}

test('Branch’s funnel never widens, all applications stand beside it, and its 30 days are the lists’ first range', async ({
  page,
  world,
}) => {
  await page.goto(world.host.url);
  const main = page.getByRole('navigation', { name: 'Main' });

  // The lists' first range, before Branch has set any list's dates.
  await main.getByRole('button', { name: 'Quotes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  const quotesRange = await listRange(page);
  await main.getByRole('button', { name: 'Applications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  const applicationsRange = await listRange(page);

  await main.getByRole('button', { name: 'Branch' }).click();
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Counting the last')).toBeHidden();
  const thirty = await page.evaluate(async () => {
    const result = await window.kiosk.dashboard.summary({ days: 30 });
    return result.ok ? { startDate: result.data.startDate, endDate: result.data.endDate } : { startDate: '', endDate: '' };
  });
  const branchRange = { from: dayFirst(thirty.startDate), to: dayFirst(thirty.endDate) };
  expect(quotesRange).toEqual(branchRange);
  expect(applicationsRange).toEqual(branchRange);

  // Every step is a subset of the one before: no step counts more than the step above it.
  const truth = truthInStore(world, thirty.startDate, thirty.endDate);
  const steps = await funnelSteps(page);
  for (const [index, step] of steps.entries()) if (index > 0) expect(step.count).toBeLessThanOrEqual(steps[index - 1]!.count);
  expect(steps.map((step) => step.label)).toEqual(['Quotes sent', 'Applied from those quotes', 'Approved', 'Paid']);
  // And they are the sandbox's own links between quotes and applications, found from the service's lists alone.
  expect(steps.map((step) => step.count)).toEqual([truth.quotes, truth.fromQuotes, truth.approved, truth.paid]);
  // The demo seed has more applications than quotes applied from, so the funnel would widen had it mixed them.
  expect(truth.all).toBeGreaterThan(truth.fromQuotes);

  // All applications, from a quote or not, beside the funnel and labelled so; the same number as their tile.
  const beside = page.getByRole('region', { name: 'All applications, from a quote or not' });
  await expect(beside).toBeVisible();
  await expect(beside.getByRole('button', { name: new RegExp(`^${truth.all.toLocaleString('en-AU')} Applications`) })).toBeVisible();
  await expect(page.getByRole('img', { name: 'From quote to payment' }).getByText('Applications', { exact: true })).toHaveCount(0);

  await screenshotsAtEverySize(page, '98-branch-funnel', page.getByRole('list', { name: 'The funnel’s steps; each opens its list' }));
  await expectAccessible(page);

  // The funnel's approved step opens the applications list on the same dates: those from the range's quotes, approved.
  await page.getByRole('button', { name: `Approved: open the ${truth.approved} approved applications from these quotes` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  expect(await listRange(page)).toEqual(branchRange);
  await expect(page.getByLabel('Status')).toHaveValue('EVER_APPROVED');
  await expect(page.getByRole('heading', { name: /^Page 1 of \d+/ })).toContainText(
    `${truth.approved.toLocaleString('en-AU')} of ${truth.all.toLocaleString('en-AU')} applications`,
  );
  await screenshotsAtEverySize(page, '98b-applications-from-funnel');
});
