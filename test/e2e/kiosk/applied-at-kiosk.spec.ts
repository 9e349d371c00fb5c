import type { Page } from '@playwright/test';
import { applyLinkEmailed } from './apply-link-qr';
import { sendAlexsQuote, applyAtCheckout, handOverFromReview, unlock } from './customer-at-checkout';
import { expect, expectAccessible, screenshotsAtEverySize, test } from './kiosk-world';

// K10 end to end: a quote handed over in customer mode and applied for at checkout is cancelled at the service through
// the outbox, so its emailed link starts no second application, and shows everywhere as applied at the kiosk.

/** Branch's "Applied from a quote" over the last 30 days, as main counts it. */
async function appliedFromQuotes(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const result = await window.kiosk.dashboard.summary({ days: 30 });
    return result.ok ? result.data.figures.quotesApplied : -1;
  });
}

test('a quote applied for at the kiosk is cancelled at the service and shows as applied at the kiosk everywhere', async ({
  page,
  world,
}) => {
  const mobile = '0433555410';
  const email = `alex.${mobile}@example.com`;
  await page.goto(world.host.url);
  const quoteId = await sendAlexsQuote(page, '8000', mobile);
  expect(quoteId).toMatch(/^quote_/);
  const link = await applyLinkEmailed(world, email, quoteId);
  const appliedBefore = await appliedFromQuotes(page);

  await handOverFromReview(page);
  await applyAtCheckout(page, world, mobile);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Alex, your application is in' })).toBeVisible();
  const application = world
    .service()
    .sandbox.store.applications.all()
    .findLast((each) => each.applicants.some((applicant) => applicant.email === email));
  const applicationId = application?.id ?? '';
  expect(applicationId).toMatch(/^\d+$/);
  await unlock(page);

  // Through the outbox once staff take the kiosk back: the service holds the quote inactive (D17).
  const quoteAtService = () =>
    world
      .service()
      .sandbox.store.quotes.all()
      .find((quote) => quote.id === quoteId);
  await expect.poll(() => quoteAtService()?.active).toBe(false);
  // The emailed apply link is refused: it starts no second application.
  const linkPage = await (await fetch(link)).text();
  expect(linkPage).toContain('This quote was cancelled');

  const words = `Applied at the kiosk — application ${applicationId}`;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Quotes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText(words)).toBeVisible();
  await expect(row.getByText('Applied', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /Resend|Cancel quote/ })).toHaveCount(0);
  await row.scrollIntoViewIfNeeded();
  await screenshotsAtEverySize(page, '26-applied-at-kiosk-list');
  await expectAccessible(page);

  await row.getByRole('button', { name: 'Open quote for Alex Customer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote for Alex Customer' })).toBeVisible();
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.getByText('No actions: the customer has applied with this quote.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Give the customer the quote' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Print|PDF/ })).toHaveCount(0);
  await screenshotsAtEverySize(page, '26-applied-at-kiosk-detail');
  await expectAccessible(page);
  await page.getByRole('button', { name: `Open application ${applicationId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(applicationId) })).toBeVisible();
  // The kiosk's checkout names no salesperson (the service keeps team_member empty): no "Sold by" line, not a dash.
  await expect(page.getByText('Category', { exact: true })).toBeVisible();
  await expect(page.getByText('Sold by')).toHaveCount(0);

  // Branch counts it as applied from a quote, though the service holds it only as cancelled.
  expect(await appliedFromQuotes(page)).toBe(appliedBefore + 1);
});
