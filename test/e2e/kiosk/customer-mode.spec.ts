import { expect, type Page } from '@playwright/test';
import {
  calculate,
  checkoutPort,
  enterStaffPin,
  expectAccessible,
  expectKeyboardReachable,
  expectTouchTargets,
  fillCustomer,
  screenshot,
  test,
  type KioskWorld,
} from './kiosk-world';

// Customer mode through the sandbox's hosted checkout and back (K6, D23). The demo key allows redirects to port
// 4310 only (D28), so these tests run one at a time on it.
test.describe.configure({ mode: 'serial' });
test.use({ hostPort: checkoutPort });

const pin = '2468';

async function handOver(page: Page, world: KioskWorld, price: string, mobile: string): Promise<void> {
  await page.goto(world.host.url);
  await calculate(page, { price, term: '12 months' });
  await fillCustomer(page, {
    first: 'Alex',
    last: 'Customer',
    email: `alex.${mobile}@example.com`,
    mobile,
    description: '10 kWh home battery',
    category: 'Storage Battery(s)',
  });
  await handOverFromReview(page);
}

async function handOverFromReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Customer applies now on this screen' }).click();
  await enterStaffPin(page, pin);
  await screenshot(page, '08-hand-over-pin');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Lock and hand over' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Alex, here is your quote' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
}

async function applyAtCheckout(page: Page, world: KioskWorld, mobile: string, codeSentByStaff = false): Promise<void> {
  await page.getByRole('button', { name: 'Start my application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  // No retyping: the provider's form starts with what the customer told staff.
  await expect(page.getByLabel('First name')).toHaveValue('Alex');
  await expect(page.getByLabel('Last name')).toHaveValue('Customer');
  await expect(page.getByLabel('Email address')).toHaveValue(`alex.${mobile}@example.com`);
  await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);
  await page.getByLabel('Title', { exact: true }).selectOption({ label: 'Ms' });
  await page.getByLabel('Date of birth').fill('1985-04-12');
  await page.getByRole('radio', { name: 'Driver licence' }).check();
  await page.getByLabel('Identification number').fill('12345678');
  await page.getByRole('button', { name: 'Continue' }).click();
  if (!codeSentByStaff) await page.getByRole('button', { name: 'Send code' }).click();
  // Training: the code the sandbox would have texted shows on the customer's screen, marked as practice.
  const code = await world.latestCode(mobile);
  await expect(page.getByRole('note', { name: 'Sandbox code' })).toContainText(code);
  await page.getByLabel('Secure code').fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await page.getByLabel('I have read and accept the terms and conditions').check();
  await page.getByLabel('I have read and accept the privacy policy').check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.waitForURL((url) => url.port === String(checkoutPort));
}

async function unlock(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Staff' }).click();
  await page.getByLabel('Staff PIN').fill(pin);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
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
  await page.getByLabel('Staff PIN').fill('1111');
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
  await calculate(page, { price: '5,000.00', term: '12 months' });
  await fillCustomer(page, {
    first: 'Alex',
    last: 'Customer',
    email: `alex.${mobile}@example.com`,
    mobile,
    description: '10 kWh home battery',
    category: 'Storage Battery(s)',
  });
  await page.getByRole('button', { name: `Send a code to ${mobile}` }).click();
  await expect(page.getByText(`Code sent by text to ${mobile}.`)).toBeVisible();
  await handOverFromReview(page);
  await page.getByRole('button', { name: 'Start my application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);
  await page.getByLabel('Title', { exact: true }).selectOption({ label: 'Ms' });
  await page.getByLabel('Date of birth').fill('1985-04-12');
  await page.getByRole('radio', { name: 'Driver licence' }).check();
  await page.getByLabel('Identification number').fill('12345678');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/We sent a 6-digit code by SMS/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send code', exact: true })).toHaveCount(0);
  await screenshot(page, '09b-hosted-form-code-from-staff');
  const code = await world.latestCode(mobile);
  await expect(page.getByRole('note', { name: 'Sandbox code' })).toContainText(code);
  await page.getByLabel('Secure code').fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByRole('button', { name: 'Submit application' })).toBeVisible();
  const texts = await fetch(`${world.sandbox().baseUrl}/sandbox/v1/messages?to=${mobile}`).then((answer) => answer.json());
  expect(texts.messages).toHaveLength(1);
});
