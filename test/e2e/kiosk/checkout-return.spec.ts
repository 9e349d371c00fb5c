import { expect, expectAccessible, screenshot, test } from './kiosk-world';

test('a checkout return whose signature does not verify is not believed', async ({ page, world }) => {
  const forged = new URLSearchParams({
    error_code: '10000',
    transaction_id: '1001',
    signature: 'a'.repeat(64),
    timestamp: String(Math.floor(Date.now() / 1000)),
    token: 'forged-token',
  });
  await page.goto(world.host.url);
  await page.goto(`${world.host.home}checkout/return?${forged}`);
  await expect(page.getByRole('heading', { level: 1, name: 'The outcome could not be confirmed' })).toBeVisible();
  await expect(page.getByText('APPROVED')).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');
  await screenshot(page, '14-unverified-return');
  await expectAccessible(page);
});
