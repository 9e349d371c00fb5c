import { alexsQuote, handOverFromReview, unlock } from './customer-at-checkout';
import { atKiosk, expect, expectAccessible, screenshotsAtEverySize, test } from './kiosk-world';

// Customer mode's other ways through checkout (K6, D23): a code staff sent before the hand-over is the one the form
// asks for, and a customer who cancels on the provider's form (its own button, in Chromium; the 10002 it sends back is
// test/integration/sandbox/checkout.test.ts's) leaves staff every way forward with the quote. The journey that ends in
// an application: hand-over.spec.ts.

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
  // Not a dead end: the customer may start again (issue 38), or hand the kiosk back.
  await expect(page.getByText('Please hand the kiosk back to the staff member.')).toBeVisible();
  await screenshotsAtEverySize(page, '89a-customer-cancelled');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Start my application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await page.getByRole('button', { name: /^Cancel and return to/ }).click();
  await page.waitForURL(atKiosk(world));
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

test('a code staff sent before handing over is the one the form asks for: one code, and nothing retyped', async ({ page, world }) => {
  const mobile = '0411000006';
  await page.goto(world.host.url);
  await alexsQuote(page, '5,000.00', mobile);
  await page.getByRole('button', { name: 'Send a code to 0411 000 006' }).click();
  await expect(page.getByText('Code sent by text to 0411 000 006.')).toBeVisible();
  await handOverFromReview(page);
  await expect(page.getByText('The application form starts with the name, email and mobile you gave us')).toBeVisible();
  await screenshotsAtEverySize(page, '09a-customer-apply');
  await page.getByRole('button', { name: 'Start my application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);
  await page.getByLabel('Title', { exact: true }).selectOption({ label: 'Ms' });
  await page.getByLabel('Date of birth').fill('12/04/1985');
  await page.getByRole('radio', { name: 'Driver licence' }).check();
  await page.getByLabel('Identification number').fill('12345678');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/We sent a 6-digit code by SMS/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send code', exact: true })).toHaveCount(0);
  await screenshotsAtEverySize(page, '09b-hosted-form-code-from-staff');
  const code = await world.latestCode(mobile);
  await expect(page.getByRole('note', { name: 'Sandbox code' })).toContainText(code);
  await page.getByLabel('Secure code').fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByRole('button', { name: 'Submit application' })).toBeVisible();
  const texts = await fetch(`${world.sandbox().baseUrl}/sandbox/v1/messages?to=${mobile}`).then((answer) => answer.json());
  expect(texts.messages).toHaveLength(1);
});
