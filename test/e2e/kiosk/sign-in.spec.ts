import { firstStaffPin as staffPin } from '../../fixtures/first-staff-pin';
import {
  calculate,
  enterStaffPin,
  expect,
  expectAccessible,
  expectKeyboardReachable,
  expectTouchTargets,
  screenshot,
  test,
} from './kiosk-world';

test('profile picker and staff lock: the kiosk is locked with a PIN and unlocked only with it', async ({ page, world }) => {
  await page.goto(world.host.url);
  await page.getByRole('button', { name: 'Switch profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Who is using the kiosk?' })).toBeVisible();
  await expect(page.getByText('Sunrise Solar · Training')).toBeVisible();
  await screenshot(page, '00-profile-picker');
  await expectAccessible(page);
  await expectTouchTargets(page);
  await expectKeyboardReachable(page);
  // K11: the profile in use stays in use while the picker is open; going back to it needs no PIN.
  await expect(page.getByText('Training stays in use until another profile is chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Keep using Training' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment calculator' })).toBeVisible();

  await calculate(page, { price: '6,000' });
  await page.getByRole('button', { name: 'Lock' }).click();
  // The profile's own staff PIN (K6), chosen at the first start.
  await page.getByLabel('Staff PIN', { exact: true }).fill('12');
  await page.getByRole('button', { name: 'Lock now' }).click();
  await expect(page.getByLabel('Staff PIN', { exact: true })).toHaveAccessibleDescription(/The PIN is 4 to 8 digits\./);
  await expectAccessible(page);
  await enterStaffPin(page, staffPin);
  await page.getByRole('button', { name: 'Lock now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This kiosk is locked' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('6,000');
  await screenshot(page, '15-locked');
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'This kiosk is locked' })).toBeVisible();
  await page.getByRole('button', { name: 'Staff' }).click();
  await page.getByLabel('Staff PIN').fill(staffPin);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment calculator' })).toBeVisible();
});
