import { calculate, enterStaffPin, expect, test } from './kiosk-world';

// The page main serves carries the screens' first answers (shared/contract/start-state.ts): the first screen draws
// from them while the bridge client is still loading, and never a screen the kiosk's state does not allow (K11).

const bridgeClient = /\/assets\/bridge-kiosk-[^/]+\.js$/;

test('the calculator draws before the bridge client has loaded, and “Starting the kiosk…” never shows', async ({ page, world }) => {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(bridgeClient, async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Starting the kiosk')) Reflect.set(window, '__startingShown', true);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });

  await page.goto(world.host.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment calculator' })).toBeVisible();
  await expect(page.getByLabel('Purchase price')).toBeEditable();
  await expect(page.getByText('Sunrise Solar · Training')).toBeVisible();

  // Once the bridge is there, the first calls answer the same, and the calculator works.
  release();
  await calculate(page, { price: '5,000' });
  expect(await page.evaluate(() => Reflect.get(window, '__startingShown') === true)).toBe(false);
});

test('a locked kiosk draws its lock first, before the bridge client has loaded: no staff screen, not for a moment', async ({
  page,
  world,
}) => {
  await page.goto(world.host.url);
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await enterStaffPin(page, '2468');
  await page.getByRole('button', { name: 'Lock now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This kiosk is locked' })).toBeVisible();

  await page.route(bridgeClient, (route) => route.abort());
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('input[inputmode="decimal"], nav[aria-label="Main"]')) Reflect.set(window, '__staffShown', true);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'This kiosk is locked' })).toBeVisible();
  expect(await page.evaluate(() => Reflect.get(window, '__staffShown') === true)).toBe(false);
});
