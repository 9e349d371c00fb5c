import { calculate, expect, expectAccessible, expectKeyboardReachable, fillCustomer, screenshot, test } from './kiosk-world';
import { casey } from './walk-in-customer';

// Training's own panel: the outbox, the sandbox clock and the last-digit guide (D15, D27); every screen on the way works
// by keyboard. "Next customer" asking before a draft is lost: test/component/components/discard-draft-dialog.test.tsx;
// the idle wipe: idle.spec.ts.

test('training panel: outbox, sandbox clock and the last-digit guide; every screen works by keyboard', async ({ page, world }) => {
  await page.goto(world.host.url);
  await expectKeyboardReachable(page);
  await calculate(page, { price: '2,500' });
  await expectKeyboardReachable(page);
  await fillCustomer(page, { ...casey, email: 'outbox@example.com' });
  await expectKeyboardReachable(page);
  await page.getByRole('button', { name: 'Send quote by email' }).click();
  await page.getByRole('button', { name: 'Training' }).click();
  await expect(page.getByRole('note').filter({ hasText: 'Outcomes' })).toContainText('5 declined');
  await expect(page.getByText('Email to outbox@example.com')).toBeVisible();
  const before = await page.getByRole('heading', { name: 'Sandbox clock' }).locator('..').textContent();
  await page.getByRole('button', { name: 'Advance 1 hour' }).click();
  await expect(page.getByText('Clock moved.')).toBeVisible();
  expect(await page.getByRole('heading', { name: 'Sandbox clock' }).locator('..').textContent()).not.toEqual(before);
  await screenshot(page, '13-training-panel');
  await expectAccessible(page);
  await expectKeyboardReachable(page);
  await page.getByRole('button', { name: 'Quotes' }).click();
  await expect(page.getByRole('button', { name: 'Cancel quote for Casey Lee' })).toBeVisible();
  await expectKeyboardReachable(page);
});
