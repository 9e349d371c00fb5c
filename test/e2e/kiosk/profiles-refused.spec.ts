import { chooseFirstStaffPin } from '../../fixtures/first-staff-pin';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startBrowserHost } from '../../../main/browser-host';
import { MemoryStore } from '../../../main/credentials/memory-store';
import { profilesFileName } from '../../../main/credentials/profiles';
import { expect, expectAccessible, screenshotsAtEverySize, test } from './kiosk-world';

// K15: a staff profiles file the kiosk did not seal (here one written by hand, as another program of the laptop's
// account could) gives no profile; the kiosk starts on training and says so in one line where staff choose a
// profile, and keeps the file aside for support.

const calculatorHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Repayment calculator' });

test('a profiles file changed outside the kiosk opens no profile, and the profile screen says so in one line', async ({
  page,
  rendererDir,
}) => {
  const userDataDir = await mkdtemp(join(tmpdir(), 'kiosk-e2e-profiles-refused-'));
  const forged = {
    id: 'forged-administrator',
    displayName: 'Forged Administrator',
    accountId: '1001',
    accountName: 'Sunrise Solar',
    environment: { kind: 'sandbox', baseUrl: 'http://127.0.0.1:9' },
    keychainAccount: 'forged-administrator',
    role: 'ADMINISTRATOR',
  };
  await writeFile(join(userDataDir, profilesFileName), JSON.stringify({ version: 1, profiles: [forged] }));
  const logs: string[] = [];
  const host = await startBrowserHost({
    userDataDir,
    port: 0,
    training: true,
    rendererDir,
    keychain: new MemoryStore(),
    log: { info: () => undefined, warn: (line) => void logs.push(line), error: (line) => void logs.push(line) },
  });
  await chooseFirstStaffPin(host);
  try {
    await page.goto(host.url);
    await expect(calculatorHeading(page)).toBeVisible();
    await page.getByRole('button', { name: 'Switch profile' }).click();
    const line =
      /^The staff profiles file was changed outside the kiosk, so none of its profiles is used: it is kept as staff-profiles\.refused\.[\d.Z-]+\.json for support, and an administrator sets the profiles up again in this kiosk\.$/;
    await expect(page.getByText(line)).toBeVisible();
    await expect(page.getByText('Forged Administrator')).toHaveCount(0);
    await expectAccessible(page);
    await screenshotsAtEverySize(page, '135-profiles-file-refused');
    expect(logs.filter((each) => each.startsWith('credentials: The staff profiles file was changed outside the kiosk'))).toHaveLength(1);
    expect((await readdir(userDataDir)).filter((name) => name.startsWith('staff-profiles.refused.'))).toHaveLength(1);
  } finally {
    await host.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
});
