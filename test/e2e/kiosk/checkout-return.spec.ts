import { expect, expectAccessible, screenshot, test } from './kiosk-world';

test('checkout’s return from another site reaches the screens, though the session cookie is SameSite=Strict (D23, K15), and a forged one is not believed', async ({
  page,
  world,
}) => {
  await page.goto(world.host.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment calculator' })).toBeVisible();
  // localhost is another site than 127.0.0.1: what a real provider's page is to the kiosk.
  const elsewhere = world.host.home.replace('127.0.0.1', 'localhost');
  const fromElsewhere = async (to: string) => {
    await page.goto(elsewhere);
    await page.evaluate((address) => void (window.location.href = address), to);
  };
  // Straight to the kiosk's page from another site, the browser withholds the cookie: the plain page.
  await fromElsewhere(world.host.home);
  await expect(page.getByRole('heading', { level: 1, name: 'Open the kiosk from its own window' })).toBeVisible();
  // Checkout's return goes on through a page of ours, which the browser then sends the cookie from. Its signature is
  // forged, so main does not believe it (D23): no status is shown, and the address keeps no trace of it.
  const forged = new URLSearchParams({
    error_code: '10000',
    transaction_id: '1001',
    signature: 'a'.repeat(64),
    timestamp: String(Math.floor(Date.now() / 1000)),
    token: 'forged-token',
  });
  await fromElsewhere(`${world.host.home}checkout/return?${forged}`);
  await expect(page.getByRole('heading', { level: 1, name: 'The outcome could not be confirmed' })).toBeVisible();
  await expect(page.getByText('APPROVED')).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');
  await screenshot(page, '14-unverified-return');
  await expectAccessible(page);
});
