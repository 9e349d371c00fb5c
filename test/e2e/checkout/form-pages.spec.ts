import { expect, type Locator, type Page } from '@playwright/test';
import { verifySignature } from '../../../shared/signature';
import { screenshotOnRequest } from '../screenshot-on-request';
import { test } from './checkout-world';
import { fillDetails, person, returnedWith, startAtShop } from './customer';

// The hosted application form itself in Chromium: every page state (a screenshot of each with `npm run screenshots`),
// errors that are announced, take focus and keep what was typed, and a form that works by keyboard alone. The server's
// rules (fields, codes, tokens, expiry, D15's outcomes) are in test/integration/sandbox/checkout.test.ts.

const shot = (page: Page, name: string) => screenshotOnRequest(page, `test/e2e/screenshots/${name}.png`, { fullPage: true });

/** Presses Tab until `target` has focus: it must be reachable by keyboard, in page order. */
async function tabTo(page: Page, target: Locator, maxPresses = 12): Promise<void> {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}

test.describe('the hosted application form (D23)', () => {
  test('errors are announced, take focus, point at their fields and keep what was typed', async ({ page, world }) => {
    await page.goto(world.shopPage());
    await shot(page, 'vendor-shop');
    await page.getByRole('button', { name: 'Pay with Sandbox Finance' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
    // D19: $5,000.00 over 12 months is 26 repayments of ceil((500000 + 7500) / 26) + 460 cents.
    await expect(page.getByText('$199.80', { exact: true })).toBeVisible();
    await shot(page, 'details-empty');

    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toContainText('There is a problem');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveCount(8);
    await expect(page).toHaveTitle(/^Error: Your details/);
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription(/Enter your first name/);
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'details-errors');

    await page.getByLabel('First name').fill('Jamie');
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel('Mobile number').fill('0412 345 678');
    await page.getByLabel('Date of birth').fill('30/06/2015');
    await page.getByRole('radio', { name: 'Medicare card' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(summary).toBeFocused();
    await expect(page.getByLabel('First name')).toHaveValue('Jamie');
    await expect(page.getByLabel('Email address')).toHaveValue('not-an-email');
    await expect(page.getByLabel('Mobile number')).toHaveValue('0412 345 678');
    await expect(page.getByRole('radio', { name: 'Medicare card' })).toBeChecked();
    await expect(page.getByLabel('Date of birth')).toHaveAccessibleDescription(/18 or older/);
    await expect(summary).toContainText('You must be 18 or older to apply');
    await expect(summary).toContainText('Enter an email address like name@example.com');
    await expect(summary).not.toContainText('Enter your first name');
    await shot(page, 'details-errors-kept');
  });

  test('every step, through to the shop with a signed outcome and the application as typed, and back to the finished page', async ({
    page,
    world,
  }) => {
    const who = person('0494000001');
    await startAtShop(
      page,
      world.shopPage({ total_purchase_amount: '8990.00', deposit_amount: '990.00', repayment_term: '24', reference_number: 'SS-20931' }),
    );
    await fillDetails(page, who);

    await expect(page.getByRole('heading', { level: 1, name: 'Verify your mobile' })).toBeVisible();
    await expect(page.getByText('0494 000 001')).toBeVisible();
    await shot(page, 'verify-send-code');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('Secure code')).toBeVisible();
    await shot(page, 'verify-enter-code');

    const code = await world.latestCode(who.mobile);
    await page.getByLabel('Secure code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not right');
    await expect(page.getByRole('alert')).toBeFocused();
    await shot(page, 'verify-wrong-code');
    await page.getByLabel('Secure code').fill(code);
    await page.getByRole('button', { name: 'Verify code' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Agree and submit' })).toBeVisible();
    await expect(page.getByText('Verified')).toBeVisible();
    await shot(page, 'review');
    await page.getByText('Read the terms and conditions').click();
    await expect(page.getByRole('region', { name: 'The terms and conditions' })).toContainText('SANDBOX TEXT');
    await shot(page, 'review-terms-open');
    await page.getByLabel('I have read and accept the privacy policy').check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('alert')).toContainText('terms and conditions');
    await expect(page.getByLabel('I have read and accept the privacy policy')).toBeChecked();
    await shot(page, 'review-errors');

    const checkoutPage = page.url();
    await page.getByLabel('I have read and accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    const back = await returnedWith(page, world);
    await shot(page, 'vendor-return');
    // D15 D23: back signed with 10000, and the application is what the customer typed ($8,000.00 financed ends in 0).
    expect(back.get('error_code')).toBe('10000');
    const signed = { signature: back.get('signature'), timestamp: back.get('timestamp'), token: back.get('token') };
    expect(await verifySignature(signed, world.privateKey)).toBe(true);
    expect(await world.application(back.get('transaction_id') ?? '')).toMatchObject({
      status: 'APPROVED',
      financed_amount: 800_000,
      repayment_term: 24,
      reference_number: 'SS-20931',
      applicants: [{ name: 'Jamie Customer', email: who.email, mobile: who.mobile, dob: '1985-04-12' }],
    });

    // The form's address after it was sent: the finished page, whose button returns with the same outcome.
    await page.goto(checkoutPage);
    await expect(
      page.getByRole('heading', { level: 1, name: `Thank you, application ${back.get('transaction_id')} submitted` }),
    ).toBeVisible();
    await shot(page, 'finished-vendor-checkout');
    await page.getByRole('button', { name: /^Return to / }).click();
    expect((await returnedWith(page, world)).get('transaction_id')).toBe(back.get('transaction_id'));
  });

  test('the whole form works by keyboard alone, and Enter in a field never cancels', async ({ page, world }) => {
    await startAtShop(page, world.shopPage());
    const keyboard = page.keyboard;
    await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }));
    await tabTo(page, page.getByLabel('Title', { exact: true }));
    await keyboard.press('ArrowDown');
    await tabTo(page, page.getByLabel('First name'));
    await keyboard.type('Kim');
    await tabTo(page, page.getByLabel('Last name'));
    await keyboard.type('Keys');
    await tabTo(page, page.getByLabel('Date of birth'));
    // Day and month alike, so it reads the same in the field's day-month or month-day order.
    await keyboard.type('03031980');
    await tabTo(page, page.getByLabel('Email address'));
    await keyboard.type('kim@example.com');
    await tabTo(page, page.getByLabel('Mobile number'));
    await keyboard.type('0495000001');
    await tabTo(page, page.getByRole('radio', { name: 'Driver licence' }));
    await keyboard.press('Space');
    await tabTo(page, page.getByLabel('Identification number'));
    await keyboard.type('NSW12345');
    await keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Verify your mobile' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Send code' }));
    await keyboard.press('Enter');
    await expect(page.getByLabel('Secure code')).toBeFocused();
    await keyboard.type(await world.latestCode('0495000001'));
    await keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Agree and submit' })).toBeVisible();
    await expect(page.getByText('Dr Kim Keys')).toBeVisible();
    await expect(page.getByText('3 March 1980')).toBeVisible();
    await tabTo(page, page.getByLabel('I have read and accept the terms and conditions'));
    await keyboard.press('Space');
    await tabTo(page, page.getByLabel('I have read and accept the privacy policy'));
    await keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Submit application' }));
    await keyboard.press('Enter');
    expect((await returnedWith(page, world)).get('error_code')).toBe('10000');
  });

  test('on a phone-sized screen the repayment stays in sight above the form and nothing overflows', async ({ page, world }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await startAtShop(page, world.shopPage());
    await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
    await expect(page.getByText('$199.80 a fortnight')).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await screenshotOnRequest(page, 'test/e2e/screenshots/details-phone-top.png');
    await shot(page, 'details-phone');
  });
});
