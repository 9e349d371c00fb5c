import type { Page, Route } from '@playwright/test';
import { applicationStatuses } from '../../../shared/enums';
import type { KioskError } from '../../../shared/contract';
import { alexsQuote, completeProviderForm, sendAlexsQuote, staffPin } from './customer-at-checkout';
import { handOver } from './customer-language-words';
import { allowInjectedEvents, atKiosk, enterStaffPin, expect, injectEvent, test, withSettings } from './kiosk-world';

// K14's check that nothing the customer reads is missed: in the pseudo-locale every catalogue message is English with
// its letters accented and bracketed (⟦Ĥéļļö⟧), so a plain letter left on a customer screen is a word typed into a
// component. Excluded by rule: what the customer or the service wrote (their name, email, product, the provider's
// legal texts), money, dates, and the language chooser's own names.

const mobile = '0433555311';
const laterMobile = '0433555312';
const appliedMobile = '0433555313';
const customerData = [
  'Alex',
  'Customer',
  ...[mobile, laterMobile, appliedMobile].map((each) => `alex.${each}@example.com`),
  '10 kWh home battery',
  'Storage Battery(s)',
];

/** Every visible text and aria-label on `root` that still has a plain letter once the data excluded by rule is taken out. */
async function wordsNotFromTheCatalogue(page: Page, root: string): Promise<string[]> {
  await expect(page.locator(root).first()).toBeVisible();
  return page.evaluate(
    ({ root, data }) => {
      const excluded = '.legal, .language-choice__list';
      const money = /\$[\d,]+\.\d{2}/g;
      const date = /\b(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2} [A-Z][a-z]+ \d{4}\b/g;
      const found: string[] = [];
      const plain = (words: string) => {
        let text = words.replace(money, '').replace(date, '');
        for (const value of data) text = text.replaceAll(value, '');
        return /[A-Za-z]/.test(text);
      };
      for (const element of document.querySelectorAll(root)) {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest(excluded) || !parent.checkVisibility()) continue;
          if (plain(node.textContent ?? '')) found.push((node.textContent ?? '').trim());
        }
        // What a screen reader says for an element is read too.
        for (const labelled of element.querySelectorAll('[aria-label]'))
          if (!labelled.closest(excluded) && labelled.checkVisibility() && plain(labelled.getAttribute('aria-label') ?? ''))
            found.push(`aria-label: ${labelled.getAttribute('aria-label')}`);
      }
      return found;
    },
    { root, data: customerData },
  );
}

test('the pseudo-locale shows every customer screen’s words came from the catalogue: quote, QR, outcome, idle warning', async ({
  page,
  world,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('kiosk-pseudo-locale', 'on'));
  // The customer's idle time short enough to see "Still there?" at the end: it shows after 10 quiet seconds.
  await page.goto(withSettings(world.host.url, 'customerIdle=30'));
  await alexsQuote(page, '8000', mobile);
  await page.getByRole('button', { name: 'Send quote by email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote sent' })).toBeVisible();
  await handOver(page);
  const frame = page.locator('.customer-frame');
  await expect(frame.getByRole('heading', { level: 1 })).toContainText('⟦');
  await expect(frame.locator('.apply-qr__expiry')).toBeVisible();
  expect(await wordsNotFromTheCatalogue(page, '.customer-frame')).toEqual([]);

  // K4's "Still there?" as the customer sees it (before checkout: its return drops the short idle time's query).
  await expect(page.locator('.idle-warning')).toBeVisible({ timeout: 15_000 });
  expect(await wordsNotFromTheCatalogue(page, '.idle-warning')).toEqual([]);
  await page.locator('.idle-warning button').click();

  // The outcome, after the customer leaves the provider's form without applying.
  await frame.locator('button.button--primary').click();
  await page.getByRole('button', { name: /^Cancel and return to/ }).click();
  await page.waitForURL(atKiosk(world));
  await expect(page.locator('#outcome-heading')).toContainText('⟦');
  expect(await wordsNotFromTheCatalogue(page, '.customer-frame')).toEqual([]);
});

/** The customer's words on `root`, which must be showing the pseudo-locale's brackets, all from the catalogue. */
async function expectCatalogueWords(page: Page, root: string): Promise<void> {
  await expect(page.locator(root).first()).toContainText('⟦');
  expect(await wordsNotFromTheCatalogue(page, root)).toEqual([]);
}

/** Main's answer to one bridge call, as a test chooses it: its own English reason must never reach the customer. */
function answerWith(body: { ok: true; data: unknown } | { ok: false; error: KioskError }) {
  return (route: Route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) });
}

const mainsReason = 'The financing service cannot be reached. Check the connection and try again.';

/** A checkout return main is asked to check (its answer routed by the test, or its own: this one is forged, so unverified). */
async function returnFromCheckout(page: Page, url: string): Promise<void> {
  const forged = new URLSearchParams({
    error_code: '10000',
    transaction_id: '1001',
    signature: 'a'.repeat(64),
    timestamp: '1',
    token: 't',
  });
  await page.goto(`${url}checkout/return?${forged}`);
  await expect(page.locator('.customer-frame')).toBeVisible();
}

/** The note the customer's screen shows while it loads, where its frame will be. */
const openingScreen = '#root > [role="status"] .notice--working';

/** Held past the opening note's quiet time, so "Opening …" shows. */
function slowly(route: Route) {
  return new Promise((resolve) => setTimeout(resolve, 1_500)).then(() => route.continue());
}

test('the pseudo-locale covers the locked notice, the opening notes, a language that cannot load, offline, failures and every outcome', async ({
  page,
  world,
}) => {
  // Each state is a step of one customer's time, and every outcome a return from checkout: longer than one screen's test.
  test.setTimeout(180_000);
  await page.addInitScript(() => sessionStorage.setItem('kiosk-pseudo-locale', 'on'));
  await allowInjectedEvents(page);
  await page.goto(world.host.url);
  const frame = page.locator('.customer-frame');

  // Staff lock the kiosk with no customer: its screen loads, slowly, saying so in the customer's words, then says it is locked.
  const customerChunk = /\/assets\/customer-screen-[^/]+\.js$/;
  await page.route(customerChunk, slowly);
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await enterStaffPin(page, staffPin);
  await page.getByRole('button', { name: 'Lock now' }).click();
  await expectCatalogueWords(page, openingScreen);
  await expect(page.locator('#locked-heading')).toContainText('⟦');
  await page.unroute(customerChunk);
  await expectCatalogueWords(page, '.customer-frame');
  await frame.locator('.customer-bar button').click();
  await page.getByLabel('Staff PIN', { exact: true }).fill(staffPin);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // Handed over after the quote was sent: the customer's quote, and its QR code.
  await sendAlexsQuote(page, '8000', laterMobile);
  await handOver(page);
  await expect(frame.locator('#your-quote')).toContainText('⟦');
  await expect(frame.locator('.apply-qr__code')).toBeVisible();
  await expectCatalogueWords(page, '.customer-frame');

  // A language whose words cannot be fetched: the customer is told, in the words on screen.
  const vietnamese = /\/assets\/vi-[^/]+\.js$/;
  await page.route(vietnamese, (route) => route.abort());
  await page.locator('.language-choice').getByRole('button', { name: 'Tiếng Việt', exact: true }).click();
  await expectCatalogueWords(page, '#language-choice-failed');
  await page.unroute(vietnamese);

  // The service cannot be reached: the form cannot open, and the customer is told so.
  const outbox = { entries: [], queued: 0, needsDecision: 0, unreadable: 0 };
  await injectEvent(page, 'outbox:changed', { ...outbox, online: false });
  await expectCatalogueWords(page, '#apply-offline');
  await injectEvent(page, 'outbox:changed', { ...outbox, online: true });
  await expect(frame.locator('#apply-offline')).toHaveCount(0);

  // The form could not be opened: main's English reason stays with staff; the customer reads its kind.
  await page.route('**/bridge/checkout:start', answerWith({ ok: false, error: { code: 'unavailable', message: mainsReason } }));
  await frame.locator('button.button--primary').click();
  await expectCatalogueWords(page, '.customer-frame .notice--failed');
  await expect(frame.getByText(mainsReason)).toHaveCount(0);
  await expectCatalogueWords(page, '.customer-frame');
  await page.unroute('**/bridge/checkout:start');

  // The apply link could not be read: the customer is told where it is, never why.
  await page.route('**/bridge/quotes:applyLink', answerWith({ ok: false, error: { code: 'unavailable', message: mainsReason } }));
  await page.reload();
  await expect(frame.locator('.apply-qr')).toContainText('⟦');
  await expect(frame.locator('.apply-qr__code')).toHaveCount(0);
  await expect(frame.getByText(mainsReason)).toHaveCount(0);
  await expectCatalogueWords(page, '.customer-frame');
  await page.unroute('**/bridge/quotes:applyLink');

  // After a reload, the screen and then the QR code load again, each slowly: both notes in the customer's words.
  const qrChunk = /\/assets\/qr-code-[^/]+\.js$/;
  await page.route(qrChunk, slowly);
  await page.route(customerChunk, slowly);
  await page.reload();
  await expectCatalogueWords(page, openingScreen);
  await expectCatalogueWords(page, '.apply-qr__body .notice--working');
  await expect(frame.locator('.apply-qr__code')).toBeVisible();
  await page.unroute(qrChunk);
  await page.unroute(customerChunk);

  // Checkout's return that the kiosk cannot confirm, and one it could not check.
  await returnFromCheckout(page, world.host.home);
  await expect(frame.locator('#outcome-heading')).toContainText('⟦');
  await expectCatalogueWords(page, '.customer-frame');
  await page.route('**/bridge/checkout:return', answerWith({ ok: false, error: { code: 'service-error', message: mainsReason } }));
  await returnFromCheckout(page, world.host.home);
  await expectCatalogueWords(page, '.customer-frame .notice--failed');
  await expect(frame.getByText(mainsReason)).toHaveCount(0);
  await expectCatalogueWords(page, '.customer-frame');
  await page.unroute('**/bridge/checkout:return');

  // Every status a submitted application can come back with (D15), each in the customer's words.
  for (const status of applicationStatuses) {
    const outcome = { result: 'submitted', applicationId: '1001', status, message: 'Your application was received.' };
    await page.route('**/bridge/checkout:return', answerWith({ ok: true, data: outcome }));
    await returnFromCheckout(page, world.host.home);
    await expect(frame.locator('#outcome-heading')).toContainText('⟦');
    await expect(frame.locator('.outcome__summary')).toContainText('⟦');
    expect({ status, found: await wordsNotFromTheCatalogue(page, '.customer-frame') }).toEqual({ status, found: [] });
    await page.unroute('**/bridge/checkout:return');
  }
});

test('the pseudo-locale covers an application submitted on the provider’s form, as the customer comes back to the kiosk', async ({
  page,
  world,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('kiosk-pseudo-locale', 'on'));
  await page.goto(world.host.url);
  await alexsQuote(page, '8000', appliedMobile);
  await handOver(page);
  const frame = page.locator('.customer-frame');
  await frame.locator('button.button--primary').click();
  await completeProviderForm(page, world, appliedMobile);
  await expect(frame.locator('#outcome-heading')).toContainText('⟦');
  await expect(frame.locator('.outcome__summary')).toContainText('⟦');
  await expectCatalogueWords(page, '.customer-frame');
});
