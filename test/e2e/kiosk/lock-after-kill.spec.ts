import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, screenshotsAtEverySize, test } from './kiosk-world';

// K11 in the browser host, training: the kiosk's process is killed (SIGKILL, as a crash or a pulled plug would) while
// locked, and started again on the same folder. The screens come back locked, a pause comes back a pause, and
// nothing a restart does opens the kiosk.

const script = fileURLToPath(new URL('./host-process.ts', import.meta.url));
const lockedHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'This kiosk is locked' });

interface HostProcess {
  child: ChildProcess;
  url: string;
}

async function startHost(userDataDir: string, rendererDir: string): Promise<HostProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, KIOSK_USER_DATA: userDataDir, KIOSK_RENDERER: rendererDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the host ended (${code}) before it listened`)));
    createInterface({ input: child.stdout ?? process.stdin }).on('line', (line) => {
      const match = /^\{"url":"([^"]+)"\}$/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
  });
  return { child, url };
}

function killHard(host: HostProcess): Promise<void> {
  return new Promise((resolve) => {
    host.child.once('exit', () => resolve());
    host.child.kill('SIGKILL');
  });
}

async function unlockWith(page: Page, pin: string): Promise<void> {
  await page.getByRole('button', { name: 'Staff' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Staff PIN', { exact: true }).fill(pin);
  await dialog.getByRole('button', { name: 'Unlock' }).click();
}

test('killed while locked, the kiosk starts locked; killed in a pause, it is still paused', async ({ page, rendererDir }) => {
  test.setTimeout(120_000);
  const userDataDir = await mkdtemp(join(tmpdir(), 'kiosk-lock-kill-'));
  const hosts: HostProcess[] = [];
  try {
    const first = await startHost(userDataDir, rendererDir);
    hosts.push(first);
    await page.goto(first.url);
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New staff PIN', { exact: true }).fill('246813');
    await dialog.getByLabel('New staff PIN again', { exact: true }).fill('246813');
    await dialog.getByRole('button', { name: 'Lock now' }).click();
    await expect(lockedHeading(page)).toBeVisible();
    await killHard(first);

    const second = await startHost(userDataDir, rendererDir);
    hosts.push(second);
    await page.goto(second.url);
    await expect(lockedHeading(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    for (let wrong = 1; wrong <= 5; wrong++) {
      await unlockWith(page, '0000');
      const refusal = wrong < 5 ? /That PIN is not the one the kiosk was locked with/ : /Too many wrong PINs\. Try again in 5 minutes\./;
      await expect(page.getByRole('dialog').getByText(refusal)).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    }
    await killHard(second);

    const third = await startHost(userDataDir, rendererDir);
    hosts.push(third);
    await page.goto(third.url);
    await expect(lockedHeading(page)).toBeVisible();
    await unlockWith(page, '246813');
    await expect(page.getByRole('dialog').getByText(/Too many wrong PINs\. Try again in [45] minutes\./)).toBeVisible();
    await screenshotsAtEverySize(page, '82-still-paused-after-a-restart');
  } finally {
    for (const host of hosts) if (host.child.exitCode === null && host.child.signalCode === null) await killHard(host);
    await rm(userDataDir, { recursive: true, force: true });
  }
});
