import type { Page } from '@playwright/test';
import type { UpdaterEvent, UpdaterPort } from '../../../main/updates/updater-port';
import { chooseStaffPin, confirmWithPin, openAdministration } from './administration-steps';
import { expect, expectAccessible, screenshotsAtEverySize, startKioskWorld, test } from './kiosk-world';

// K13 on the screen: Administration → This kiosk shows where the update is and why it waits, and an administrator's
// "install now" (the staff PIN again) restarts it from the screens they are using. A browser cannot update the kiosk,
// so the updater is a stand-in here: it answers a check as electron-updater would, and records the restart.

/** An updater whose events the test sends, as electron-updater sends them during a real check and download. */
function scriptedUpdater() {
  const listeners: ((event: UpdaterEvent) => void)[] = [];
  const asked: string[] = [];
  const port: UpdaterPort = {
    useChannel: (channel) => void asked.push(`channel ${channel}`),
    check: async () => {
      asked.push('check');
      tell({ kind: 'checking' });
      tell({ kind: 'available', version: '0.2.0' });
      tell({ kind: 'progress', percent: 37.4 });
    },
    installAndRestart: () => void asked.push('install'),
    onEvent: (listener) => void listeners.push(listener),
  };
  const tell = (event: UpdaterEvent) => listeners.forEach((listener) => listener(event));
  return { port, asked, tell };
}

/** A kiosk with the scripted updater, its staff PIN chosen, open at Administration → This kiosk. */
async function openThisKiosk(page: Page, rendererDir: string, port: UpdaterPort): Promise<{ close(): Promise<void> }> {
  const { world, close } = await startKioskWorld({ rendererDir, updater: { supported: true, port } });
  try {
    await page.goto(world.host.url);
    await chooseStaffPin(page);
    await openAdministration(page, 'This kiosk');
  } catch (error) {
    await close();
    throw error;
  }
  return { close };
}

test('an administrator sees the update download and wait, then installs it now', async ({ page, rendererDir }) => {
  test.setTimeout(120_000);
  const updater = scriptedUpdater();
  const { close } = await openThisKiosk(page, rendererDir, updater.port);
  try {
    const updates = page.getByRole('region', { name: 'Updates' });
    await expect(updates.getByRole('status')).toHaveText(/Not looked for an update since the kiosk started/);

    await updates.getByRole('button', { name: 'Look for an update now' }).click();
    await confirmWithPin(page, 'Look now');
    // The phase in words, and the PIN dialog's own outcome ("Asked.") beside it.
    await expect(updates.getByText(/Downloading version 0\.2\.0 in the background \(37%\)/)).toBeVisible();
    await expect(updates.getByRole('progressbar', { name: 'Update downloaded' })).toHaveAttribute('value', '37');
    expect(updater.asked).toEqual(['channel stable', 'check']);

    // Downloaded: outside the quiet hour (unless this test runs in it) and with staff at the screens, it waits, saying why.
    updater.tell({ kind: 'downloaded', version: '0.2.0' });
    await expect(
      updates.getByText(/Version 0\.2\.0 is downloaded\. It installs by itself in the quiet hour \(3 am to 4 am\) once no customer/),
    ).toBeVisible();
    await expect(updates.getByText('A customer is being served: customer mode, or someone used the screens')).toBeVisible();
    await expect(updates.getByRole('button', { name: 'Look for an update now' })).toHaveCount(0);
    await expectAccessible(page);
    await screenshotsAtEverySize(page, 'k13-update-waiting', updates);

    // "Install now": the screens in use are the administrator's own, so it restarts at once.
    await updates.getByRole('button', { name: 'Install now' }).click();
    await confirmWithPin(page, 'Install now');
    await expect(updates.getByText('Installing version 0.2.0: the kiosk restarts in a moment.')).toBeVisible();
    expect(updater.asked.at(-1)).toBe('install');
    await screenshotsAtEverySize(page, 'k13-update-installing', updates);
  } finally {
    await close();
  }
});

test('the channel, quiet hour and start at login are saved with the other settings, and the next check takes the channel', async ({
  page,
  rendererDir,
}) => {
  const updater = scriptedUpdater();
  const { close } = await openThisKiosk(page, rendererDir, updater.port);
  try {
    await page.getByLabel('Update channel').selectOption({ label: 'Beta: try releases first' });
    await page.getByLabel('Quiet hour').selectOption({ label: '11 pm to 12 am' });
    await page.getByLabel('Start the kiosk when this laptop’s user signs in').check();
    await expectAccessible(page);
    await screenshotsAtEverySize(page, 'k13-this-kiosk-settings', page.getByLabel('Quiet hour'));
    await page.getByRole('button', { name: 'Save settings' }).click();
    await confirmWithPin(page, 'Save settings');
    await expect(page.getByText('Saved. The idle limits, updates and start at login apply now')).toBeVisible();
    await page.reload();
    await openAdministration(page, 'This kiosk');
    await expect(page.getByLabel('Quiet hour')).toHaveValue('23');
    await expect(page.getByLabel('Start the kiosk when this laptop’s user signs in')).toBeChecked();
    const updates = page.getByRole('region', { name: 'Updates' });
    await updates.getByRole('button', { name: 'Look for an update now' }).click();
    await confirmWithPin(page, 'Look now');
    expect(updater.asked).toEqual(['channel beta', 'check']);
  } finally {
    await close();
  }
});

test('a kiosk that cannot update itself says why, and offers nothing to press', async ({ page, world }) => {
  await page.goto(world.host.url);
  await chooseStaffPin(page);
  await openAdministration(page, 'This kiosk');
  const updates = page.getByRole('region', { name: 'Updates' });
  await expect(updates.getByText(/runs in a web browser here, which cannot update it/)).toBeVisible();
  await expect(updates.getByRole('button')).toHaveCount(0);
});
