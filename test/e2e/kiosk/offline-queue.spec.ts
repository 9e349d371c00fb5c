import type { Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startBrowserHost, type BrowserHost } from '../../../main/browser-host';
import { MemoryStore } from '../../../main/credentials/memory-store';
import type { BackoffPolicy } from '../../../main/outbox/connectivity-probe';
import { startEmbeddedSandbox } from '../../../main/training/embedded-sandbox';
import { startSandbox, type RunningSandbox } from '../../../sandbox';
import { calculate, expect, expectAccessible, fillCustomer, screenshot, switchToProfile, test } from './kiosk-world';

/** A screenshot from the top of the page, so the top bar's Outbox and offline state are in it. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

// K8 end to end: a vendor 'sandbox' profile whose service this test pulls and brings back (the sandbox keeps its data
// in a folder, D30, so it comes back as it was), and a kiosk restarted in between with the same user data and the
// same in-memory keychain. Every queued write arrives once, and the screens say "queued", then "sent".

const quoteCustomer = {
  first: 'Noor',
  last: 'Haddad',
  email: 'noor.haddad@example.com',
  mobile: '0422 000 111',
  description: 'Battery',
  category: 'Storage Battery(s)',
};
const walkAway = {
  first: 'Walk',
  last: 'Away',
  email: 'walk.away@example.com',
  mobile: '0422 000 333',
  description: 'Ducted air-conditioning',
  category: 'Air-Conditioning',
};
const laterCustomer = {
  first: 'Sam',
  last: 'Okafor',
  email: 'sam.okafor@example.com',
  mobile: '0422 000 222',
  description: 'Heat pump hot water',
  category: 'Hot Water Systems',
};

// K8: the kiosk's probe asks whether the service is back, waiting longer each time (up to a minute on a real kiosk);
// here at most half a second, so the service's return is seen at once (issue 36).
const quickProbe: BackoffPolicy = { baseMs: 50, maxMs: 500 };

interface Drill {
  service: RunningSandbox | null;
  host: BrowserHost | null;
}

async function useServiceProfile(page: Page, service: RunningSandbox): Promise<void> {
  const administrator = service.handout.credentials.administrator;
  const added = await page.evaluate(
    async (credentials) => {
      const branches = await window.kiosk.profiles.branches(credentials);
      if (!branches.ok) return branches.error.message;
      const profile = await window.kiosk.profiles.add({
        ...credentials,
        displayName: 'Offline drill',
        staffPin: '246813',
        accountId: branches.data.branches[0]?.accountId,
      });
      if (!profile.ok) return profile.error.message;
      const selected = await window.kiosk.profiles.select({ profileId: profile.data.id, pin: '246813' });
      return selected.ok ? 'ok' : selected.error.message;
    },
    { environment: 'sandbox' as const, baseUrl: service.baseUrl, apiId: administrator.apiId, apiSecret: administrator.apiSecret },
  );
  expect(added).toBe('ok');
  await page.reload();
}

async function signedIn(page: Page): Promise<void> {
  const picker = page.getByRole('button', { name: 'Use Offline drill' });
  const calculator = page.getByRole('heading', { level: 1, name: 'Repayment calculator' });
  await expect(picker.or(calculator)).toBeVisible();
  // K11: the profile's own staff PIN, chosen as it was set up.
  if (await picker.isVisible()) await switchToProfile(page, 'Offline drill', '246813');
  await expect(calculator).toBeVisible();
}

/** Scrolled to a button, and painted, before a screenshot. */
async function inView(page: Page, button: string): Promise<void> {
  await page.getByRole('button', { name: button }).scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The PDF's words as pdftotext reads them, whitespace folded. */
async function pdfText(path: string): Promise<string> {
  const { stdout } = await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', path, '-']);
  return stdout.replace(/\s+/g, ' ');
}

function countFor(service: RunningSandbox, email: string): { quotes: number; callouts: number } {
  return {
    quotes: service.sandbox.state.quotes.filter((quote) => quote.email === email).length,
    callouts: service.sandbox.state.callouts.filter((callout) => callout.email === email).length,
  };
}

test('offline: pull the service, queue a quote and a call-back, restart the kiosk, bring the service back: each arrives once', async ({
  page,
  rendererDir,
}) => {
  // Two kiosk starts, three sign-ins and three accessibility scans: about 20 s, a minute on a machine with every core busy.
  test.setTimeout(120_000);
  const userDataDir = await mkdtemp(join(tmpdir(), 'kiosk-offline-'));
  const dataDir = await mkdtemp(join(tmpdir(), 'sandbox-offline-'));
  const keychain = new MemoryStore();
  const drill: Drill = { service: await startSandbox({ port: 0, seed: 'demo', dataDir }), host: null };
  const port = Number(new URL(drill.service?.baseUrl ?? '').port);
  const startHost = () =>
    startBrowserHost({
      userDataDir,
      port: 0,
      training: false,
      rendererDir,
      keychain,
      startTrainingSandbox: startEmbeddedSandbox,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      testClock: { outboxBackoff: quickProbe },
    });
  const pull = async () => {
    await drill.service?.close();
    drill.service = null;
  };
  const bringBack = async () => {
    drill.service = await startSandbox({ port, seed: 'demo', dataDir });
    return drill.service;
  };
  try {
    drill.host = await startHost();
    await page.goto(drill.host.url);
    if (!drill.service) throw new Error('the service has not started');
    await useServiceProfile(page, drill.service);
    await signedIn(page);

    // 1. Queued, then sent, on the same screen.
    await calculate(page, { price: '8,500' });
    await fillCustomer(page, quoteCustomer);
    await pull();
    await page.getByRole('button', { name: 'Send quote by email' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quote queued' })).toBeVisible();
    await expect(page.getByText('Queued — it goes when the service is back; you can carry on.')).toBeVisible();
    await expect(page.getByText(/Nothing needs retyping/)).toBeVisible();
    await expect(page.getByText('Offline — 1 queued')).toBeVisible();
    // Issue 38 item 2: the quote as the kiosk holds it goes home as a PDF or on paper, marked not yet sent.
    await page.getByRole('button', { name: 'Save quote as PDF' }).click();
    await expect(page.getByText(/^The quote is saved as quote-\S+\.pdf in /)).toBeVisible();
    const downloads = join(userDataDir, 'downloads');
    const [savedPdf = ''] = await readdir(downloads);
    const pdf = await pdfText(join(downloads, savedPdf));
    expect(pdf).toContain('Not yet sent This quote has not yet gone to the finance provider');
    expect(pdf).toContain('Prepared for Noor Haddad');
    expect(pdf).toContain('Purchase price $8,500.00');
    expect(pdf).not.toContain('Quote number');
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole('button', { name: 'Print quote' }).click();
    await expect(page.getByText('The quote went to the print dialog.')).toBeVisible();
    await expect(page.locator('body > .quote-sheet')).toContainText('Not yet sent');
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await shot(page, '34-quote-queued');
    await page.setViewportSize({ width: 1024, height: 768 });
    // At 1024×768 the offline state says only "Offline" (the Outbox button shows the count), so the links keep one
    // row and the screen's own Next customer stays on screen.
    await expect(page.getByText('Offline', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Next customer' })).toBeInViewport({ ratio: 1 });
    await shot(page, '34b-quote-queued-1024');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectAccessible(page);

    const back = await bringBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Quote sent' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'emailed to' })).toContainText(/Quote number \S+/);
    await expect(page.getByText(/^Offline/)).toHaveCount(0);
    await shot(page, '36-quote-sent-after-queue');
    expect(countFor(back, quoteCustomer.email)).toEqual({ quotes: 1, callouts: 0 });

    // 1b. Queued, then discarded at "Next customer": withdrawn in main, never sent, and the Outbox says so (issue 38).
    await page.getByRole('button', { name: 'Next customer' }).first().click();
    await calculate(page, { price: '7,950' });
    await fillCustomer(page, walkAway);
    await pull();
    await page.getByRole('button', { name: 'Send quote by email' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quote queued' })).toBeVisible();
    await expect(page.getByText('Offline — 1 queued')).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Next customer' }).click();
    const ask = page.getByRole('alertdialog', { name: 'The quote for Walk Away has not gone yet' });
    await expect(ask).toBeVisible();
    await screenshot(page, '36b-discard-queued-quote');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, '36c-discard-queued-quote-1024');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectAccessible(page);
    await ask.getByRole('button', { name: 'Discard it: never send it' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByText('Offline — nothing queued')).toBeVisible();
    await page.getByRole('button', { name: /^Outbox, / }).click();
    const discarded = page.getByRole('dialog', { name: 'Outbox' }).getByRole('listitem').filter({ hasText: 'Discarded' });
    await expect(discarded).toContainText('Discarded by staff before it went: it was never sent.');
    await expect(discarded).not.toContainText('Walk Away');
    await shot(page, '36d-outbox-discarded');
    await page.getByRole('dialog', { name: 'Outbox' }).getByRole('button', { name: 'Close' }).click();
    await bringBack();
    await expect(page.getByText(/^Offline/)).toHaveCount(0);

    // 2. A quote and a call-back queued, the kiosk restarted before the service comes back. The calculator needs the
    // service, so both are filled in while it is there: the call-back on a second screen of the same kiosk.
    await page.getByRole('button', { name: 'Next customer' }).first().click();
    await calculate(page, { price: '9,100' });
    await fillCustomer(page, laterCustomer);
    const second = await page.context().newPage();
    await second.goto(drill.host.url);
    await signedIn(second);
    await calculate(second, { price: '9,100' });
    await fillCustomer(second, laterCustomer);
    await pull();
    await page.getByRole('button', { name: 'Send quote by email' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quote queued' })).toBeVisible();
    await expect(second.getByText('Offline — 1 queued')).toBeVisible();
    await expect(second.getByRole('button', { name: 'Customer applies now on this screen' })).toBeDisabled();
    await expect(second.getByRole('button', { name: /^Send a code to/ })).toBeDisabled();
    await expect(second.getByText(/Secure codes go out straight away or not at all/)).toBeVisible();
    await shot(second, '37-offline-review');
    await expectAccessible(second);
    await second.getByRole('button', { name: 'Ask the provider to call the customer' }).click();
    await second
      .getByRole('dialog', { name: /^Ask the provider to call/ })
      .getByRole('button', { name: 'Book the call' })
      .click();
    await expect(second.getByRole('heading', { level: 1, name: 'Call-back queued' })).toBeVisible();
    await expect(second.getByText('Offline — 2 queued')).toBeVisible();
    await shot(second, '38-callout-queued');
    await second.close();

    await drill.host.close();
    drill.host = await startHost();
    await page.goto(drill.host.url);
    await signedIn(page);
    await expect(page.getByText('Offline — 2 queued')).toBeVisible();
    await page.getByRole('button', { name: /^Outbox, / }).click();
    const panel = page.getByRole('dialog', { name: 'Outbox' });
    await expect(panel.getByRole('listitem').filter({ hasText: 'Queued — will be sent when the service is back' })).toHaveCount(2);
    await shot(page, '35-outbox-offline');
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot(page, '35b-outbox-offline-1024');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectAccessible(page);

    const again = await bringBack();
    await expect(panel.getByRole('listitem').filter({ hasText: 'Queued' })).toHaveCount(0);
    // Sent: the entries stay, with the provider's numbers, and no longer name the customer (K4).
    await expect(panel.getByRole('listitem').filter({ has: page.getByText('Sent', { exact: true }) })).toHaveCount(3);
    await expect(panel.getByRole('listitem').filter({ hasText: 'Sam Okafor' })).toHaveCount(0);
    await expect(page.getByText(/^Offline/)).toHaveCount(0);
    await shot(page, '39-outbox-sent');
    expect(countFor(again, laterCustomer.email)).toEqual({ quotes: 1, callouts: 1 });
    expect(countFor(again, quoteCustomer.email)).toEqual({ quotes: 1, callouts: 0 });
    // Every pass since the service came back has gone by the discarded quote.
    expect(countFor(again, walkAway.email)).toEqual({ quotes: 0, callouts: 0 });
  } finally {
    await drill.host?.close();
    await drill.service?.close();
    await rm(userDataDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
});

// A 1×1 PNG: D16 checks the signature, so the bytes must be a real one.
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('offline: a reference and a document wait in the outbox, and the application shows them sent when the service is back', async ({
  page,
  rendererDir,
}) => {
  const userDataDir = await mkdtemp(join(tmpdir(), 'kiosk-offline-'));
  const dataDir = await mkdtemp(join(tmpdir(), 'sandbox-offline-'));
  let service: RunningSandbox | null = await startSandbox({ port: 0, seed: 'demo', dataDir });
  const port = Number(new URL(service.baseUrl).port);
  const host = await startBrowserHost({
    userDataDir,
    port: 0,
    training: false,
    rendererDir,
    keychain: new MemoryStore(),
    startTrainingSandbox: startEmbeddedSandbox,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    testClock: { outboxBackoff: quickProbe },
  });
  try {
    await page.goto(host.url);
    await useServiceProfile(page, service);
    await signedIn(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Applications' }).click();
    const open = page.getByRole('button', { name: /^Open application \d+$/ }).first();
    const id = ((await open.textContent()) ?? '').trim();
    await open.click();
    await expect(page.getByRole('heading', { level: 1, name: `Application ${id}` })).toBeVisible();
    // Loaded before the service goes: the heading shows at once, the application's own parts only once it answered.
    await expect(page.getByLabel('Reference number')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Documents' })).toBeVisible();
    await expect(page.getByText('Loading documents…')).toBeHidden();

    await service.close();
    service = null;
    await page.getByLabel('Reference number').fill('JOB-77');
    await page.getByRole('button', { name: 'Save reference' }).click();
    await expect(page.getByText(/^Queued — the reference waits in this kiosk’s Outbox/)).toBeVisible();
    await page
      .getByLabel('Or choose a file already on this kiosk')
      .setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: tinyPng });
    await page.getByRole('button', { name: 'Send to the application' }).click();
    await expect(page.getByText(/invoice\.png waits in this kiosk’s Outbox/)).toBeVisible();
    await expect(page.getByText(/Nothing needs capturing again/)).toBeVisible();
    await expect(page.getByText('Offline — 2 queued')).toBeVisible();
    await shot(page, '40-application-queued');
    await inView(page, 'Send to the application');
    await screenshot(page, '40b-document-queued');
    await expectAccessible(page);

    service = await startSandbox({ port, seed: 'demo', dataDir });
    await expect(page.getByText('Reference saved.')).toBeVisible();
    await expect(page.getByText('Sent: invoice.png is now on the application.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Documents' })).toContainText('invoice.png');
    await shot(page, '41-reference-sent');
    await inView(page, 'Send to the application');
    await screenshot(page, '41b-document-sent');
    const onService = await page.evaluate(async (applicationId) => {
      const [application, documents] = await Promise.all([
        window.kiosk.applications.get({ id: applicationId }),
        window.kiosk.documents.list({ applicationId }),
      ]);
      return {
        reference: application.ok ? application.data.reference_number : application.error.message,
        invoices: documents.ok ? documents.data.documents.filter((document) => document.filename === 'invoice.png').length : -1,
      };
    }, id);
    expect(onService).toEqual({ reference: 'JOB-77', invoices: 1 });
  } finally {
    await host.close();
    await service?.close();
    await rm(userDataDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
});
