import { expect, test } from './checkout-world';
import { fillDetails, person, returnedWith, startAtShop } from './customer';

// D23: what goes wrong, and where the customer ends up — back at the shop with error 10002 and a reason when
// the redirect is good, an HTTP 400 page of ours when it is not.

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

  test('D23 a wrong checksum goes back with 10002 "Invalid checksum"', async ({ page, world }) => {
    await startAtShop(page, world.shopPage({}, { fields: { total_purchase_amount: '5000.10' } }));
    const back = await returnedWith(page, world);
    expect([back.get('error_code'), back.get('error_msg')]).toEqual(['10002', 'Invalid checksum']);
  });

  test('D23 a page outside the referrer list goes back with 10002', async ({ page, world }) => {
    // The same form, served from another origin (localhost is not 127.0.0.1) that the key does not list.
    await startAtShop(page, world.shopPage().replace('127.0.0.1', 'localhost'));
    const back = await returnedWith(page, world);
    expect(back.get('error_code')).toBe('10002');
    expect(back.get('error_msg')).toMatch(/referrer/i);
  });

  test('D23 a reference over 20 characters goes back with 10002 naming reference_number', async ({ page, world }) => {
    await startAtShop(page, world.shopPage({ reference_number: 'R'.repeat(21) }));
    const back = await returnedWith(page, world);
    expect(back.get('error_code')).toBe('10002');
    expect(back.get('error_msg')).toContain('reference_number');
  });

  test("D23 a redirect outside the key's list is an HTTP 400 page, not a redirect", async ({ page, world }) => {
    const elsewhere = `${world.vendor.origin}/elsewhere`;
    const answer = page.waitForResponse((response) => response.url().startsWith(`${world.running.baseUrl}/checkout`));
    await startAtShop(page, world.shopPage({}, { fields: { redirect: elsewhere } }));
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'This checkout cannot start' })).toBeVisible();
    await expect(page.getByText('an address its key does not allow')).toBeVisible();
    await page.screenshot({ path: 'test/e2e/screenshots/checkout-400-bad-redirect.png', fullPage: true });
  });

  test('D23 an unknown key is an HTTP 400 page', async ({ page, world }) => {
    const answer = page.waitForResponse((response) => response.url().startsWith(`${world.running.baseUrl}/checkout`));
    await startAtShop(page, world.shopPage({}, { key: 'pk_not_a_key' }));
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'This checkout cannot start' })).toBeVisible();
    await expect(page.getByText('no valid public API key')).toBeVisible();
    await page.screenshot({ path: 'test/e2e/screenshots/checkout-400-bad-key.png', fullPage: true });
  });
});
