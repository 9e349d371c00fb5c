import { expect, type Page } from '@playwright/test';
import { alexsQuote, applyAtCheckout, handOverFromReview, unlock } from './customer-at-checkout';
import {
  expectAccessible,
  expectKeyboardReachable,
  expectTouchTargets,
  screenshot,
  screenshotsAtEverySize,
  test,
  type KioskWorld,
} from './kiosk-world';

// Customer mode through the sandbox's hosted checkout and back (K6, D23), on whichever port the kiosk has: training's
// demo key lists it (D28).

async function handOver(page: Page, world: KioskWorld, price: string, mobile: string): Promise<void> {
  await page.goto(world.host.url);
  await alexsQuote(page, price, mobile);
  await handOverFromReview(page, async () => {
    await screenshot(page, '08-hand-over-pin');
    await expectAccessible(page);
  });
}

test('digit 1: conditionally approved at once, approved once the sandbox clock moves on', async ({ page, world }) => {
  await handOver(page, world, '5,000.01', '0411000001');
  await screenshot(page, '09-customer-mode');
  await expectAccessible(page);
  await expectTouchTargets(page);
  await expectKeyboardReachable(page);
  await applyAtCheckout(page, world, '0411000001');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Alex, your application is in' })).toBeVisible();
  await expect(page.getByText('Conditionally approved', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await screenshot(page, '10-customer-outcome');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Staff' }).click();
  await page.getByLabel('Staff PIN').fill('111111');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('That PIN is not the one the kiosk was locked with.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await unlock(page);
  await page.getByRole('button', { name: 'Advance the sandbox clock 3 minutes' }).click();
  await expect(page.getByText('Sandbox clock moved 3 minutes.')).toBeVisible();
  await page.getByRole('button', { name: 'Check the status again' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await screenshot(page, '11-staff-outcome-approved');
  await expectAccessible(page);
});

test('digit 5: Declined', async ({ page, world }) => {
  await handOver(page, world, '5,000.05', '0411000005');
  await applyAtCheckout(page, world, '0411000005');
  await expect(page.getByText('Declined', { exact: true })).toBeVisible();
  await unlock(page);
  await expect(page.getByText('Declined', { exact: true })).toBeVisible();
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
