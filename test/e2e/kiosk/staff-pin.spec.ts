import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startBrowserHost } from '../../../main/browser-host';
import type { SecureStore } from '../../../main/credentials/secure-store';
import { startSandbox } from '../../../sandbox';
import {
  approveAsAdministrator,
  chooseProfilePin,
  enterStaffPin,
  expectDialogKeyboardReachable,
  expect,
  expectAccessible,
  expectTouchTargets,
  screenshotsAtEverySize,
  roleLearnt,
  switchToProfile,
  test,
} from './kiosk-world';

// Hand-over with each staff member's own PIN (K6): chosen at the profile's first lock, the same PIN after; five
// wrong PINs pause PIN checks, which only an administrator's own PIN clears (D10); and no keychain jargon on screen.

const calculatorHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Repayment calculator' });
const lockedHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'This kiosk is locked' });

test('the first lock chooses the staff PIN; after that the same PIN locks and unlocks, a wrong one is refused, and it can be changed', async ({
  page,
  world,
}) => {
  await page.goto(world.host.url);
  await expect(calculatorHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Lock the kiosk' })).toBeVisible();
  await expect(dialog.getByText('First, choose your own staff PIN')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Change my PIN' })).toHaveCount(0);

  // K15: 6 to 8 digits; 4, which PINs chosen before may have, are refused in the rule's words, and nothing is locked.
  await dialog.getByLabel('New staff PIN', { exact: true }).fill('2468');
  await dialog.getByLabel('New staff PIN again', { exact: true }).fill('2468');
  await dialog.getByRole('button', { name: 'Lock now' }).click();
  await expect(dialog.getByLabel('New staff PIN', { exact: true })).toHaveAccessibleDescription('A new PIN is 6 to 8 digits.');
  await expect(calculatorHeading(page)).toBeVisible();

  // Typed twice, so a slip of the finger is caught before it becomes the PIN.
  await dialog.getByLabel('New staff PIN', { exact: true }).fill('246813');
  await dialog.getByLabel('New staff PIN again', { exact: true }).fill('246814');
  await dialog.getByRole('button', { name: 'Lock now' }).click();
  await expect(dialog.getByText('The two PINs are not the same.')).toBeVisible();
  await expect(dialog.getByLabel('New staff PIN again', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await expectTouchTargets(page);
  await screenshotsAtEverySize(page, '80-staff-pin-choose');
  await dialog.getByLabel('New staff PIN again', { exact: true }).fill('246813');
  await dialog.getByRole('button', { name: 'Lock now' }).click();
  await expect(lockedHeading(page)).toBeVisible();

  await page.getByRole('button', { name: 'Staff' }).click();
  await expect(dialog.getByText('Enter the staff PIN of Training, who locked the kiosk.')).toBeVisible();
  await expectAccessible(page);
  await screenshotsAtEverySize(page, '81-staff-pin-unlock');
  await dialog.getByLabel('Staff PIN', { exact: true }).fill('246813');
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  await expect(calculatorHeading(page)).toBeVisible();

  // The second lock asks for the same PIN, once.
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(dialog.getByLabel('Staff PIN', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('New staff PIN again')).toHaveCount(0);
  await dialog.getByLabel('Staff PIN', { exact: true }).fill('111111');
  await dialog.getByRole('button', { name: 'Lock now' }).click();
  await expect(dialog.getByText('That is not your staff PIN.')).toBeVisible();
  // The wrong digits are of no more use: the field starts empty again.
  await expect(dialog.getByLabel('Staff PIN', { exact: true })).toHaveValue('');
  await expect(calculatorHeading(page)).toBeVisible();
  await expectAccessible(page);
  await expectDialogKeyboardReachable(page);
  await screenshotsAtEverySize(page, '82-staff-pin-enter-wrong');

  // Changing it needs the current PIN.
  await dialog.getByRole('button', { name: 'Change my PIN' }).click();
  await expect(dialog.getByRole('heading', { name: 'Change your staff PIN' })).toBeVisible();
  await expect(dialog.getByLabel('Current staff PIN')).toBeFocused();
  await dialog.getByLabel('Current staff PIN').fill('135724');
  // K15: the new one keeps the new-PIN rule, said beside it.
  await dialog.getByLabel('New staff PIN', { exact: true }).fill('8642');
  await dialog.getByLabel('New staff PIN again', { exact: true }).fill('8642');
  await dialog.getByRole('button', { name: 'Change PIN' }).click();
  await expect(dialog.locator('.field__error', { hasText: 'A new PIN is 6 to 8 digits.' })).toBeVisible();
  await dialog.getByLabel('New staff PIN', { exact: true }).fill('864213');
  await dialog.getByLabel('New staff PIN again', { exact: true }).fill('864213');
  await dialog.getByRole('button', { name: 'Change PIN' }).click();
  await expect(dialog.getByText('That is not your current staff PIN.').first()).toBeVisible();
  await expectAccessible(page);
  await screenshotsAtEverySize(page, '83-staff-pin-change');
  await dialog.getByLabel('Current staff PIN').fill('246813');
  await dialog.getByRole('button', { name: 'Change PIN' }).click();
  await expect(dialog.getByText('Your staff PIN is changed. Use the new one from now on.')).toBeVisible();
  await dialog.getByLabel('Staff PIN', { exact: true }).fill('246813');
  await dialog.getByRole('button', { name: 'Lock now' }).click();
  await expect(dialog.getByText('That is not your staff PIN.')).toBeVisible();
  await dialog.getByLabel('Staff PIN', { exact: true }).fill('864213');
  await dialog.getByRole('button', { name: 'Lock now' }).click();
  await expect(lockedHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Staff' }).click();
  await enterStaffPin(page, '864213');
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  await expect(calculatorHeading(page)).toBeVisible();
});

test('five wrong PINs pause unlocking, in plain words; an administrator’s own PIN clears it, a team member’s does not', async ({
  page,
  world,
}) => {
  const service = await startSandbox({ port: 0, seed: 'demo' });
  try {
    const teamMember = service.handout.credentials.teamMember;
    if (!teamMember) throw new Error('the demo seed has a team member');
    const dialog = page.getByRole('dialog');
    await page.goto(world.host.url);
    await expect(calculatorHeading(page)).toBeVisible();

    // The training profile is the demo ADMINISTRATOR's; it chooses its own PIN the first time it locks.
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await enterStaffPin(page, '999999');
    await dialog.getByRole('button', { name: 'Lock now' }).click();
    await page.getByRole('button', { name: 'Staff' }).click();
    await enterStaffPin(page, '999999');
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await expect(calculatorHeading(page)).toBeVisible();

    // The demo ADMINISTRATOR gets a profile of their own: only a real administrator's PIN clears a real profile's
    // pause (K11), and (K15) approves the profiles after it.
    const administrator = service.handout.credentials.administrator;
    await page.getByRole('button', { name: 'Switch profile' }).click();
    await page.getByRole('button', { name: 'Set up a profile' }).click();
    await page.getByLabel('Name staff will see').fill('Ada');
    await page.getByLabel('Service address').fill(service.baseUrl);
    await page.getByLabel('API ID').fill(administrator.apiId);
    await page.getByLabel('API secret').fill(administrator.apiSecret);
    await chooseProfilePin(page, '864213');
    await page.getByRole('button', { name: 'Check and save' }).click();
    await page.getByLabel('Branch').selectOption({ label: 'Sunrise Solar (1001)' });
    await page.getByRole('button', { name: 'Save profile' }).click();
    await switchToProfile(page, 'Ada', '864213');
    await expect(page.getByText('Sunrise Solar · Ada')).toBeVisible();
    await roleLearnt(page, 'ADMINISTRATOR');
    // And the demo TEAM MEMBER one of their own, as an administrator sets it up.
    await page.getByRole('button', { name: 'Switch profile' }).click();
    await page.getByRole('button', { name: 'Set up a profile' }).click();
    await page.getByLabel('Name staff will see').fill('Liam');
    await page.getByLabel('Service address').fill(service.baseUrl);
    await page.getByLabel('API ID').fill(teamMember.apiId);
    await page.getByLabel('API secret').fill(teamMember.apiSecret);
    await chooseProfilePin(page, '111111');
    await approveAsAdministrator(page, 'Ada (Sunrise Solar)', '864213');
    await page.getByRole('button', { name: 'Check and save' }).click();
    await page.getByLabel('Branch').selectOption({ label: 'Sunrise Solar (1001)' });
    await page.getByRole('button', { name: 'Save profile' }).click();
    await switchToProfile(page, 'Liam', '111111');

    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await enterStaffPin(page, '111111');
    await dialog.getByRole('button', { name: 'Lock now' }).click();
    await expect(lockedHeading(page)).toBeVisible();

    await page.getByRole('button', { name: 'Staff' }).click();
    for (let attempt = 1; attempt <= 4; attempt++) {
      await dialog.getByLabel('Staff PIN', { exact: true }).fill(`000${attempt}`);
      await dialog.getByRole('button', { name: 'Unlock' }).click();
      const left = 5 - attempt;
      await expect(
        dialog.getByText(`${left} more wrong PIN${left === 1 ? '' : 's'} and the kiosk stops taking PINs for 5 minutes.`),
      ).toBeVisible();
    }
    await dialog.getByLabel('Staff PIN', { exact: true }).fill('0005');
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await expect(dialog.getByText('Too many wrong PINs. Try again in 5 minutes.')).toBeVisible();
    await expect(dialog.getByText('after five wrong PINs the kiosk stops taking PINs for a while: 5 minutes the first time')).toBeVisible();
    // Even the right PIN waits now.
    await dialog.getByLabel('Staff PIN', { exact: true }).fill('111111');
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await expect(dialog.getByText('Too many wrong PINs. Try again in 5 minutes.')).toBeVisible();
    await expect(lockedHeading(page)).toBeVisible();
    await expectAccessible(page);
    await expectTouchTargets(page);
    await screenshotsAtEverySize(page, '84-staff-pin-locked-out');

    await dialog.getByRole('button', { name: 'An administrator can clear this' }).click();
    await expect(dialog.getByRole('heading', { name: 'Clear the pause (administrators only)' })).toBeFocused();
    // Only real administrators are offered: neither the team member nor training's demo administrator (K11).
    await expect(dialog.getByLabel('Administrator', { exact: true }).locator('option')).toHaveText(['Ada (Sunrise Solar)']);
    await expectAccessible(page);
    await expectDialogKeyboardReachable(page);
    await screenshotsAtEverySize(page, '85-staff-pin-administrator-clears');

    // The team member's own PIN does not clear it.
    await dialog.getByLabel('Administrator’s staff PIN').fill('111111');
    await dialog.getByRole('button', { name: 'Clear and unlock' }).click();
    await expect(dialog.getByText('That is not the administrator’s staff PIN.')).toBeVisible();
    await expect(lockedHeading(page)).toBeVisible();

    await dialog.getByLabel('Administrator’s staff PIN').fill('864213');
    await dialog.getByRole('button', { name: 'Clear and unlock' }).click();
    await expect(calculatorHeading(page)).toBeVisible();

    // The profile picker shows what each profile's user is (D10).
    await page.getByRole('button', { name: 'Switch profile' }).click();
    await expect(page.getByText('Sunrise Solar · Training · Administrator')).toBeVisible();
    await expect(page.getByText('Sunrise Solar · Provider sandbox · Team member')).toBeVisible();
  } finally {
    await service.close();
  }
});

test('without a keychain the profile screen says what that means in plain words, and the technical reason goes to the log', async ({
  page,
  rendererDir,
}) => {
  const userDataDir = await mkdtemp(join(tmpdir(), 'kiosk-e2e-no-keychain-'));
  const logs: string[] = [];
  // What libsecret says on a computer with no desktop session bus.
  const noSessionBus = () => Promise.reject(new Error('Failed to execute child process “dbus-launch” (No such file or directory)'));
  const keychain: SecureStore = { get: noSessionBus, set: noSessionBus, delete: noSessionBus, list: noSessionBus };
  const host = await startBrowserHost({
    userDataDir,
    port: 0,
    training: true,
    rendererDir,
    keychain,
    log: { info: () => undefined, warn: (line) => void logs.push(line), error: (line) => void logs.push(line) },
  });
  try {
    await page.goto(host.url);
    await expect(calculatorHeading(page)).toBeVisible();
    await page.getByRole('button', { name: 'Switch profile' }).click();
    await expect(
      page.getByText(
        'This computer’s password store is not available, so profiles for the real service cannot be saved. Training works without it.',
      ),
    ).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/d-?bus|secret service|libsecret|keytar/i);
    await expect(page.getByRole('button', { name: 'Set up a profile' })).toHaveCount(0);
    await expectAccessible(page);
    await screenshotsAtEverySize(page, '86-no-keychain-plain-words');
    expect(logs.join('\n')).toMatch(/D-Bus/);
  } finally {
    await host.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
});
