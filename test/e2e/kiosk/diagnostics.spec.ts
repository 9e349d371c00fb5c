import { chooseFirstStaffPin } from '../../fixtures/first-staff-pin';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { startBrowserHost, type BrowserHost } from '../../../main/browser-host';
import { deviceKeychainService, keychainService } from '../../../main/credentials/keychain-service';
import { MemoryStore } from '../../../main/credentials/memory-store';
import { embeddedSandboxOf, startTrainingService } from '../../../main/training/embedded-sandbox';
import type { RunningSandbox } from '../../../sandbox';
import { openAdministration } from './administration-steps';
import { calculate, enterStaffPin, expect, expectAccessible, fillCustomer, screenshot, test } from './kiosk-world';

// K12, K9: a sales flow through the screens (a quote sent, then a call-back queued while the service is stopped), then
// Administration → This kiosk → "Export diagnostics" with the staff PIN again. The downloaded file says which version
// runs, counts the outbox by state, ends with the kiosk's own log lines (the host writes them to <userData>/logs),
// and holds no customer's details and no secret. The version is on the profile screen too.

const pin = '97531864';
const sent = {
  first: 'Philippa',
  last: 'Quarrington',
  email: 'philippa.q@example.net',
  mobile: '0487 654 321',
  description: 'Battery',
  category: 'Storage Battery(s)',
};
const queued = {
  first: 'Oisin',
  last: 'Vanterpool',
  email: 'oisin.v@example.org',
  mobile: '0433 987 210',
  description: 'Hot water',
  category: 'Hot Water Systems',
};
const packageVersion = (JSON.parse(await readFile(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

/** Both sizes a showroom laptop has (with `into` scrolled into view at each), then back to the usual one. */
async function bothSizes(page: Page, name: string, into?: Locator): Promise<void> {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(size);
    await into?.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await screenshot(page, `${name}-${size.width}x${size.height}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Every value the host's keychain holds, and the strings inside those that are JSON (credentials). */
async function keychainStrings(keychain: MemoryStore): Promise<string[]> {
  const values: string[] = [];
  for (const service of [...(['training', 'sandbox', 'live'] as const).map((kind) => keychainService(kind)), deviceKeychainService()])
    for (const account of await keychain.list(service)) {
      const value = (await keychain.get(service, account)) ?? '';
      values.push(value);
      try {
        values.push(...Object.values(JSON.parse(value) as Record<string, unknown>).filter((field) => typeof field === 'string'));
      } catch {
        // Not JSON: the whole value is enough.
      }
    }
  return values.filter((value) => value.length >= 8);
}

test('diagnostics: an administrator exports one file after a sale, with the version and counts, and no customer or secret', async ({
  page,
  rendererDir,
}) => {
  test.setTimeout(180_000);
  const userDataDir = await mkdtemp(join(tmpdir(), 'kiosk-diagnostics-'));
  const keychain = new MemoryStore();
  let service: RunningSandbox | null = null;
  let host: BrowserHost | null = null;
  try {
    // No `log`: the host writes its own log file in the user-data folder, as the installed kiosk does (K12).
    host = await startBrowserHost({
      userDataDir,
      port: 0,
      training: true,
      rendererDir,
      keychain,
      startTrainingSandbox: async (kiosk) => embeddedSandboxOf((service = await startTrainingService(kiosk))),
    });
    await chooseFirstStaffPin(host, pin);
    await page.goto(host.url);
    await expect(page.getByRole('heading', { level: 1, name: 'Repayment calculator' })).toBeVisible();

    // The version on the profile screen, for anyone.
    await page.getByRole('button', { name: 'Switch profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Who is using the kiosk?' })).toBeVisible();
    await expect(page.locator('.brand__name')).toHaveText(`Finance Kiosk ${packageVersion}`);
    await bothSizes(page, '120-profile-picker-version');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Keep using Training' }).click();

    // The training administrator's staff PIN, chosen at the first start (K6).
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await enterStaffPin(page, pin);
    await page.getByRole('button', { name: 'Lock now' }).click();
    await page.getByRole('button', { name: 'Staff' }).click();
    await page.getByLabel('Staff PIN', { exact: true }).fill(pin);
    await page.getByRole('button', { name: 'Unlock' }).click();

    // A sale: one quote sent; the next customer's call-back queued while the service is away (K8).
    await calculate(page, { price: '8,500' });
    await fillCustomer(page, sent);
    await page.getByRole('button', { name: 'Send quote by email' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quote sent' })).toBeVisible();
    await page.getByRole('button', { name: 'Next customer' }).first().click();
    await calculate(page, { price: '9,100' });
    await fillCustomer(page, queued);
    const running = service as RunningSandbox | null;
    if (!running) throw new Error('the training sandbox has not started');
    const sessionKeys = running.sandbox.state.sessions.map((session) => session.key);
    await running.close();
    await page.getByRole('button', { name: 'Ask the provider to call the customer' }).click();
    await page
      .getByRole('dialog', { name: /^Ask the provider to call/ })
      .getByRole('button', { name: 'Book the call' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Call-back queued' })).toBeVisible();
    await page.getByRole('button', { name: 'Next customer' }).first().click();
    // It still waits to go, so "Next customer" asks: it stays queued (K8).
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send it when the service is back' }).click();

    // Administration → This kiosk: the version, and the export behind the staff PIN (K9).
    await openAdministration(page, 'This kiosk');
    const panel = page.getByRole('region', { name: 'Version and diagnostics' });
    await expect(panel).toContainText(`This laptop runs Finance Kiosk ${packageVersion}.`);
    const exportButton = panel.getByRole('button', { name: 'Export diagnostics' });
    await bothSizes(page, '121-this-kiosk-diagnostics', exportButton);
    await expectAccessible(page);
    await exportButton.click();
    const dialog = page.getByRole('dialog', { name: 'Export diagnostics' });
    await expect(dialog).toBeVisible();
    await bothSizes(page, '122-export-diagnostics-pin');
    await expectAccessible(page);
    await dialog.getByLabel('Staff PIN', { exact: true }).fill('13572468');
    await dialog.getByRole('button', { name: 'Export diagnostics' }).click();
    await expect(dialog.getByText(/That is not your staff PIN/)).toBeVisible();
    const download = page.waitForEvent('download');
    await dialog.getByLabel('Staff PIN', { exact: true }).fill(pin);
    await dialog.getByRole('button', { name: 'Export diagnostics' }).click();
    const file = await download;
    await expect(dialog).toHaveCount(0);
    await expect(panel.getByText('The diagnostics file is ready')).toBeVisible();
    await bothSizes(page, '123-diagnostics-exported', exportButton);

    expect(file.suggestedFilename()).toMatch(/^finance-kiosk-diagnostics-\d{4}-\d{2}-\d{2}T\d{4}\.json$/);
    const text = await readFile(await file.path(), 'utf8');
    const report = JSON.parse(text) as {
      app: { version: string };
      updates: { currentVersion: string };
      profiles: { environment: string; inUse: boolean; outbox: unknown }[];
      log: { lines: string[] };
    };
    expect(report.app).toEqual({ name: 'Finance Kiosk', version: packageVersion });
    expect(report.updates.currentVersion).toBe(packageVersion);
    expect(report.profiles).toEqual([
      expect.objectContaining({
        environment: 'training',
        inUse: true,
        outbox: expect.objectContaining({
          byState: { pending: 0, queued: 1, sent: 1, unconfirmed: 0, failed: 0, withdrawn: 0 },
          byKind: { quote: { sent: 1 }, callout: { queued: 1 } },
        }),
      }),
    ]);
    const messages = report.log.lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toContain('outbox: written down');

    // No customer: not their names, email or mobile, in any spelling.
    for (const who of [sent, queued])
      for (const detail of [
        who.first,
        who.last,
        who.email,
        who.mobile,
        who.mobile.replaceAll(' ', ''),
        who.mobile.replaceAll(' ', '').slice(1),
      ])
        expect(text.toLowerCase(), detail).not.toContain(detail.toLowerCase());
    // No secret: the staff PIN, the API pairs and keys, what the keychain keeps, the service's session keys (K1).
    const handout = running.handout;
    const secrets = [
      pin,
      handout.credentials.administrator.apiId,
      handout.credentials.administrator.apiSecret,
      handout.privateKey ?? '',
      handout.publicKey ?? '',
      ...(await keychainStrings(keychain)),
      ...sessionKeys,
    ].filter((secret) => secret.length > 0);
    expect(sessionKeys.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(text, `${secret.slice(0, 4)}…`).not.toContain(secret);
    expect(text).not.toMatch(/"(payload|summary|apiSecret|privateKey|sessionToken)"/);
  } finally {
    await host?.close();
    await (service as RunningSandbox | null)?.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
});
