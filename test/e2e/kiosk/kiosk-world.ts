import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { inspect } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { startBrowserHost, type BrowserHost } from '../../../main/browser-host';
import { DevtoolsConnection } from '../../../main/browser-host/devtools-connection';
import { MemoryStore } from '../../../main/credentials/memory-store';
import { embeddedSandboxOf, startTrainingService } from '../../../main/training/embedded-sandbox';
import type { EmbeddedSandbox } from '../../../main/training/training-mode';
import type { Updater } from '../../../main/updates/updater-port';
import type { RunningSandbox } from '../../../sandbox';
import type { EventPayload, KioskEvent } from '../../../shared/contract';
import { bridgeEventsPath } from '../../../shared/contract/bridge';
import { sandboxMessage } from '../../../shared/wire/control';
import { chooseFirstStaffPin, firstStaffPin } from '../../fixtures/first-staff-pin';
import { builtRendererVariable } from '../renderer-build';
import { MainClock } from './main-clock';
import { screenshotOnRequest, screenshotsWanted } from '../screenshot-on-request';

// A browser host in training mode (temp user data, in-memory keychain, the embedded demo sandbox) per test, on a free
// port: training's demo key lists whichever port the host has (D28), so tests that hand over to checkout run in
// parallel. The renderer is the one build of the run (renderer-build.ts, Playwright's global set-up), never dist/.

export interface KioskWorld {
  host: BrowserHost;
  /** The kiosk's user-data folder, for the secrets scan (K1). */
  userDataDir: string;
  sandbox: () => EmbeddedSandbox;
  /** The host's keychain (in memory here), so a test can know every secret the kiosk holds (K1). */
  keychain: MemoryStore;
  /** What main logged, to check that no secret reached the log (K1). */
  logs: readonly string[];
  /** The same sandbox's state, for what has no list to look in over HTTP (callouts, K7). */
  service: () => RunningSandbox;
  /** The latest secure code the sandbox texted to `mobile` (D20, D27). */
  latestCode(mobile: string): Promise<string>;
}

const root = fileURLToPath(new URL('../../..', import.meta.url));
export const screenshotDir = join(root, 'test/e2e/screenshots/kiosk');

export interface StartedWorld {
  world: KioskWorld;
  close(): Promise<void>;
}

/** The world's kiosk, on a free loopback port. */
export async function startKioskWorld(options: {
  rendererDir: string;
  updater?: Updater;
  /** Main's clock, when the test moves it (main-clock.ts); otherwise the wall clock. */
  mainClock?: MainClock;
  /** The training profile's first staff PIN, chosen before the test's page opens; null leaves it to be chosen on screen. */
  firstPin?: string | null;
}): Promise<StartedWorld> {
  const { rendererDir } = options;
  const userDataDir = await mkdtemp(join(tmpdir(), 'kiosk-e2e-'));
  let service: RunningSandbox | null = null;
  const keychain = new MemoryStore();
  const logs: string[] = [];
  const host = await startBrowserHost({
    userDataDir,
    port: 0,
    training: true,
    rendererDir,
    keychain,
    updater: options.updater,
    testClock: options.mainClock,
    startTrainingSandbox: async (kiosk) => embeddedSandboxOf((service = await startTrainingService(kiosk))),
    log: {
      info: () => undefined,
      warn: (message) => void logs.push(message),
      error: (message, error) => {
        logs.push(`${message} ${inspect(error)}`);
        console.error(message, error);
      },
    },
  });
  const close = async () => {
    await host.close();
    await rm(userDataDir, { recursive: true, force: true });
  };
  const firstPin = options.firstPin === undefined ? firstStaffPin : options.firstPin;
  if (firstPin !== null) await chooseFirstStaffPin(host, firstPin);
  const started = () => {
    if (!service) throw new Error('the training sandbox has not started');
    return service;
  };
  const running = () => embeddedSandboxOf(started());
  const world: KioskWorld = {
    host,
    userDataDir,
    keychain,
    logs,
    sandbox: running,
    service: started,
    latestCode: async (mobile) => {
      const response = await fetch(`${running().baseUrl}/sandbox/v1/messages?to=${encodeURIComponent(mobile)}`);
      const { messages } = z.object({ messages: z.array(sandboxMessage) }).parse(await response.json());
      const code = messages.findLast((message) => message.code !== undefined)?.code;
      if (code === undefined) throw new Error(`no secure code was sent to ${mobile}`);
      return code;
    },
  };
  return { world, close };
}

/** Whether `url` is the world's kiosk (checkout's redirect came back to it, D23), whatever port it has. */
export function atKiosk(world: KioskWorld): (url: URL) => boolean {
  return (url) => url.origin === new URL(world.host.home).origin;
}

/** The host's one-time address with a test's settings (`idle=24`) beside its token; the screens keep them. */
export function withSettings(address: string, settings: string): string {
  const url = new URL(address);
  for (const [name, value] of new URLSearchParams(settings)) url.searchParams.set(name, value);
  return url.href;
}

/** A free loopback port, for a browser's DevTools endpoint. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** DevTools to a browser started with `--remote-debugging-port=port`, as main watches the browser `npm start` opens. */
export async function devtoolsOn(port: number): Promise<DevtoolsConnection> {
  const version = z.object({ webSocketDebuggerUrl: z.string() }).parse(await (await fetch(`http://127.0.0.1:${port}/json/version`)).json());
  return DevtoolsConnection.overWebSocket(version.webSocketDebuggerUrl);
}

export const test = base.extend<
  { world: KioskWorld; mainClock: MainClock; watchedBrowser: boolean; firstPinChosen: boolean },
  { rendererDir: string; devtoolsPort: number }
>({
  // K4, K15: the worker's Chromium shows DevTools on a port, so each test's host can watch it as main watches the
  // browser `npm start` opens (over a pipe there): customer mode is allowed only in a browser main watches.
  devtoolsPort: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => use(await freePort()),
    { scope: 'worker' },
  ],
  browser: [
    async ({ playwright, launchOptions, devtoolsPort }, use) => {
      const browser = await playwright.chromium.launch({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), `--remote-debugging-port=${devtoolsPort}`],
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  /** Off for a test of a browser the kiosk does not watch. */
  watchedBrowser: [true, { option: true }],
  /** Off for a test of the first start, where the training profile's staff PIN is chosen on screen. */
  firstPinChosen: [true, { option: true }],
  rendererDir: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const built = process.env[builtRendererVariable];
      if (built === undefined) throw new Error(`${builtRendererVariable} is not set: playwright.config.ts's globalSetup builds it`);
      await use(built);
    },
    { scope: 'worker' },
  ],
  // Issue 36: the world's main runs on the wall clock until the test moves it (`mainClock.fastForward`).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  mainClock: async ({}, use) => use(new MainClock()),
  world: async ({ rendererDir, browser, devtoolsPort, watchedBrowser, mainClock, firstPinChosen }, use) => {
    const { world, close } = await startKioskWorld({ rendererDir, mainClock, firstPin: firstPinChosen ? firstStaffPin : null });
    const devtools = watchedBrowser && browser.isConnected() ? await devtoolsOn(devtoolsPort) : null;
    if (devtools) await world.host.watchBrowser(devtools);
    await use(world);
    devtools?.close();
    await close();
  },
});

export { expect };
export { expectAccessible } from '../expect-accessible';

/** D27's fault control: the next `count` requests to `endpoint` answer its documented 5xx (`error`) or no answer (`drop`). */
export async function injectFault(world: KioskWorld, endpoint: string, mode: 'error' | 'drop', count = 1): Promise<void> {
  const response = await fetch(`${world.sandbox().baseUrl}/sandbox/v1/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint, count, mode }),
  });
  expect(response.status).toBe(200);
}

/** Every visible button, link, input, select and tile is at least 44×44 px (touch-first). */
export async function expectTouchTargets(page: Page): Promise<void> {
  const small = await page.evaluate(() => {
    const found: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>('button, a[href], input:not([type=hidden]), select, textarea, .tile');
    for (const element of targets) {
      const target =
        element.closest<HTMLElement>('.tile') ??
        (element.matches('input[type=checkbox]') ? element.closest<HTMLElement>('label') : null) ??
        element;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < 44 || box.height < 44)
        found.push(
          `${target.tagName.toLowerCase()} "${(target.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return found;
  });
  expect(small).toEqual([]);
}

/** The page's picture as `<name>.png`, only under `npm run screenshots` (KIOSK_SCREENSHOTS=1): issue 36, compared or not taken. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await screenshotOnRequest(page, join(screenshotDir, `${name}.png`));
}

/** Three screen sizes: a small showroom laptop, the usual one, and a large monitor. */
export const screenSizes = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/**
 * The same view at each of `screenSizes` (with `into` scrolled into view), named `<name>-<w>x<h>`, then back to 1280×800;
 * only under `npm run screenshots` (KIOSK_SCREENSHOTS=1), else nothing at all, the page's size unchanged (issue 36).
 */
export async function screenshotsAtEverySize(page: Page, name: string, into?: Locator): Promise<void> {
  if (!screenshotsWanted) return;
  for (const size of screenSizes) {
    await page.setViewportSize(size);
    await into?.scrollIntoViewIfNeeded();
    // Two frames, so the layout has settled at the new size before the picture.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await screenshot(page, `${name}-${size.width}x${size.height}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The calculator as a salesperson fills it in. */
export async function calculate(page: Page, amounts: { price: string; deposit?: string; term?: string }): Promise<void> {
  await page.getByLabel('Purchase price').fill(amounts.price);
  if (amounts.deposit !== undefined) await page.getByLabel('Deposit').fill(amounts.deposit);
  if (amounts.term !== undefined) await page.getByLabel('Term', { exact: true }).selectOption({ label: amounts.term });
  await expect(page.getByLabel('Fortnightly repayment')).toBeVisible();
}

/** The new quote's details, from the calculator's "Create a quote". */
export async function fillCustomer(
  page: Page,
  who: { first: string; last: string; email: string; mobile: string; description: string; category: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Create a quote' }).click();
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Mobile').fill(who.mobile);
  await page.getByLabel('Description').fill(who.description);
  await page.getByRole('radio', { name: who.category }).check();
  await page.getByRole('button', { name: 'Review quote' }).click();
}

/** Tab alone reaches every visible control (a radio group counts once: arrows move within it). */
export async function expectKeyboardReachable(page: Page): Promise<void> {
  const count = await page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'button:not([disabled]), a[href], input:not([type=hidden]):not([disabled]), select, textarea, [tabindex="0"]',
      ),
      // Shown ones only: the text of a closed <details> is laid out but hidden, and no Tab reaches it until it opens.
    ].filter((element) => element.getClientRects().length > 0 && element.checkVisibility());
    const seen = new Set<string>();
    let index = 0;
    for (const element of controls) {
      const group = element instanceof HTMLInputElement && element.type === 'radio' ? `radio:${element.name}` : `#${index++}`;
      element.dataset['reach'] = group;
      seen.add(group);
    }
    return seen.size;
  });
  // Start from the top of the page, as a person arriving on it does.
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
  });
  const reached = new Set<string>();
  for (let press = 0; press < count + 10; press++) {
    await page.keyboard.press('Tab');
    const group = await page.evaluate(() =>
      document.activeElement instanceof HTMLElement ? (document.activeElement.dataset['reach'] ?? '') : '',
    );
    if (group) reached.add(group);
  }
  const missed = await page.evaluate(
    (found) =>
      [...document.querySelectorAll<HTMLElement>('[data-reach]')]
        .filter((element) => !found.includes(element.dataset['reach'] ?? ''))
        .map((element) => element.outerHTML.slice(0, 80)),
    [...reached],
  );
  expect(missed).toEqual([]);
}

/** The staff PIN as the lock dialog asks for it: chosen (typed twice) the first time a profile locks (K6), once after. */
export async function enterStaffPin(page: Page, pin: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  const again = dialog.getByLabel('New staff PIN again', { exact: true });
  const once = dialog.getByLabel('Staff PIN', { exact: true });
  await expect(again.or(once)).toBeVisible();
  if (await again.isVisible()) {
    await dialog.getByLabel('New staff PIN', { exact: true }).fill(pin);
    await again.fill(pin);
  } else {
    await once.fill(pin);
  }
}

/** K11: "Use <name>" in the profile picker, then that profile's own staff PIN in the dialog it opens. */
export async function switchToProfile(page: Page, name: string, pin: string): Promise<void> {
  await page.getByRole('button', { name: `Use ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Enter ${name}’s staff PIN` });
  await dialog.getByLabel('Staff PIN', { exact: true }).fill(pin);
  await dialog.getByRole('button', { name: `Switch to ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment calculator' })).toBeVisible();
}

/** K11: the set-up form's staff PIN for the new profile, typed twice. */
export async function chooseProfilePin(page: Page, pin: string): Promise<void> {
  await page.getByLabel('Staff PIN for this profile', { exact: true }).fill(pin);
  await page.getByLabel('Staff PIN for this profile again', { exact: true }).fill(pin);
}

/** K15: the set-up form's administrator approval, once the kiosk has a profile for a real service. */
export async function approveAsAdministrator(page: Page, administrator: string, pin: string): Promise<void> {
  await page.getByLabel('Administrator', { exact: true }).selectOption({ label: administrator });
  await page.getByLabel('Administrator’s staff PIN').fill(pin);
}

/** D10: main learns the role from the service in the background; the screens list it once known. */
export async function roleLearnt(page: Page, role: 'ADMINISTRATOR' | 'TEAM MEMBER'): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const status = await window.kiosk.session.status();
        return status.ok ? status.data.profile?.role : 'no status';
      }),
    )
    .toBe(role);
}

/** A modal dialog keeps focus inside it, so Tab alone must reach each of its own controls. */
export async function expectDialogKeyboardReachable(page: Page): Promise<void> {
  // A dialog or an alert dialog: the open native <dialog>, whichever role it plays.
  const dialog = page.locator('dialog[open]');
  const controls = dialog.locator('button:not([disabled]), input, select');
  const count = await controls.count();
  const reached = new Set<string>();
  for (let press = 0; press < count + 4; press++) {
    await page.keyboard.press('Tab');
    // Past the last control, focus may pass through the browser's own UI (the body), never a page control behind.
    reached.add(
      await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return active.closest('dialog') ? active.outerHTML : 'behind the dialog';
      }),
    );
  }
  expect(reached).not.toContain('behind the dialog');
  for (let index = 0; index < count; index++) expect(reached).toContain(await controls.nth(index).evaluate((element) => element.outerHTML));
}

declare global {
  interface Window {
    /** Set by `allowInjectedEvents`: writes one event into the page's open event streams; answers how many took it. */
    injectKioskEvent?: (text: string) => number;
  }
}

/**
 * For events the browser host never sends (K11's `app:closeRequested` comes from Electron's window): the page's
 * event stream from main passes through a tee, so a test can add an event of its own. It travels the renderer's whole
 * way (the server-sent-event reader, the contract's check, the store), as main's own would. Before `page.goto`.
 */
export async function allowInjectedEvents(page: Page): Promise<void> {
  await page.addInitScript((eventsPath) => {
    const original = window.fetch.bind(window);
    const streams = new Set<(text: string) => void>();
    window.injectKioskEvent = (text) => {
      for (const push of streams) push(text);
      return streams.size;
    };
    window.fetch = async (input, init) => {
      const response = await original(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url, window.location.href).pathname !== eventsPath || response.body === null) return response;
      const reader = response.body.getReader();
      const encoder = new TextEncoder();
      let push: (text: string) => void = () => undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => controller.enqueue(encoder.encode(text));
          streams.add(push);
        },
        async pull(controller) {
          const chunk = await reader.read();
          if (!chunk.done) return controller.enqueue(chunk.value);
          streams.delete(push);
          controller.close();
        },
        cancel() {
          streams.delete(push);
          return reader.cancel();
        },
      });
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
  }, bridgeEventsPath);
}

/** One event as main would push it, into the page's event stream (`allowInjectedEvents` first). */
export async function injectEvent<E extends KioskEvent>(page: Page, event: E, payload: EventPayload<E>): Promise<void> {
  const text = kioskEventText(event, payload);
  await expect.poll(() => page.evaluate((line) => window.injectKioskEvent?.(line) ?? 0, text)).toBeGreaterThan(0);
}

/** One event as it travels main's event stream, for `window.injectKioskEvent` inside a page's own script. */
export function kioskEventText<E extends KioskEvent>(event: E, payload: EventPayload<E>): string {
  return `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`;
}
