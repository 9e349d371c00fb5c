import type { Page, Route } from '@playwright/test';
import { wordsNotFromTheCatalogue as notFromTheCatalogue } from '../../words-not-from-the-catalogue';
import { alexsQuote, completeProviderForm, sendAlexsQuote, staffPin } from './customer-at-checkout';
import { handOver } from './customer-language-words';
import { atKiosk, enterStaffPin, expect, test, withSettings } from './kiosk-world';

// K14's check that nothing the customer reads is missed (test/words-not-from-the-catalogue.ts), where it needs a real
// browser: the customer's journey, checkout, chunks that load slowly or not at all. Every other state of the customer's
// screen (offline, failures, unconfirmed returns, every outcome) is checked in
// test/component/screens/customer/customer-words-pseudo.test.tsx.

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

/** The customer's words on `root`, once it shows, that did not come from the catalogue. */
async function wordsNotFromTheCatalogue(page: Page, root: string): Promise<string[]> {
  await expect(page.locator(root).first()).toBeVisible();
  return page.evaluate(notFromTheCatalogue, { root, data: customerData });
}

test('the pseudo-locale shows every customer screen’s words came from the catalogue: quote, QR, outcome, idle warning', async ({
  page,
  world,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('kiosk-pseudo-locale', 'on'));
  // The customer's idle time short enough to see "Still there?" at the end: it shows after 10 quiet seconds, run on the
  // page's clock.
  await page.clock.install();
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
  await page.clock.runFor(10_000);
  await expect(page.locator('.idle-warning')).toBeVisible();
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

/** The note the customer's screen shows while it loads, where its frame will be. */
const openingScreen = '#root > [role="status"] .notice--working';

/** Held past the opening note's quiet time, so "Opening …" shows. */
function slowly(route: Route) {
  return new Promise((resolve) => setTimeout(resolve, 1_500)).then(() => route.continue());
}

test('the pseudo-locale covers the locked notice, the opening notes and a language that cannot load', async ({ page, world }) => {
  await page.addInitScript(() => sessionStorage.setItem('kiosk-pseudo-locale', 'on'));
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
