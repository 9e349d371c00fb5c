import { expect, expectAccessible, screenshot, test } from './kiosk-world';

// D19: an account's financed range and terms are its service's to judge (the document shows no way to read them), so
// the calculator shows the service's own reason by the field it names, and keeps what was typed.

const reason = 'Financed amount must be between $1,000.00 and $55,000.00';

test('the service’s refusal of an amount appears by the price, which stays as typed', async ({ page, world }) => {
  await page.goto(world.host.url);
  const price = page.getByLabel('Purchase price');
  await price.fill('500');

  await expect(page.locator('.field', { has: price }).getByText(reason)).toBeVisible();
  await expect(price).toHaveAccessibleDescription(reason);
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveValue('500');
  await expect(page.getByLabel('Fortnightly repayment')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create a quote' })).toHaveCount(0);
  await screenshot(page, '08-calculator-refused');
  await expectAccessible(page);

  // Corrected, the repayments come and the reason goes.
  await price.fill('5,000');
  await expect(page.getByLabel('Fortnightly repayment')).toHaveText('$102.20'); // 24 months, the default term (D19)
  await expect(page.getByText(reason)).toHaveCount(0);
  await expect(price).not.toHaveAttribute('aria-invalid', 'true');

  // A smaller deposit that leaves too much to finance: the service names the total, so the reason is by the price.
  await page.getByLabel('Deposit').fill('1,000');
  await price.fill('56,000');
  await expect(page.getByLabel('Fortnightly repayment')).toBeVisible();
  await page.getByLabel('Deposit').fill('500');
  await expect(page.locator('.field', { has: price }).getByText(reason)).toBeVisible();
  await expect(page.getByLabel('Deposit')).toHaveValue('500');
  await expect(price).toHaveValue('56,000');
});
