import type { Page } from '@playwright/test';
import { calculate, enterStaffPin, expect, test } from './kiosk-world';

// The page main serves carries the screens' first answers (shared/contract/start-state.ts): the first screen draws
// from them while the bridge client is still loading, and never a screen the kiosk's state does not allow (K11).

const bridgeClient = /\/assets\/bridge-kiosk-[^/]+\.js$/;
const screensCode = /\/assets\/index-[^/]+\.js$/;

/** Holds back the scripts `pattern` names until the returned release is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the calculator draws before the bridge client has loaded, and “Starting the kiosk…” never shows', async ({ page, world }) => {
  const release = await holdBack(page, bridgeClient);
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
  await enterStaffPin(page, '246813');
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

test('the calculator comes drawn in the page: typed into before React hydrates it, what was typed is kept and calculated', async ({
  page,
  world,
}) => {
  // React says so in the console when main's markup is not what it would render, and draws it afresh.
  const hydrationErrors: string[] = [];
  page.on('console', (message) => void (/hydrat/i.test(message.text()) && hydrationErrors.push(message.text())));
  // The screens' own code held back: what shows is the page as main served it.
  const release = await holdBack(page, screensCode);
  await page.goto(world.host.url, { waitUntil: 'commit' });
  const price = page.getByLabel('Purchase price');
  await expect(price).toBeFocused();
  await expect(page.getByText('Sunrise Solar · Training')).toBeVisible();
  await price.pressSequentially('12500');
  await page.getByLabel('Deposit').fill('1000');
  await page.getByLabel('Term', { exact: true }).selectOption('36');
  await page.getByLabel(/Include the establishment fee/).uncheck();
  await price.focus();
  await price.press('End');
  await expect(page.getByText('Enter the purchase price to see the repayments.')).toBeVisible();
  // Its buttons do nothing yet, and the frame and the pointer over them say so (renderer/hydrated.ts).
  await expect(page.locator('.frame')).toHaveAttribute('aria-busy', 'true');
  const menuButton = page.getByRole('navigation', { name: 'Main' }).getByRole('button').first();
  await expect(menuButton).toHaveCSS('cursor', 'progress');

  release();
  // React hydrates the screen main drew, keeping all of it and calculating from it (renderer/typed-before-hydration.ts);
  // the person's field keeps the focus.
  await expect(page.getByRole('heading', { level: 2, name: 'Repayments' })).toBeVisible();
  await expect(page.getByLabel('Fortnightly repayment')).toBeVisible();
  await expect(price).toHaveValue('12500');
  await expect(page.getByLabel('Deposit')).toHaveValue('1000');
  await expect(page.getByLabel('Term', { exact: true })).toHaveValue('36');
  await expect(page.getByLabel(/Include the establishment fee/)).not.toBeChecked();
  await expect(price).toBeFocused();
  await expect(page.getByText(/fortnightly repayments over 36 months/)).toBeVisible();
  // Financed: the price less the deposit, without the establishment fee that was unticked.
  await expect(page.getByText('$11,500.00', { exact: true })).toBeVisible();
  await price.press('Backspace');
  await expect(price).toHaveValue('1250');
  await expect(menuButton).toHaveCSS('cursor', 'pointer');
  await expect(page.locator('.frame')).not.toHaveAttribute('aria-busy');
  expect(hydrationErrors).toEqual([]);
});

test('at 1280×800 and 1024×768 the calculator main draws is, pixel for pixel, the one React hydrates', async ({ page, world }) => {
  // What main tells the screens after they hydrated (the Needs you count, asked for or pushed) is news, not the first
  // screen: held back here, so the comparison is of the hydration alone, however soon main's first count is ready.
  await holdBack(page, /\/bridge(\/needsYou:list|-events)$/);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(viewport);
    const release = await holdBack(page, screensCode);
    await page.goto(world.host.url, { waitUntil: 'commit' });
    await expect(page.getByLabel('Purchase price')).toBeFocused();
    const size = `${viewport.width}x${viewport.height}`;
    const drawn = await page.screenshot({ path: `test/e2e/screenshots/kiosk/131-first-screen-drawn-${size}.png` });
    release();
    await page.locator('.frame:not([aria-busy])').waitFor();
    await expect(page.getByLabel('Purchase price')).toBeFocused();
    const react = await page.screenshot({ path: `test/e2e/screenshots/kiosk/131-first-screen-react-${size}.png` });
    expect(drawn.equals(react), size).toBe(true);
    // The next size holds the screens' code back again from a fresh load.
    await page.unroute(screensCode);
  }
});
