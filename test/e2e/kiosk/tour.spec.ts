import { calculate, expect, expectAccessible, expectTouchTargets, screenshot, test } from './kiosk-world';

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
});
