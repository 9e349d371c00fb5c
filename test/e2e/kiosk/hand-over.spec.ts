import { bridgePathPrefix } from '../../../shared/contract/bridge';
import { alexsQuote, applyAtCheckout, handOverFromReview, unlock } from './customer-at-checkout';
import { catalogueWords } from './customer-language-words';
import {
  expect,
  expectAccessible,
  expectKeyboardReachable,
  expectTouchTargets,
  screenshot,
  screenshotsAtEverySize,
  test,
} from './kiosk-world';

// The hand-over journey (K6, D23): staff lock the kiosk for the customer, who applies on the provider's form and comes
// back to an outcome that names them, survives a reload while locked, and gives staff their next steps. On whichever
// port the kiosk has: training's demo key lists it (D28). Every status's words, and the outcome's buttons:
// test/component/screens/customer/checkout-outcome-view.test.tsx; a code sent first, a cancelled form: customer-mode.spec.ts.

test('digit 1: Alex applies at the kiosk, is conditionally approved, then approved; staff photograph the invoice', async ({
  page,
  world,
}) => {
  await page.goto(world.host.url);
  await alexsQuote(page, '5,000.01', '0411000001');
  await handOverFromReview(page, async () => {
    await screenshot(page, '08-hand-over-pin');
    await expectAccessible(page);
  });
  await screenshot(page, '09-customer-mode');
  await expectAccessible(page);
  await expectTouchTargets(page);
  await expectKeyboardReachable(page);

  await applyAtCheckout(page, world, '0411000001');
  const thanks = page.getByRole('region', { name: 'Thank you, Alex, your application is in' });
  await expect(thanks).toContainText('Amount financed$5,000.01');
  await expect(thanks.getByText('Conditionally approved', { exact: true })).toBeVisible();
  // Issue 38 item 8: the customer keeps the application's number and reads what happens next.
  await expect(thanks).toContainText(/Application number\d+/);
  await expect(thanks.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await screenshotsAtEverySize(page, '71-customer-outcome');
  await expectAccessible(page);
  // In Arabic, right to left: the number stays whole and what happens next is the reader's (K14).
  const choice = page.locator('.language-choice');
  await choice.getByRole('button', { name: 'العربية', exact: true }).click();
  await expect(page.getByRole('heading', { name: catalogueWords('outcome', 'ar', 'outcome.next.heading') })).toBeVisible();
  await screenshotsAtEverySize(page, '71-customer-outcome-ar');
  await expectAccessible(page);
  // Main keeps the language with the hand-over (K6): the reload waits for main to have it, as a person's would.
  const englishKept = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `${bridgePathPrefix}handOver:keep` && response.request().postDataJSON()?.locale === 'en-AU',
  );
  await choice.getByRole('button', { name: 'English', exact: true }).click();
  await englishKept;
  // Main keeps the outcome with the hand-over: a reload while locked shows it again, not the quote.
  await page.reload();
  await expect(thanks).toBeVisible();

  await page.getByRole('button', { name: 'Staff' }).click();
  await page.getByLabel('Staff PIN').fill('111111');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('That PIN is not the one the kiosk was locked with.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await unlock(page);
  const staffOutcome = page.getByRole('region', { name: 'Alex Customer’s application' });
  await expect(staffOutcome).toContainText('Amount financed$5,000.01');
  await expect(staffOutcome).toContainText(/Application number\d+/);
  await expect(page.locator('body')).not.toContainText('has not applied yet');
  const id = ((await staffOutcome.textContent()) ?? '').match(/Application number(\d+)/)?.[1] ?? '';
  await page.getByRole('button', { name: 'Advance the sandbox clock 3 minutes' }).click();
  await expect(page.getByText('Sandbox clock moved 3 minutes.')).toBeVisible();
  await page.getByRole('button', { name: 'Check the status again' }).click();
  await expect(staffOutcome.getByText('Approved', { exact: true })).toBeVisible();
  await screenshotsAtEverySize(page, '72-staff-outcome');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Photograph the invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Application ${id}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add an invoice or form' })).toBeInViewport();
  await expect(page.locator('.capture-part')).toBeFocused();
});
