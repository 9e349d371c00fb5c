import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startBrowserHost } from '../../../main/browser-host';
import { CredentialVault } from '../../../main/credentials/credential-vault';
import { openInstallation } from '../../../main/credentials/installation';
import { MemoryStore } from '../../../main/credentials/memory-store';
import { legacyFourDigitPin } from '../../fixtures/legacy-staff-pins';
import { expect, expectAccessible, expectDialogKeyboardReachable, expectTouchTargets, screenshotsAtEverySize, test } from './kiosk-world';

// K15: a staff PIN of 4 digits, kept from before 6 were asked for, still unlocks the kiosk; right after, the screens
// ask for a new one and do not let it be put off (no Cancel, Escape does nothing, a reload asks again), and the next
// unlock takes the new PIN only.

const calculatorHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Repayment calculator' });
const lockedHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'This kiosk is locked' });
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function lockWith(page: Page, pin: string): Promise<void> {
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Staff PIN', { exact: true }).fill(pin);
  await dialog.getByRole('button', { name: 'Lock now' }).click();
  await expect(lockedHeading(page)).toBeVisible();
}

async function unlockWith(page: Page, pin: string): Promise<void> {
  await page.getByRole('button', { name: 'Staff' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Staff PIN', { exact: true }).fill(pin);
  await dialog.getByRole('button', { name: 'Unlock' }).click();
}

test('a 4-digit PIN from before unlocks, is asked to change at once, and the next unlock takes the new PIN', async ({
  page,
  rendererDir,
}) => {
  const userDataDir = await mkdtemp(join(tmpdir(), 'kiosk-e2e-short-pin-'));
  const keychain = new MemoryStore();
  const start = () => startBrowserHost({ userDataDir, port: 0, training: true, rendererDir, keychain, log: quiet });
  try {
    // A kiosk that has run before: its training profile, with a PIN kept as an earlier version kept it (4 digits).
    await (await start()).close();
    const installation = await openInstallation({ userDataDir, keychain, keychainAvailability: { available: true } });
    const vault = new CredentialVault({ userDataDir, keychain, installation });
    const training = (await vault.listProfiles()).find((profile) => profile.environment.kind === 'training');
    if (!training) throw new Error('the first start made no training profile');
    await vault.saveStaffPinHash(training.id, legacyFourDigitPin.hash);

    const host = await start();
    try {
      await page.goto(host.url);
      await expect(calculatorHeading(page)).toBeVisible();
      // Typing the old PIN to lock is still fine; nothing is asked while nobody has unlocked with it.
      await lockWith(page, legacyFourDigitPin.pin);
      await unlockWith(page, legacyFourDigitPin.pin);

      const due = page.getByRole('alertdialog', { name: 'Choose a longer staff PIN' });
      await expect(due).toBeVisible();
      await expect(due).toHaveAccessibleDescription(/shorter than staff PINs may now be/);
      await expect(due.getByLabel('Current staff PIN')).toBeFocused();
      await expect(due.getByRole('button', { name: /Cancel|Back/ })).toHaveCount(0);
      await expectAccessible(page);
      await expectTouchTargets(page);
      await expectDialogKeyboardReachable(page);
      await screenshotsAtEverySize(page, 'k15-short-pin-asked');

      // It cannot be put off: Escape does nothing, and a reload asks again (main holds the ask, never the PIN).
      await page.keyboard.press('Escape');
      await expect(due).toBeVisible();
      await page.reload();
      await expect(due).toBeVisible();

      // The new PIN keeps the new rule, in its words beside the field.
      await due.getByLabel('Current staff PIN').fill(legacyFourDigitPin.pin);
      await due.getByLabel('New staff PIN', { exact: true }).fill('8642');
      await due.getByLabel('New staff PIN again', { exact: true }).fill('8642');
      await due.getByRole('button', { name: 'Change PIN' }).click();
      await expect(due.locator('.field__error', { hasText: 'A new PIN is 6 to 8 digits.' })).toBeVisible();
      await expectAccessible(page);
      await screenshotsAtEverySize(page, 'k15-short-pin-refused');

      await due.getByLabel('New staff PIN', { exact: true }).fill('975310');
      await due.getByLabel('New staff PIN again', { exact: true }).fill('975310');
      await due.getByRole('button', { name: 'Change PIN' }).click();
      const changed = page.getByRole('alertdialog', { name: 'Your new staff PIN is set' });
      await expect(changed.getByText('Your staff PIN is changed. Use the new one from now on.')).toBeVisible();
      await expect(changed.getByRole('button', { name: 'Continue' })).toBeFocused();
      await expectAccessible(page);
      await screenshotsAtEverySize(page, 'k15-short-pin-changed');
      await changed.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(calculatorHeading(page)).toBeVisible();

      // The old PIN opens nothing any more; the new one opens the kiosk and asks for nothing.
      await lockWith(page, '975310');
      await unlockWith(page, legacyFourDigitPin.pin);
      await expect(page.getByRole('dialog').getByText(/^That PIN is not the one the kiosk was locked with\./)).toBeVisible();
      await page.getByRole('dialog').getByLabel('Staff PIN', { exact: true }).fill('975310');
      await page.getByRole('dialog').getByRole('button', { name: 'Unlock' }).click();
      await expect(calculatorHeading(page)).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await page.reload();
      await expect(calculatorHeading(page)).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    } finally {
      await host.close();
    }
  } finally {
    await rm(userDataDir, { recursive: true, force: true });
  }
});
