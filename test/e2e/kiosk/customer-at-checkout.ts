import { expect, type Page } from '@playwright/test';
import { atKiosk, calculate, enterStaffPin, fillCustomer, type KioskWorld } from './kiosk-world';

// Alex's way through customer mode (K6, D23): a quote reviewed with staff, the hand-over, the provider's form, and
// staff taking the kiosk back. The customer-mode specs share it; each runs on the checkout port (D28).

import { firstStaffPin as staffPin } from '../../fixtures/first-staff-pin';

export { staffPin };

/** Alex's quote for `price`, reviewed with staff; each test's own mobile keeps D20's five codes apart. */
export async function alexsQuote(page: Page, price: string, mobile: string): Promise<void> {
  await calculate(page, { price, term: '12 months' });
  await fillCustomer(page, {
    first: 'Alex',
    last: 'Customer',
    email: `alex.${mobile}@example.com`,
    mobile,
    description: '10 kWh home battery',
    category: 'Storage Battery(s)',
  });
}

/** Alex's quote sent by email from the review; its number as the sent screen shows it. */
export async function sendAlexsQuote(page: Page, price: string, mobile: string): Promise<string> {
  await alexsQuote(page, price, mobile);
  await page.getByRole('button', { name: 'Send quote by email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote sent' })).toBeVisible();
  return (
    (await page
      .getByText(/Quote number/)
      .locator('strong')
      .last()
      .textContent()) ?? ''
  );
}

/** From a reviewed quote: staff lock the kiosk with their PIN and the customer sees their own quote. */
export async function handOverFromReview(page: Page, beforeLocking?: () => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'Customer applies now on this screen' }).click();
  await enterStaffPin(page, staffPin);
  await beforeLocking?.();
  await page.getByRole('button', { name: 'Lock and hand over' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Alex, here is your quote' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
}

/** The customer applies on the provider's form, which starts with what they told staff, and comes back to the kiosk. */
export async function applyAtCheckout(page: Page, world: KioskWorld, mobile: string, codeSentByStaff = false): Promise<void> {
  await page.getByRole('button', { name: 'Start my application' }).click();
  await completeProviderForm(page, world, mobile, codeSentByStaff);
}

/** On the provider's own (English) form, whatever language the kiosk showed: the customer applies and comes back. */
export async function completeProviderForm(page: Page, world: KioskWorld, mobile: string, codeSentByStaff = false): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  // No retyping: the provider's form starts with what the customer told staff.
  await expect(page.getByLabel('First name')).toHaveValue('Alex');
  await expect(page.getByLabel('Last name')).toHaveValue('Customer');
  await expect(page.getByLabel('Email address')).toHaveValue(`alex.${mobile}@example.com`);
  await expect(page.getByLabel('Mobile number')).toHaveValue(mobile);
  await page.getByLabel('Title', { exact: true }).selectOption({ label: 'Ms' });
  await page.getByLabel('Date of birth').fill('12/04/1985');
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
  await page.waitForURL(atKiosk(world));
}

/** Staff take the kiosk back with the PIN it was locked with. */
export async function unlock(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Staff' }).click();
  await page.getByLabel('Staff PIN', { exact: true }).fill(staffPin);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}
