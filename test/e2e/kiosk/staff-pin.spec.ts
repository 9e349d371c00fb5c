import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectTouchTargets, screenshotsAtEverySize, test } from './kiosk-world';

// Hand-over with each staff member's own PIN (K6), end to end: chosen at the first start, the same PIN after.
// The dialog's rules (6 to 8 digits, typed twice, a wrong PIN, changing it, the pause after five and an administrator
// clearing it, D10, K11, K15) are component tests: test/component/components/pin-dialog.test.tsx; main's side is
// test/unit/main/session/pin-lock.test.ts; no keychain in plain words: test/component/screens/start/profile-picker.test.tsx
// with test/integration/main/credentials/keytar-unavailable.test.ts.

const calculatorHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Repayment calculator' });
const lockedHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'This kiosk is locked' });

// Issue 38: the first start asks for the staff PIN before anything else, so nobody invents one with a customer watching.
test.use({ firstPinChosen: false });

test('the first start asks for the staff PIN before anything else; after that the same PIN locks and unlocks', async ({ page, world }) => {
  await page.goto(world.host.url);
  const heading = page.getByRole('heading', { level: 1, name: 'Choose your staff PIN' });
  await expect(heading).toBeVisible();
  // Nothing of the kiosk is drawn before it: no calculator in the page main served, no navigation, no Lock.
  await expect(calculatorHeading(page)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByLabel('New staff PIN', { exact: true })).toBeFocused();
  await page.getByLabel('New staff PIN', { exact: true }).fill('246813');
  await page.getByLabel('New staff PIN again', { exact: true }).fill('246831');
  await page.getByRole('button', { name: 'Save my PIN' }).click();
  await expect(page.getByText(/^The two PINs are not the same\./)).toBeVisible();
  await expectAccessible(page);
  await expectTouchTargets(page);
  await screenshotsAtEverySize(page, '80-staff-pin-first-start');
  // A reload (or a restart) before it is chosen asks again: there is no way round it.
  await page.reload();
  await expect(heading).toBeVisible();
  await page.getByLabel('New staff PIN', { exact: true }).fill('246813');
  await page.getByLabel('New staff PIN again', { exact: true }).fill('246813');
  await page.getByRole('button', { name: 'Save my PIN' }).click();
  await expect(calculatorHeading(page)).toBeVisible();
  await page.reload();
  await expect(calculatorHeading(page)).toBeVisible();

  // The first lock asks for that PIN once.
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('New staff PIN again')).toHaveCount(0);
  await dialog.getByLabel('Staff PIN', { exact: true }).fill('246813');
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

  // The second lock asks for the same PIN, and it unlocks again.
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await dialog.getByLabel('Staff PIN', { exact: true }).fill('246813');
  await dialog.getByRole('button', { name: 'Lock now' }).click();
  await expect(lockedHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Staff' }).click();
  await dialog.getByLabel('Staff PIN', { exact: true }).fill('246813');
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  await expect(calculatorHeading(page)).toBeVisible();
});
