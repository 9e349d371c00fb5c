import { calculate, expect, expectAccessible, expectKeyboardReachable, expectTouchTargets, screenshot, test } from './kiosk-world';

test('first start lands in training on the calculator, which compares every term', async ({ page, world }) => {
  await page.goto(world.host.url);
  await expect(page.getByRole('note', { name: 'Environment' })).toContainText('TRAINING');
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment calculator' })).toBeVisible();
  await screenshot(page, '01-calculator-empty');
  await expectAccessible(page);
  await calculate(page, { price: '5,000', term: '12 months' });
  await expect(page.getByLabel('Fortnightly repayment')).toHaveText('$199.80');
  await expect(page.getByRole('table')).toContainText('120 months');
  await screenshot(page, '02-calculator-result');
  await expectAccessible(page);
  await expectTouchTargets(page);
  // The popular terms beside the result (issue 14) count in the walk like every other control.
  await expect(page.getByRole('group', { name: 'Popular terms' }).getByRole('button')).toHaveCount(3);
  await expectKeyboardReachable(page);
});

test('the keyboard walk starts at "Skip to main content", which goes past the header to the screen', async ({ page, world }) => {
  await page.goto(world.host.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment calculator' })).toBeVisible();
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
  });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Purchase price')).toBeFocused();
  await expectKeyboardReachable(page);
});
