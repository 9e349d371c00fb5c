import { expect, test } from './checkout-world';
import { fillDetails, person, returnedWith, startAtShop } from './customer';

// D23 in Chromium: the customer's own way out of the form, its button, back at the shop. The refusals that need no
// browser (checksum, referrer, fields, the HTTP 400 pages) are in test/integration/sandbox/checkout.test.ts.

test.describe('checkout refusals (D23)', () => {
  test('D23 a customer who cancels goes back with 10002 "Customer cancelled the application"', async ({ page, world }) => {
    await startAtShop(page, world.shopPage());
    await fillDetails(page, person('0492000001'));
    await page.getByRole('button', { name: /^Cancel and return to / }).click();
    const back = await returnedWith(page, world);
    expect(back.get('error_code')).toBe('10002');
    expect(back.get('error_msg')).toBe('Customer cancelled the application');
    expect(back.get('transaction_id')).toBeNull();
  });
});
