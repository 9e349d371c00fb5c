import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startBrowserHost } from '../../../main/browser-host';
import { MemoryStore } from '../../../main/credentials/memory-store';
import { embeddedSandboxOf, startTrainingService } from '../../../main/training/embedded-sandbox';
import { startSandbox, type RunningSandbox } from '../../../sandbox';
import {
  approveAsAdministrator,
  calculate,
  chooseProfilePin,
  enterStaffPin,
  expect,
  expectAccessible,
  expectDialogKeyboardReachable,
  fillCustomer,
  injectFault,
  roleLearnt,
  screenshotsAtEverySize,
  switchToProfile,
  test,
} from './kiosk-world';

// K11 on the screens: switching to a profile asks for that profile's own staff PIN; removing one asks for an
// administrator's PIN and names what its outbox has not sent; an outbox entry main could not read is said, not lost.
// The profiles are for the provider's sandbox, at the training sandbox's own address, with the demo seed's users.

const calculatorHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Repayment calculator' });
const pickerHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Who is using the kiosk?' });

/** "Switch profile" (a draft asked about first), then the picker. */
async function openPicker(page: Page): Promise<void> {
  if (await pickerHeading(page).isVisible()) return;
  await page.getByRole('button', { name: 'Switch profile' }).click();
  const discard = page.getByRole('button', { name: 'Discard' });
  await expect(pickerHeading(page).or(discard)).toBeVisible();
  if (await discard.isVisible()) await discard.click();
  await expect(pickerHeading(page)).toBeVisible();
}

/** A profile for `service`'s demo `who`, with its own staff PIN, through the set-up form (K15: `approvedBy` an administrator). */
async function setUpProfile(
  page: Page,
  service: RunningSandbox,
  name: string,
  who: 'administrator' | 'teamMember',
  pin: string,
  approvedBy?: { administrator: string; pin: string },
) {
  const credentials = service.handout.credentials[who];
  if (!credentials) throw new Error(`the demo seed has a ${who}`);
  await openPicker(page);
  await page.getByRole('button', { name: 'Set up a profile' }).click();
  await page.getByLabel('Name staff will see').fill(name);
  await page.getByLabel('Service address').fill(service.baseUrl);
  await page.getByLabel('API ID').fill(credentials.apiId);
  await page.getByLabel('API secret').fill(credentials.apiSecret);
  await chooseProfilePin(page, pin);
  if (approvedBy) await approveAsAdministrator(page, approvedBy.administrator, approvedBy.pin);
  await page.getByRole('button', { name: 'Check and save' }).click();
  await page.getByLabel('Branch').selectOption({ label: 'Sunrise Solar (1001)' });
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(`${name} (Sunrise Solar) is ready to use.`)).toBeVisible();
}

async function profileId(page: Page, name: string): Promise<string> {
  const id = await page.evaluate(async (displayName) => {
    const listed = await window.kiosk.profiles.list();
    return listed.ok ? listed.data.profiles.find((profile) => profile.displayName === displayName)?.id : undefined;
  }, name);
  if (id === undefined) throw new Error(`no profile named ${name}`);
  return id;
}

test('switching profile asks for that profile’s staff PIN: a wrong one is refused next to the field, the right one switches', async ({
  page,
  world,
}) => {
  await page.goto(world.host.url);
  await setUpProfile(page, world.service(), 'Priya', 'administrator', '246813');
  await expect(page.getByText('Training stays in use until another profile is chosen')).toBeVisible();
  await expectAccessible(page);
  await screenshotsAtEverySize(page, 'k11-picker-in-use');

  await page.getByRole('button', { name: 'Use Priya', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Priya’s staff PIN' });
  await expect(dialog).toContainText('A profile with no staff PIN yet takes the one you enter now');
  const pin = dialog.getByLabel('Staff PIN', { exact: true });
  await expect(pin).toBeFocused();
  await expectAccessible(page);
  await expectDialogKeyboardReachable(page);
  await screenshotsAtEverySize(page, 'k11-switch-profile-pin');

  // Cancel: nothing switched.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Keep using Training' })).toBeVisible();

  await page.getByRole('button', { name: 'Use Priya', exact: true }).click();
  await pin.fill('111111');
  await dialog.getByRole('button', { name: 'Switch to Priya' }).click();
  await expect(
    dialog.getByText('That is not this profile’s staff PIN. 4 more wrong PINs and the kiosk stops taking PINs for 5 minutes.'),
  ).toBeVisible();
  await expect(pin).toHaveAttribute('aria-invalid', 'true');
  // The hidden digits were wrong and are of no more use: the field starts empty, ready for the next try.
  await expect(pin).toHaveValue('');
  await expect(pin).toBeFocused();
  await expectAccessible(page);
  await expectDialogKeyboardReachable(page);
  await screenshotsAtEverySize(page, 'k11-switch-profile-wrong-pin');
  await pin.fill('246813');
  await dialog.getByRole('button', { name: 'Switch to Priya' }).click();
  await expect(calculatorHeading(page)).toBeVisible();
  await expect(page.getByText('Sunrise Solar · Priya')).toBeVisible();

  // The training profile had no PIN yet: it takes the one entered as it is switched to, and asks for it after.
  await openPicker(page);
  // K15: not one of 4 digits, though: main's words about a new PIN go beside the field, and the digits stay to correct.
  await page.getByRole('button', { name: 'Use Training', exact: true }).click();
  const choosing = page.getByRole('dialog', { name: 'Enter Training’s staff PIN' });
  await choosing.getByLabel('Staff PIN', { exact: true }).fill('1357');
  await choosing.getByRole('button', { name: 'Switch to Training' }).click();
  await expect(choosing.getByLabel('Staff PIN', { exact: true })).toHaveAccessibleDescription('A new PIN is 6 to 8 digits.');
  await expect(choosing.getByLabel('Staff PIN', { exact: true })).toHaveValue('1357');
  await choosing.getByRole('button', { name: 'Cancel' }).click();
  await switchToProfile(page, 'Training', '135724');
  await expect(page.getByText('Sunrise Solar · Training')).toBeVisible();
  await openPicker(page);
  await switchToProfile(page, 'Priya', '246813');
  await openPicker(page);
  await page.getByRole('button', { name: 'Use Training', exact: true }).click();
  const training = page.getByRole('dialog', { name: 'Enter Training’s staff PIN' });
  await training.getByLabel('Staff PIN', { exact: true }).fill('999999');
  await training.getByRole('button', { name: 'Switch to Training' }).click();
  await expect(training.getByText(/^That is not this profile’s staff PIN\./)).toBeVisible();
  await training.getByLabel('Staff PIN', { exact: true }).fill('135724');
  await training.getByRole('button', { name: 'Switch to Training' }).click();
  await expect(page.getByText('Sunrise Solar · Training')).toBeVisible();
});

test('a TEAM MEMBER profile neither switches to the administrator’s profile nor removes it without an administrator’s PIN', async ({
  page,
  world,
}) => {
  await page.goto(world.host.url);
  await setUpProfile(page, world.service(), 'Priya', 'administrator', '246813');
  await switchToProfile(page, 'Priya', '246813');
  await roleLearnt(page, 'ADMINISTRATOR');
  await setUpProfile(page, world.service(), 'Liam', 'teamMember', '111111', { administrator: 'Priya (Sunrise Solar)', pin: '246813' });
  await switchToProfile(page, 'Liam', '111111');
  await roleLearnt(page, 'TEAM MEMBER');

  // Liam's own PIN is not Priya's.
  await openPicker(page);
  await expect(page.getByText('Sunrise Solar · Provider sandbox · Administrator')).toBeVisible();
  await page.getByRole('button', { name: 'Use Priya', exact: true }).click();
  const switching = page.getByRole('dialog', { name: 'Enter Priya’s staff PIN' });
  await switching.getByLabel('Staff PIN', { exact: true }).fill('111111');
  await switching.getByRole('button', { name: 'Switch to Priya' }).click();
  await expect(switching.getByText(/^That is not this profile’s staff PIN\./)).toBeVisible();
  await switching.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Liam stays in use until another profile is chosen')).toBeVisible();

  // Removing Priya: only administrators' profiles are offered, and only their own PIN removes her.
  await page.getByRole('button', { name: 'Remove Priya' }).click();
  const removing = page.getByRole('dialog', { name: 'Remove Priya?' });
  const administrator = removing.getByLabel('Administrator', { exact: true });
  // K11: not Training's demo administrator, whose PIN anyone may choose.
  await expect(administrator.locator('option')).toHaveText(['Priya (Sunrise Solar)']);
  const pin = removing.getByLabel('Administrator’s staff PIN');
  await expectAccessible(page);
  await expectDialogKeyboardReachable(page);
  await screenshotsAtEverySize(page, 'k11-remove-profile');

  await administrator.selectOption({ label: 'Priya (Sunrise Solar)' });
  await pin.fill('111111');
  await removing.getByRole('button', { name: 'Remove Priya' }).click();
  await expect(removing.getByText(/^That is not the administrator’s staff PIN\./)).toBeVisible();
  await expect(pin).toHaveValue('');
  await expectAccessible(page);
  await screenshotsAtEverySize(page, 'k11-remove-profile-wrong-pin');
  await removing.getByRole('button', { name: 'Cancel' }).click();

  // Nothing changed: Priya is there, and Liam still in use.
  await expect(page.getByRole('button', { name: 'Use Priya', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Keep using Liam' }).click();
  await expect(page.getByText('Sunrise Solar · Liam')).toBeVisible();
});

test('removing a profile whose outbox holds unsent writes names them, and removes it only with “Remove anyway”', async ({
  page,
  world,
}) => {
  await page.goto(world.host.url);
  await setUpProfile(page, world.service(), 'Priya', 'administrator', '246813');
  await switchToProfile(page, 'Priya', '246813');
  await roleLearnt(page, 'ADMINISTRATOR');
  const priyaId = await profileId(page, 'Priya');

  // A call-back whose answer is lost may have reached the provider: it stays unsent in Priya's outbox (K7).
  await calculate(page, { price: '6,200' });
  await fillCustomer(page, {
    first: 'Robin',
    last: 'Ashby',
    email: 'robin.ashby@example.com',
    mobile: '0433 222 112',
    description: 'Split system',
    category: 'Air-Conditioning',
  });
  await injectFault(world, 'createCalloutRequest', 'drop');
  await page.getByRole('button', { name: 'Ask the provider to call the customer' }).click();
  await page
    .getByRole('dialog', { name: /^Ask the provider to call/ })
    .getByRole('button', { name: 'Book the call' })
    .click();
  await expect(page.getByText(/This may have reached the provider/).first()).toBeVisible();

  await openPicker(page);
  const remove = async () => {
    await page.getByRole('button', { name: 'Remove Priya' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Priya?' });
    await dialog.getByLabel('Administrator', { exact: true }).selectOption({ label: 'Priya (Sunrise Solar)' });
    await dialog.getByLabel('Administrator’s staff PIN').fill('246813');
    await dialog.getByRole('button', { name: 'Remove Priya' }).click();
    await expect(
      dialog.getByText('Priya’s outbox still holds 1 call-back not yet sent. Removing the profile deletes them: they will never be sent.'),
    ).toBeVisible();
    return dialog;
  };
  const dialog = await remove();
  await expect(dialog.getByRole('button', { name: 'Remove anyway' })).toBeVisible();
  await expectAccessible(page);
  await expectDialogKeyboardReachable(page);
  await screenshotsAtEverySize(page, 'k11-remove-profile-unsent');

  // Cancel keeps the profile and what it has not sent.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Keep using Priya' })).toBeVisible();
  await access(join(world.userDataDir, 'outbox', `${priyaId}.journal`));

  await (await remove()).getByRole('button', { name: 'Remove anyway' }).click();
  await expect(page.getByText('Priya was removed, with its credentials, its staff PIN and its outbox.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use Priya', exact: true })).toHaveCount(0);
  // Priya was in use: nobody is now, and her outbox went with her.
  await expect(page.getByText('No staff profile in use yet')).toBeVisible();
  await expect(access(join(world.userDataDir, 'outbox', `${priyaId}.journal`))).rejects.toThrow();
});

test('the outbox says how many entries could not be read, kept for support, and that staff enter them again if needed', async ({
  page,
  world,
}) => {
  await page.goto(world.host.url);
  await setUpProfile(page, world.service(), 'Priya', 'teamMember', '246813');
  // Three damaged lines in Priya's journal before the kiosk first opens her outbox (as she is switched to).
  const journal = join(world.userDataDir, 'outbox', `${await profileId(page, 'Priya')}.journal`);
  await mkdir(join(world.userDataDir, 'outbox'), { recursive: true });
  await writeFile(journal, 'not a sealed line\nnor this\n{"id":"half a record"\n');
  await switchToProfile(page, 'Priya', '246813');

  const outbox = page.getByRole('button', { name: 'Outbox, 3 need attention: 3 entries could not be read' });
  await expect(outbox).toBeVisible();
  await expect(outbox.locator('.badge')).toHaveText('3');
  await outbox.click();
  const panel = page.getByRole('dialog', { name: 'Outbox' });
  await expect(panel.getByText('3 entries could not be read — kept for support.')).toBeVisible();
  await expect(panel.getByText('Their details cannot be shown or sent. If they are still needed, enter them again.')).toBeVisible();
  await expect(panel.getByText('Nothing else is in the outbox.')).toBeVisible();
  await expectAccessible(page);
  await expectDialogKeyboardReachable(page);
  await screenshotsAtEverySize(page, 'k11-outbox-unreadable');
  // Main kept the lines for support, beside the journal.
  expect((await readFile(`${journal}.unreadable`, 'utf8')).split('\n').filter(Boolean)).toHaveLength(3);
});

test('after a restart the kiosk starts locked, on the profile that locked it, though training is the default', async ({
  page,
  rendererDir,
}) => {
  const service = await startSandbox({ port: 0, seed: 'demo' });
  const userDataDir = await mkdtemp(join(tmpdir(), 'kiosk-e2e-restart-'));
  const keychain = new MemoryStore();
  const start = () =>
    startBrowserHost({
      userDataDir,
      port: 0,
      training: true,
      rendererDir,
      keychain,
      startTrainingSandbox: async (kiosk) => embeddedSandboxOf(await startTrainingService(kiosk)),
      log: { info: () => undefined, warn: () => undefined, error: (message, error) => console.error(message, error) },
    });
  let host = await start();
  try {
    await page.goto(host.url);
    await setUpProfile(page, service, 'Priya', 'teamMember', '246813');
    await switchToProfile(page, 'Priya', '246813');
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await enterStaffPin(page, '246813');
    await page.getByRole('button', { name: 'Lock now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This kiosk is locked' })).toBeVisible();

    await host.close();
    host = await start();
    await page.goto(host.url);
    await expect(page.getByRole('heading', { level: 1, name: 'This kiosk is locked' })).toBeVisible();
    await expect(page.getByRole('note', { name: 'Environment' })).toContainText('SANDBOX');
    await page.getByRole('button', { name: 'Staff' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Enter the staff PIN of Priya, who locked the kiosk.')).toBeVisible();
    await dialog.getByLabel('Staff PIN', { exact: true }).fill('246813');
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await expect(calculatorHeading(page)).toBeVisible();
    await expect(page.getByText('Sunrise Solar · Priya')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Outbox, nothing waiting' })).toBeVisible();
  } finally {
    await host.close();
    await service.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
});
