import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { sandboxMessage } from '../../../shared/wire/control';
import {
  calculate,
  expect,
  expectAccessible,
  expectTouchTargets,
  fillCustomer,
  type KioskWorld,
  screenshotDir,
  screenshotsAtEverySize,
  test,
} from './kiosk-world';

// Issue 17, items 1 and 2: the quote's apply link as a QR code (D17, read from training's messages, D27), and the quote
// as an A4 PDF with every figure and fee (D19), printed or saved from memory only (K4).

const execFileAsync = promisify(execFile);

/** pdftoppm and pdftotext come with Debian's poppler-utils; say so plainly when they are missing. */
async function run(tool: 'pdftoppm' | 'pdftotext', args: string[]): Promise<{ stdout: string }> {
  return execFileAsync(tool, args).catch((error: unknown) => {
    const missing = error instanceof Error && 'code' in error && error.code === 'ENOENT';
    throw missing ? new Error(`${tool} is not installed: apt-get install poppler-utils`) : error;
  });
}

const customer = {
  first: 'Ruth',
  last: 'Okafor',
  email: 'ruth.okafor@example.com',
  mobile: '0433 555 210',
  description: 'Solar battery, 13.5 kWh',
  category: 'Solar Panel Package',
};

// The test's own formatting, not the kiosk's: the kiosk shows AUD in en-AU and dates in the kiosk's time zone.
const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const dollars = (cents: number) => aud.format(cents / 100);
const sydneyDay = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Australia/Sydney',
});

/** The newest quote email the sandbox "sent" to `to` whose link is for `quoteId` (D17, D27). */
async function applyLinkEmailed(world: KioskWorld, to: string, quoteId: string): Promise<string> {
  const response = await fetch(`${world.sandbox().baseUrl}/sandbox/v1/messages?to=${encodeURIComponent(to)}`);
  const { messages } = z.object({ messages: z.array(sandboxMessage) }).parse(await response.json());
  const link = messages.findLast(
    (message) => message.link !== undefined && new URL(message.link).pathname === `/apply/quote/${quoteId}`,
  )?.link;
  if (link === undefined) throw new Error(`no quote email for ${quoteId} went to ${to}`);
  return link;
}

/** A PNG's pixels as RGBA, decoded by Chromium on a blank page of its own (no kiosk CSP, nothing of the kiosk's). */
async function rgbaOf(decoder: Page, png: Buffer): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const { base64, width, height } = await decoder.evaluate(async (encoded) => {
    const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let binary = '';
    for (let at = 0; at < pixels.length; at += 0x8000) binary += String.fromCharCode(...pixels.subarray(at, at + 0x8000));
    return { base64: btoa(binary), width: bitmap.width, height: bitmap.height };
  }, png.toString('base64'));
  return { data: new Uint8ClampedArray(Buffer.from(base64, 'base64')), width, height };
}

async function qrTextOf(decoder: Page, png: Buffer): Promise<string | undefined> {
  const { data, width, height } = await rgbaOf(decoder, png);
  return jsQR(data, width, height)?.data;
}

/**
 * Headless Chromium has no print dialog (printing there crashes the page), so the print frame's window is wrapped before
 * the kiosk loads: its print() records what the frame held at that moment. Everything up to the dialog is the real thing.
 */
async function recordPrints(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const real = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow');
    const printed: string[] = [];
    Reflect.set(window, 'printedFrames', printed);
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        const frameWindow: unknown = real?.get?.call(this);
        if (!this.classList.contains('quote-print__frame') || !frameWindow) return frameWindow;
        return { print: () => printed.push(`${this.src} ${this.contentDocument?.contentType ?? 'nothing loaded'}`) };
      },
    });
  });
  return async () => z.array(z.string()).parse(await page.evaluate(() => Reflect.get(window, 'printedFrames')));
}

/** What a blob URL still holds, read through a frame (the kiosk's CSP lets frames, not fetch, reach blob:): gone once revoked. */
async function blobHolds(page: Page, url: string): Promise<string> {
  return page.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        const probe = document.createElement('iframe');
        probe.addEventListener('load', () => {
          resolve(probe.contentDocument?.contentType ?? 'gone');
          probe.remove();
        });
        probe.src = src;
        document.body.append(probe);
      }),
    url,
  );
}

/** From the calculator to "Quote sent"; the quote's id as the sent step shows it. */
async function sendQuote(page: Page): Promise<string> {
  await calculate(page, { price: '7,450.50', deposit: '450.50', term: '24 months' });
  await fillCustomer(page, customer);
  await page.getByRole('button', { name: 'Send quote by email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote sent' })).toBeVisible();
  const number = page.getByRole('status').filter({ hasText: 'Quote number' }).locator('strong').last();
  return (await number.textContent()) ?? '';
}

test('the sent quote shows its apply link as a QR code that opens the prefilled form', async ({ page, world, context }) => {
  await page.goto(world.host.url);
  const quoteId = await sendQuote(page);
  expect(quoteId).not.toBe('');
  const link = await applyLinkEmailed(world, customer.email, quoteId);

  const code = page.getByRole('img', { name: 'QR code of the quote’s apply link' });
  await expect(code).toBeVisible();
  const box = await code.boundingBox();
  // About 6 cm or more on the screen: a phone reads it at arm's length.
  expect(box?.width).toBeGreaterThanOrEqual(240);
  const decoder = await context.newPage();
  expect(await qrTextOf(decoder, await code.screenshot())).toBe(link);

  const quote = await page.evaluate(async (id) => {
    const got = await window.kiosk.quotes.get({ id });
    return got.ok ? got.data : null;
  }, quoteId);
  expect(quote).not.toBeNull();
  const panel = page.getByRole('region', { name: 'Apply on their own phone' });
  // D17: a new quote's link works for 30 days, until the day it expires.
  await expect(panel).toContainText(`Works until ${sydneyDay.format(new Date(quote?.expires ?? 0)).replace(',', '')} — 30 days`);
  await expect(panel).toContainText('Scan with your phone’s camera to apply on your own phone.');
  await panel.scrollIntoViewIfNeeded();
  await screenshotsAtEverySize(page, '90-quote-sent-qr', panel);
  await expectAccessible(page);
  await expectTouchTargets(page);

  // The link the customer's phone would open: the sandbox's hosted form, prefilled with the quote's purchase.
  const phone = await context.newPage();
  await phone.goto(link);
  const summary = phone.locator('.summary');
  await expect(summary).toContainText(customer.description);
  await expect(summary).toContainText(dollars(quote?.total_purchase_amount ?? -1));
  await expect(summary).toContainText(dollars(quote?.deposit_amount ?? -1));
  await expect(summary).toContainText(dollars((quote?.total_purchase_amount ?? 0) - (quote?.deposit_amount ?? 0)));
  await expect(summary).toContainText(`${quote?.repayment_term ?? -1} months`);
  await expect(summary).toContainText(dollars(quote?.repayment?.repaymentAmount ?? -1));
});

test('the printable quote: an A4 PDF with every figure, every fee, the expiry and a QR of the apply link', async ({
  page,
  world,
  context,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  const prints = await recordPrints(page);
  await page.goto(world.host.url);
  const quoteId = await sendQuote(page);
  const link = await applyLinkEmailed(world, customer.email, quoteId);

  await page.getByRole('button', { name: 'Print or save quote' }).click();
  await expect(page.getByText('The printable quote is ready')).toBeVisible();
  // Printed from a hidden frame holding an in-memory blob (K4), which the kiosk's CSP allows, once the PDF has loaded.
  const frame = page.locator('iframe.quote-print__frame');
  await expect(frame).toHaveAttribute('src', /^blob:/);
  const firstUrl = (await frame.getAttribute('src')) ?? '';
  await expect.poll(prints).toEqual([`${firstUrl} application/pdf`]);
  await page.getByRole('button', { name: 'Print again' }).click();
  await expect.poll(async () => (await prints()).length).toBe(2);
  await expect(frame).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save PDF' }).click();
  const pdf = await readFile(await (await download).path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(violations).toEqual([]);
  // K4: the first print's blob is gone once the second print has its own (probed after: a refused probe is logged too).
  expect(await blobHolds(page, firstUrl)).toBe('gone');

  // What the service says, for each figure the page must carry (D19): the quote, its repayment, the fee breakdown.
  const facts = await page.evaluate(async (id) => {
    const quote = await window.kiosk.quotes.get({ id });
    const status = await window.kiosk.session.status();
    if (!quote.ok || !status.ok) return null;
    const fees = await window.kiosk.calculator.breakdown({
      totalPurchaseAmount: quote.data.total_purchase_amount,
      depositAmount: quote.data.deposit_amount,
      repaymentTerm: quote.data.repayment_term,
      addEstablishmentFee: true,
    });
    return fees.ok ? { quote: quote.data, fees: fees.data, branch: status.data.profile?.branch.name ?? '' } : null;
  }, quoteId);
  expect(facts).not.toBeNull();
  if (!facts) return;

  const dir = await mkdtemp(join(tmpdir(), 'quote-print-'));
  try {
    await writeFile(join(dir, 'quote.pdf'), pdf);
    await run('pdftoppm', ['-png', '-r', '100', join(dir, 'quote.pdf'), join(dir, 'page')]);
    const png = await readFile(join(dir, 'page-1.png'));
    // A4 at 100 dpi is 827 × 1170 px; one page only.
    const { width, height } = await rgbaOf(await context.newPage(), png);
    expect([width, height]).toEqual([827, 1170]);
    await expect(readFile(join(dir, 'page-2.png'))).rejects.toThrow();
    expect(await qrTextOf(await context.newPage(), png)).toBe(link);
    await copyFile(join(dir, 'page-1.png'), join(screenshotDir, '91-quote-printable-a4.png'));

    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', join(dir, 'quote.pdf'), '-']);
    const text = stdout.replace(/\s+/g, ' ');
    const { quote, fees, branch } = facts;
    const expected = [
      branch,
      `Quote number ${quoteId}`,
      quote.product_category,
      quote.product_description,
      dollars(quote.total_purchase_amount),
      dollars(quote.deposit_amount),
      dollars(fees.financed_amount),
      `${quote.repayment_term} months`,
      `${quote.repayment?.instalments ?? -1} × ${dollars(quote.repayment?.repaymentAmount ?? -1)} a fortnight`,
      `Establishment fee ${dollars(fees.establishment_fee)}`,
      `Account-keeping fee ${dollars(fees.weekly_account_keeping_fee)} a week`,
      `Annual fee ${dollars(fees.annual_fee)}`,
      `Late payment fee ${dollars(fees.late_payment_fee)}`,
      `Works until ${sydneyDay.format(new Date(quote.expires)).replace(',', '')} — 30 days`,
      'Interest free, repaid fortnightly.',
    ];
    expect(expected.filter((each) => !text.includes(each))).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  // K4: the frame and its blob go with the customer.
  const lastUrl = (await frame.getAttribute('src')) ?? '';
  expect(await blobHolds(page, lastUrl)).toBe('application/pdf');
  await page.getByRole('main').getByRole('button', { name: 'Next customer' }).click();
  await expect(frame).toHaveCount(0);
  expect(await blobHolds(page, lastUrl)).toBe('gone');
});

test('an open quote opened from the list offers the same QR; a cancelled one offers none', async ({ page, world, context }) => {
  await page.goto(world.host.url);
  const quoteId = await sendQuote(page);
  await page.evaluate((id) => window.kiosk.quotes.resend({ id }), quoteId);
  // Resent: the newest email's link is the one shown (D17).
  const link = await applyLinkEmailed(world, customer.email, quoteId);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Quotes' }).click();
  await page.getByLabel('Search by name, email or mobile').fill('Ruth');
  await page.getByRole('button', { name: 'Open quote for Ruth Okafor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote for Ruth Okafor' })).toBeVisible();
  const code = page.getByRole('img', { name: 'QR code of the quote’s apply link' });
  await expect(code).toBeVisible();
  expect(await qrTextOf(await context.newPage(), await code.screenshot())).toBe(link);
  await expect(page.getByRole('button', { name: 'Print or save quote' })).toBeEnabled();
  await expectAccessible(page);
  await screenshotsAtEverySize(page, '92-quote-detail-qr', page.getByRole('region', { name: 'Give the customer the quote' }));

  await page.getByRole('button', { name: 'Cancel quote for Ruth Okafor' }).click();
  await page.getByRole('dialog', { name: 'Cancel the quote for Ruth Okafor?' }).getByRole('button', { name: 'Cancel the quote' }).click();
  await expect(page.getByText('Cancelled.', { exact: true })).toBeVisible();
  await expect(code).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print or save quote' })).toHaveCount(0);
});
