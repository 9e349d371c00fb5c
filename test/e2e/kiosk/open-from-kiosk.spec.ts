import { expect, expectAccessible, screenshot, test } from './kiosk-world';

// K15: a browser the kiosk never let in (an address typed by hand, a spent one) sees only how to reach the kiosk
// properly, and a browser let in goes on to the screens, with no token left in its address bar or history.

test('a browser not let in is told to open the kiosk from its own window; one let in keeps no token', async ({ page, browser, world }) => {
  const stranger = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await stranger.goto(world.host.home);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Open the kiosk from its own window' })).toBeVisible();
  await expectAccessible(stranger);
  await screenshot(stranger, '94-open-from-kiosk-1280x800');
  await stranger.setViewportSize({ width: 1024, height: 768 });
  await screenshot(stranger, '94-open-from-kiosk-1024x768');

  await page.goto(world.host.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment calculator' })).toBeVisible();
  expect(page.url()).toBe(world.host.home);
  // The history holds the page it came from and the kiosk's own address, nothing between.
  await page.goBack();
  expect(page.url()).toBe('about:blank');
  // The address it was let in with is spent: the stranger gets nothing from it.
  await stranger.goto(world.host.url);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Open the kiosk from its own window' })).toBeVisible();
  await stranger.context().close();
});
