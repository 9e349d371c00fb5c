import { expect, test } from '@playwright/test';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { firstScreenFile, firstScreenFolder } from '../../../shared/first-screen-script';
import { screensRebuiltPath } from '../../../shared/screens-rebuilt';
import { builtRendererVariable } from '../renderer-build';
import { startDevLoop, type DevLoop } from './dev-loop';

// Issue 39 item 8: `npm run dev` builds main again and restarts the kiosk on an edit to it, and the screens reload by
// themselves after an edit to them, in a real Chromium. Nothing here waits a set time: each step waits for a line dev
// prints, an answer of the kiosk's or the page's own load.

// Each test copies the project and builds it from nothing, as `npm run dev` does at its start.
test.describe.configure({ timeout: 120_000 });

const openFromKioskHeading = 'Open the kiosk from its own window';
const openFromKioskPage = 'main/browser-host/open-from-kiosk-page.ts';

let loop: DevLoop;

/** What the kiosk at that address answers a browser it has not let in: the page that says how to reach it. */
async function pageForStrangers(address: string): Promise<string> {
  const response = await fetch(new URL('/', address));
  expect(response.status).toBe(403);
  return response.text();
}

test.describe('in the browser host', () => {
  test.beforeEach(async () => {
    loop = await startDevLoop();
  });
  test.afterEach(async () => {
    await loop.stop();
  });

  test('an edit to main restarts the kiosk on it: another process, which answers with the edit', async () => {
    const first = await loop.nextKiosk();
    expect(await pageForStrangers(first.address)).not.toContain(`${openFromKioskHeading} (edited)`);

    await loop.edit(openFromKioskPage, (text) => text.replace(openFromKioskHeading, `${openFromKioskHeading} (edited)`));
    await loop.nextLine(/^npm run dev: main changed, so the kiosk restarts\.$/);
    const restarted = await loop.nextKiosk();

    expect(restarted.pid).not.toBe(first.pid);
    expect(loop.runs(first.pid)).toBe(false);
    expect(await pageForStrangers(restarted.address)).toContain(`${openFromKioskHeading} (edited)`);
  });

  test('an edit to package.json, which main reads its version from, restarts the kiosk too', async () => {
    const first = await loop.nextKiosk();
    await loop.edit('package.json', (text) => text.replace(/"version": "([^"]+)"/, '"version": "$1-edited"'));
    await loop.nextLine(/^npm run dev: main changed, so the kiosk restarts\.$/);
    const restarted = await loop.nextKiosk();
    expect(restarted.pid).not.toBe(first.pid);
  });

  test('a kiosk killed under dev starts again, on the edit, at the next change to main', async () => {
    const first = await loop.nextKiosk();
    process.kill(first.pid, 'SIGKILL');
    await loop.nextLine(/^npm run dev: the kiosk ended \(SIGKILL\); the next change starts it again/);

    await loop.edit(openFromKioskPage, (text) => text.replace(openFromKioskHeading, `${openFromKioskHeading} (edited)`));
    const restarted = await loop.nextKiosk();

    expect(await pageForStrangers(restarted.address)).toContain(`${openFromKioskHeading} (edited)`);
  });

  test('an edit to the screens reloads the open page by itself, on the same kiosk', async ({ page }) => {
    const kiosk = await loop.nextKiosk();
    // Once the stream's headers arrive, the host has the page on its list for the next build.
    const listening = page.waitForResponse((response) => new URL(response.url()).pathname === screensRebuiltPath, { timeout: 30_000 });
    await page.goto(kiosk.address);
    await listening;
    await expect(page).toHaveTitle('Finance Kiosk');

    await loop.edit('renderer/main.tsx', (text) => `${text}\ndocument.title = 'Finance Kiosk (edited)';\n`);

    // The test does not navigate: only the page reloading itself runs the edited screens.
    await expect(page).toHaveTitle('Finance Kiosk (edited)');
    expect(loop.runs(kiosk.pid)).toBe(true);
  });

  test('dev draws the first screen as the build does: its server rendering is built, and built again when it changes', async () => {
    await loop.nextKiosk();
    const module = join(loop.copy, 'dist', firstScreenFolder, firstScreenFile);
    const built = (await stat(module)).mtimeMs;
    await loop.edit('renderer/render-first-screen.tsx', (text) => `${text}\nexport const devLoopEdit = 'edited';\n`);
    // A rebuild empties the folder before it writes the module again.
    await expect.poll(async () => (await readFile(module, 'utf8').catch(() => '')).includes('edited'), { timeout: 30_000 }).toBe(true);
    expect((await stat(module)).mtimeMs).toBeGreaterThan(built);
  });

  test('dev killed takes its kiosk with it: the kiosk no longer listens', async () => {
    const kiosk = await loop.nextKiosk();
    loop.dev.kill('SIGKILL');
    // The kiosk shares dev's output: it is closed once the kiosk, its last holder, has ended.
    await loop.outputClosed;
    expect(loop.runs(kiosk.pid)).toBe(false);
    await expect(fetch(new URL('/', kiosk.address))).rejects.toThrow();
  });
});

test.describe('when main does not build at the start', () => {
  const broken = '\nexport const broken = ;\n';
  test.beforeEach(async () => {
    loop = await startDevLoop({ firstEdit: { path: openFromKioskPage, change: (text) => `${text}${broken}` } });
  });
  test.afterEach(async () => {
    await loop.stop();
  });

  test('dev starts no kiosk, and the edit that mends main does', async () => {
    await loop.nextLine(/^npm run dev: main did not build \(the lines above say why\)/);

    await loop.edit(openFromKioskPage, (text) =>
      text.replace(broken, '').replace(openFromKioskHeading, `${openFromKioskHeading} (edited)`),
    );
    const kiosk = await loop.nextKiosk();

    expect(await pageForStrangers(kiosk.address)).toContain(`${openFromKioskHeading} (edited)`);
  });
});

test('the screens the build makes, which `npm start` and the package serve, have no reload script', async () => {
  const built = process.env[builtRendererVariable] ?? '';
  const files = (await readdir(built, { recursive: true })).filter((name) => /\.(js|html)$/.test(name));
  const listening: string[] = [];
  for (const file of files) if ((await readFile(join(built, file), 'utf8')).includes(screensRebuiltPath)) listening.push(file);
  expect(files.length).toBeGreaterThan(0);
  expect(listening).toEqual([]);
});

test.describe('with Electron (a stand-in for its binary, which cannot be downloaded here)', () => {
  test.beforeEach(async () => {
    loop = await startDevLoop({ standInElectron: true });
  });
  test.afterEach(async () => {
    await loop.stop();
  });

  test('an edit to main builds it again and starts Electron again on it', async () => {
    const first = await loop.nextElectron();
    await loop.edit('main/index.ts', (text) => text.replace("'The kiosk cannot start'", "'The kiosk cannot start (edited)'"));
    await loop.nextLine(/^npm run dev: main changed, so the kiosk restarts\.$/);
    const restarted = await loop.nextElectron();

    expect(restarted).not.toBe(first);
    expect(loop.runs(first)).toBe(false);
    expect(await readFile(join(loop.copy, 'dist/main/index.js'), 'utf8')).toContain('The kiosk cannot start (edited)');
  });

  test('an edit to the screens starts Electron again, whose window cannot be told to reload', async () => {
    const first = await loop.nextElectron();
    await loop.edit('renderer/main.tsx', (text) => `${text}\ndocument.title = 'Finance Kiosk (edited)';\n`);
    await loop.nextLine(/^npm run dev: the screens changed, so the kiosk restarts\.$/);
    const restarted = await loop.nextElectron();

    expect(restarted).not.toBe(first);
    expect(loop.runs(first)).toBe(false);
  });
});
