import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectTouchTargets, screenshotsAtEverySize, test } from './kiosk-world';

// Hand-over with each staff member's own PIN (K6), end to end: chosen at the profile's first lock, the same PIN after.
// The dialog's rules (6 to 8 digits, typed twice, a wrong PIN, changing it, the pause after five and an administrator
// clearing it, D10, K11, K15) are component tests: test/component/components/pin-dialog.test.tsx; main's side is
// test/unit/main/session/pin-lock.test.ts; no keychain in plain words: test/component/screens/start/profile-picker.test.tsx
// with test/integration/main/credentials/keytar-unavailable.test.ts.

const calculatorHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Repayment calculator' });
const lockedHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'This kiosk is locked' });

test('the first lock chooses the staff PIN; after that the same PIN locks and unlocks', async ({ page, world }) => {
  await page.goto(world.host.url);
  await expect(calculatorHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('First, choose your own staff PIN')).toBeVisible();
  await dialog.getByLabel('New staff PIN', { exact: true }).fill('246813');
  await dialog.getByLabel('New staff PIN again', { exact: true }).fill('246813');
  await expectAccessible(page);
  await expectTouchTargets(page);
  await screenshotsAtEverySize(page, '80-staff-pin-choose');
  await dialog.getByRole('button', { name: 'Lock now' }).click();
  await expect(lockedHeading(page)).toBeVisible();

  await page.getByRole('button', { name: 'Staff' }).click();
  await expect(dialog.getByText('Enter the staff PIN of Training, who locked the kiosk.')).toBeVisible();
  await expect(dialog.getByLabel('Staff PIN', { exact: true })).toBeFocused();
  await expectAccessible(page);
  await screenshotsAtEverySize(page, '81-staff-pin-unlock');
  await dialog.getByLabel('Staff PIN', { exact: true }).fill('246813');
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  await expect(calculatorHeading(page)).toBeVisible();

  // The second lock asks for the same PIN, once, and it unlocks again.
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(dialog.getByLabel('New staff PIN again')).toHaveCount(0);
  await dialog.getByLabel('Staff PIN', { exact: true }).fill('246813');
  await dialog.getByRole('button', { name: 'Lock now' }).click();
  await expect(lockedHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Staff' }).click();
  await dialog.getByLabel('Staff PIN', { exact: true }).fill('246813');
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  await expect(calculatorHeading(page)).toBeVisible();
});
