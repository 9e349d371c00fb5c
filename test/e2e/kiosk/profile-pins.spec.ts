import { chooseFirstStaffPin } from '../../fixtures/first-staff-pin';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startBrowserHost } from '../../../main/browser-host';
import { MemoryStore } from '../../../main/credentials/memory-store';
import { embeddedSandboxOf, startTrainingService } from '../../../main/training/embedded-sandbox';
import { startSandbox, type RunningSandbox } from '../../../sandbox';
import { chooseProfilePin, enterStaffPin, expect, switchToProfile, test } from './kiosk-world';

// K11 end to end: a profile set up through the form, switched to with its own staff PIN, locks the kiosk; after a
// restart the kiosk starts locked on that profile. The picker's rules (switching and removing with a PIN, unsent writes
// named, roles, the outbox's unreadable entries) are component tests: test/component/screens/start/profile-picker.test.tsx,
// test/component/components/outbox-panel.test.tsx; main's side: test/unit/main/session/pin-lock.test.ts,
// test/integration/main/session/profile-removal.test.ts, test/unit/main/outbox/outbox.test.ts.

const calculatorHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Repayment calculator' });
const pickerHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Who is using the kiosk?' });

/** A profile for `service`'s demo team member, with its own staff PIN, through the set-up form. */
async function setUpProfile(page: Page, service: RunningSandbox, name: string, pin: string) {
  const credentials = service.handout.credentials.teamMember;
  if (!credentials) throw new Error('the demo seed has a team member');
  await page.getByRole('button', { name: 'Switch profile' }).click();
  await expect(pickerHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Set up a profile' }).click();
  await page.getByLabel('Name staff will see').fill(name);
  await page.getByLabel('Service address').fill(service.baseUrl);
  await page.getByLabel('API ID').fill(credentials.apiId);
  await page.getByLabel('API secret').fill(credentials.apiSecret);
  await chooseProfilePin(page, pin);
  await page.getByRole('button', { name: 'Check and save' }).click();
  await page.getByLabel('Branch').selectOption({ label: 'Sunrise Solar (1001)' });
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(`${name} (Sunrise Solar) is ready to use.`)).toBeVisible();
}

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
  await chooseFirstStaffPin(host);
  try {
    await page.goto(host.url);
    await setUpProfile(page, service, 'Priya', '246813');
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
