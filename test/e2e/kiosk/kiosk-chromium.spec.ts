import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { launchKioskChromium, sandboxFlags, type KioskChromium } from '../../../main/browser-host/kiosk-chromium';
import config from '../../../playwright.config';
import { alexsQuote, applyAtCheckout, handOverFromReview, unlock } from './customer-at-checkout';
import { expect, freePort, test } from './kiosk-world';

// K4, K15 drill: the Chromium `npm start` launches (kiosk-chromium.ts, headless here, with a debugging port for the
// test to drive it) keeps nothing a customer typed into the provider's form. After "Next customer" its profile's Web
// Data holds no autofill entry (nor address, card or password), and no file of the profile holds what was typed.

const executable = config.use?.launchOptions?.executablePath ?? '/usr/bin/chromium';
/** What Alex typed, or was filled in for them, on the provider's form (customer-at-checkout.ts). */
const typed = ['Alex', 'Customer', 'alex.0411000095@example.com', '0411000095', '12345678', '1985-04-12', '12/04/1985'];

/** Every table of a SQLite file with a row in it, and the rows' text, read from a copy (Chromium holds the file). */
async function sqliteRows(file: string): Promise<{ tables: Record<string, number>; text: string }> {
  const copy = join(await mkdtemp(join(tmpdir(), 'kiosk-profile-db-')), 'copy.sqlite');
  await copyFile(file, copy);
  const script = [
    'import json, sqlite3, sys',
    'db = sqlite3.connect(sys.argv[1])',
    'tables = [row[0] for row in db.execute("select name from sqlite_master where type=\'table\'")]',
    'counts = {t: db.execute(f"select count(*) from \\"{t}\\"").fetchone()[0] for t in tables}',
    'text = " ".join(str(row) for t in tables for row in db.execute(f"select * from \\"{t}\\""))',
    'print(json.dumps({"tables": counts, "text": text}))',
  ].join('\n');
  const answer = execFileSync('python3', ['-c', script, copy], { encoding: 'utf8' });
  await rm(join(copy, '..'), { recursive: true, force: true });
  return z.object({ tables: z.record(z.string(), z.number()), text: z.string() }).parse(JSON.parse(answer));
}

/** Every file of the profile that holds any of `words`. */
async function filesHolding(dir: string, words: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = await readFile(path).catch(() => Buffer.alloc(0));
    const hits = words.filter((word) => bytes.includes(word) || bytes.includes(Buffer.from(word, 'utf16le')));
    if (hits.length > 0) found.push(`${path.slice(dir.length)}: ${hits.join(', ')}`);
  }
  return found;
}

/** What the profile keeps of a customer: autofill entries, addresses, cards, passwords, and any file holding `words`. */
async function kept(profileDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const [file, tables] of [
    ['Web Data', ['autofill', 'autofill_profiles', 'addresses', 'local_addresses', 'credit_cards', 'local_ibans']],
    ['Login Data', ['logins']],
  ] as const) {
    const path = join(profileDir, 'Default', file);
    if (!existsSync(path)) continue;
    const rows = await sqliteRows(path);
    for (const table of tables) if ((rows.tables[table] ?? 0) > 0) found.push(`${file} ${table}: ${rows.tables[table]} rows`);
  }
  return [...found, ...(await filesHolding(profileDir, typed.slice(2)))];
}

test('after a customer used the provider’s form and “Next customer”, the kiosk’s Chromium keeps nothing they typed', async ({ world }) => {
  test.setTimeout(180_000);
  const port = await freePort();
  let browser: KioskChromium | null = await launchKioskChromium({
    executable,
    address: () => world.host.newAddress(),
    extraFlags: ['--headless', `--remote-debugging-port=${port}`],
  });
  const { profileDir } = browser;
  try {
    await world.host.watchBrowser(browser.devtools);
    // K15: the one-time address went over the pipe, never on the command line other programs can read.
    const commandLine = await readFile(`/proc/${browser.pid}/cmdline`, 'utf8');
    expect(commandLine).not.toContain('kiosk-token');
    expect(commandLine.includes('--no-sandbox')).toBe(process.getuid?.() === 0);
    expect(sandboxFlags(false)).toEqual([]);

    // One window: a page that opens another finds it closed at once (before the test's own driver attaches to any).
    const pages = async () =>
      z
        .object({ targetInfos: z.array(z.object({ targetId: z.string(), type: z.string() })) })
        .parse(await browser?.devtools.send('Target.getTargets'))
        .targetInfos.filter((target) => target.type === 'page');
    const opened: string[] = [];
    browser.devtools.on((event) => {
      if (event.method === 'Target.targetCreated') opened.push(JSON.stringify(event.params['targetInfo']));
    });
    const [window] = await pages();
    const { sessionId } = z
      .object({ sessionId: z.string() })
      .parse(await browser.devtools.send('Target.attachToTarget', { targetId: window?.targetId, flatten: true }));
    await browser.devtools.send('Runtime.evaluate', { expression: "window.open('about:blank', '_blank')", userGesture: true }, sessionId);
    await browser.devtools.send('Target.detachFromTarget', { sessionId });
    await expect.poll(() => opened.filter((target) => target.includes('"type":"page"')).length).toBe(1);
    await expect.poll(async () => (await pages()).map((page) => page.targetId)).toEqual([window?.targetId]);

    const driver = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const page = driver.contexts()[0]?.pages()[0];
    if (!page) throw new Error('the kiosk’s Chromium shows no page');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('heading', { level: 1, name: 'Repayment calculator' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');

    await alexsQuote(page, '5,000.00', '0411000095');
    await handOverFromReview(page);
    await applyAtCheckout(page, world, '0411000095');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Alex, your application is in' })).toBeVisible();
    await unlock(page);
    await page.getByRole('banner').getByRole('button', { name: 'Next customer' }).click();
    await expect(page.getByLabel('Purchase price')).toHaveValue('');

    expect(await kept(profileDir)).toEqual([]);
    // And once the browser has closed and written all it would.
    await driver.close();
    await browser.devtools.send('Browser.close');
    await browser.exited;
    expect(await kept(profileDir)).toEqual([]);
    await browser.close();
    browser = null;
    expect(existsSync(profileDir)).toBe(false);
  } finally {
    await browser?.close();
  }
});
