import { screenshotOnRequest } from '../screenshot-on-request';
import { expect, test } from './checkout-world';
import { agreeAndSubmit, verifyMobile } from './customer';

// D17: the apply link in a quote email opens the same form, prefilled from the quote; applying completes the
// quote and ends on our own thank-you page (no vendor redirect). The link's refusals (a wrong token, a cancelled or
// expired quote) are in test/integration/sandbox/checkout.test.ts.

test.describe('quote apply link (D17, D13)', () => {
  test('D17 the link opens the form prefilled; submitting completes the quote and thanks the customer', async ({ page, world }) => {
    const quote = await world.createQuote({
      first_name: 'Robin',
      last_name: 'Quoted',
      phone: '0493 000 001',
      email: 'robin@example.com',
      total_purchase_amount: 1_250_003,
    });
    await page.goto(await world.applyLink('robin@example.com'));

    await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Robin');
    await expect(page.getByLabel('Last name')).toHaveValue('Quoted');
    await expect(page.getByLabel('Email address')).toHaveValue('robin@example.com');
    await expect(page.getByLabel('Mobile number')).toHaveValue('0493000001');
    await expect(page.getByText('$12,500.03')).toBeVisible();
    await expect(page.getByText('$500.00')).toBeVisible();
    await screenshotOnRequest(page, 'test/e2e/screenshots/quote-details-prefilled.png', { fullPage: true });

    await page.getByLabel('Title', { exact: true }).selectOption({ label: 'Mr' });
    await page.getByLabel('Date of birth').fill('31/01/1990');
    await page.getByRole('radio', { name: 'Passport' }).check();
    await page.getByLabel('Identification number').fill('PA1234567');
    await page.getByRole('button', { name: 'Continue' }).click();
    await verifyMobile(page, world, '0493000001');
    await agreeAndSubmit(page);

    const heading = page.getByRole('heading', { level: 1, name: /^Thank you, application \d+ submitted$/ });
    await expect(heading).toBeVisible();
    const id = /application (\d+)/.exec((await heading.textContent()) ?? '')?.[1] ?? '';
    await screenshotOnRequest(page, 'test/e2e/screenshots/quote-thank-you.png', { fullPage: true });

    expect((await world.quote(quote.id)).status).toBe('COMPLETED');
    // 1,250,003 − 50,000 = 1,200,003 cents: last digit 3 is REFER (D15); the quote's team member is the application's (D13).
    expect(await world.application(id)).toMatchObject({
      status: 'REFER',
      financed_amount: 1_200_003,
      team_member: 'Alex Admin',
      repayment_term: 24,
    });

    await page.goBack();
    await page.reload();
    await expect(heading).toBeVisible();
  });
});
