import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DevtoolsConnection } from '../../../main/browser-host/devtools-connection';
import { kioskOptionsFileName } from '../../../main/settings/kiosk-options-store';
import { activityBinding } from '../../../main/window/idle-warning-overlay';
import config from '../../../playwright.config';
import { idleWarningSeconds } from '../../../shared/idle-limits';
import { alexsQuote, handOverFromReview, unlock } from './customer-at-checkout';
import { atKiosk, expect, freePort, screenshot, test } from './kiosk-world';

// K4, K6 in the browser host: the provider's form is not the kiosk's page, so main watches it over DevTools, as it
// watches Electron's window. Left alone, the customer gets "Still there?" with a countdown, then the form and all
// they typed leave the screen, and the kiosk, still locked, needs the staff PIN. A minute's limit, on main's clock,
// which the test moves on (main-clock.ts), so the minute passes at once.

const limitSeconds = 60;
/** The quiet part of the limit, before "Still there?" asks for the last `idleWarningSeconds`. */
const quietMs = (limitSeconds - idleWarningSeconds) * 1_000;

/** The seconds the warning says are left. */
async function secondsLeft(warning: Locator): Promise<number> {
  return Number((await warning.textContent())?.match(/closes in (\d+) second/)?.[1]);
}

/** Resolves once the page reports a touch or a key over DevTools; main listened first, so it has heard it by then. */
function touchReported(devtools: DevtoolsConnection): Promise<void> {
  return new Promise((resolve) => {
    const stop = devtools.on(({ method, params }) => {
      if (method !== 'Runtime.bindingCalled' || params['name'] !== activityBinding) return;
      stop();
      resolve();
    });
  });
}

/** Chromium as `npm start` shows the kiosk, with DevTools open to main (here over a port; `npm start` uses a pipe). */
async function kioskBrowser(): Promise<{ browser: Browser; page: Page; devtools: DevtoolsConnection }> {
  const port = await freePort();
  const launch = config.use?.launchOptions ?? {};
  const browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), `--remote-debugging-port=${port}`] });
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-AU', timezoneId: 'Australia/Sydney' });
  const page = await context.newPage();
  return { browser, page, devtools: await DevtoolsConnection.overWebSocket(version.webSocketDebuggerUrl) };
}

test('a customer who leaves the provider’s form is asked, then the form and what they typed leave the screen', async ({
  world,
  mainClock,
}) => {
  const options = { staffIdleSeconds: 120, customerIdleSeconds: limitSeconds, kioskMode: false };
  await writeFile(join(world.userDataDir, kioskOptionsFileName), JSON.stringify({ version: 1, options }));
  const { browser, page, devtools } = await kioskBrowser();
  try {
    await world.host.watchBrowser(devtools);
    await page.goto(world.host.url);
    await alexsQuote(page, '5,000.00', '0411000070');
    await handOverFromReview(page);
    await page.getByRole('button', { name: 'Start my application' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
    // Main's clock jumps only once main has heard the customer's last key, as it would have in a real minute.
    const typed = touchReported(devtools);
    await page.getByLabel('Identification number').fill('PA1234567');
    await typed;

    // Still there? With a countdown, over the provider's own page; a touch keeps the form.
    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    mainClock.fastForward(quietMs);
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(/closes in \d+ seconds?/);
    // Between the jumps it counts real seconds down, so the touch below comes over a second after the last key, as a
    // customer's would: the page reports at most one touch a second (idle-warning-overlay.ts).
    const first = await secondsLeft(warning);
    await expect.poll(() => secondsLeft(warning)).toBeLessThan(first);
    await screenshot(page, '09c-customer-idle-warning');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, '09c-customer-idle-warning-1024x768');
    const touched = touchReported(devtools);
    await warning.getByRole('button', { name: 'Yes, I am still here' }).click();
    await touched;
    await expect(warning).toBeHidden();
    await expect(page.getByLabel('Identification number')).toHaveValue('PA1234567');

    // Left alone again: warned, then the form is gone and the kiosk is locked with nothing of the customer on it.
    mainClock.fastForward(quietMs);
    await expect(warning).toBeVisible();
    mainClock.fastForward(idleWarningSeconds * 1_000);
    await page.waitForURL(atKiosk(world));
    await expect(page.getByRole('heading', { level: 1, name: 'This kiosk is locked' })).toBeVisible();
    await expect(page.getByText('PA1234567')).toHaveCount(0);
    await expect(page.getByText('Alex')).toHaveCount(0);
    await page.goBack();
    await page.waitForURL(atKiosk(world));
    await expect(page.getByRole('heading', { level: 1, name: 'This kiosk is locked' })).toBeVisible();
    await unlock(page);
  } finally {
    devtools.close();
    await browser.close();
  }
});
