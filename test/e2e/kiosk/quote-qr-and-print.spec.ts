import type { Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { applyLinkEmailed, qrTextOf, rgbaOf } from './apply-link-qr';
import { screenshotOnRequest, screenshotsWanted } from '../screenshot-on-request';
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

// The quote's apply link as a QR code (D17, read from training's messages, D27), and the quote
// with every figure and fee (D19) on paper (an A4 sheet through the page's print dialog) or as an A4 PDF, both from
// memory only (K4).

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

/** What the page held each time it called print(), and the object URLs it made and revoked (K4). */
interface PrintRecord {
  printed: { sheets: number; text: string }[];
  made: string[];
  revoked: string[];
}

/**
 * Headless Chromium has no print dialog, so window.print is replaced before the kiosk loads by a recorder of what
 * the page held at that moment; object URLs are watched on their way through (the real ones run). Everything up to
 * the dialog is the real thing.
 */
async function recordPrints(page: Page): Promise<() => Promise<PrintRecord>> {
  await page.addInitScript(() => {
    const record: PrintRecord = { printed: [], made: [], revoked: [] };
    Reflect.set(window, 'printRecord', record);
    window.print = () => {
      const sheets = document.querySelectorAll('body > .quote-sheet');
      record.printed.push({ sheets: sheets.length, text: sheets[0]?.textContent ?? '' });
    };
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (object) => {
      const url = createObjectURL(object);
      record.made.push(url);
      return url;
    };
    URL.revokeObjectURL = (url) => {
      record.revoked.push(url);
      revokeObjectURL(url);
    };
  });
  const shape = z.object({
    printed: z.array(z.object({ sheets: z.number(), text: z.string() })),
    made: z.array(z.string()),
    revoked: z.array(z.string()),
  });
  return async () => shape.parse(await page.evaluate(() => Reflect.get(window, 'printRecord')));
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

/** A PDF as poppler reads it: each page at 100 dpi (A4 is 827 × 1170 px) and its text, whitespace folded. */
async function pdfPages(pdf: Buffer): Promise<{ pages: Buffer[]; text: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'quote-print-'));
  try {
    await writeFile(join(dir, 'quote.pdf'), pdf);
    await run('pdftoppm', ['-png', '-r', '100', join(dir, 'quote.pdf'), join(dir, 'page')]);
    const names = (await readdir(dir)).filter((name) => /^page-\d+\.png$/.test(name)).sort();
    const pages = await Promise.all(names.map((name) => readFile(join(dir, name))));
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', join(dir, 'quote.pdf'), '-']);
    return { pages, text: stdout.replace(/\s+/g, ' ') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The first column, from the left, holding a dark pixel (text or the QR; the light rules are not ink here). */
function leftmostInk({ data, width, height }: { data: Uint8ClampedArray; width: number; height: number }): number {
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) {
      const at = (y * width + x) * 4;
      if ((data[at] ?? 255) < 128 && (data[at + 1] ?? 255) < 128 && (data[at + 2] ?? 255) < 128) return x;
    }
  }
  return width;
}

/** What the service says, for each figure the printed quote must carry (D19): the quote, its repayment, the fee breakdown. */
async function printedFigures(page: Page, quoteId: string): Promise<string[]> {
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
  if (!facts) throw new Error(`the kiosk could not read quote ${quoteId} and its fees`);
  const { quote, fees, branch } = facts;
  expect(branch).not.toBe('');
  const repayment = quote.repayment ?? { instalments: -1, repaymentAmount: -1 };
  // D19: the deposit, every repayment and the annual fee for each year begun (issue 38 item 3).
  const totalCost =
    quote.deposit_amount + repayment.instalments * repayment.repaymentAmount + Math.ceil(quote.repayment_term / 12) * fees.annual_fee;
  return [
    branch,
    `Quote number ${quoteId}`,
    // Issue 38 item 7: who it is for, and when it was issued.
    `Prepared for ${quote.applicant}`,
    `Issued ${sydneyDay.format(new Date(quote.created)).replace(',', '')}`,
    quote.product_category,
    quote.product_description,
    `Purchase price ${dollars(quote.total_purchase_amount)}`,
    `Deposit ${dollars(quote.deposit_amount)}`,
    `Amount financed ${dollars(fees.financed_amount)}`,
    `Term ${quote.repayment_term} months`,
    `${repayment.instalments} × ${dollars(repayment.repaymentAmount)} a fortnight`,
    `Total cost ${dollars(totalCost)}: the deposit, all ${repayment.instalments} repayments and any annual fee`,
    `Establishment fee ${dollars(fees.establishment_fee)}`,
    `Account-keeping fee ${dollars(2 * fees.weekly_account_keeping_fee)} a fortnight (${dollars(fees.weekly_account_keeping_fee)} a week)`,
    `Annual fee ${dollars(fees.annual_fee)}`,
    `Late payment fee ${dollars(fees.late_payment_fee)}`,
    `Works until ${sydneyDay.format(new Date(quote.expires)).replace(',', '')} — 30 days`,
    'Interest free, repaid fortnightly.',
    'This is a quote, not an approval: the finance provider decides on your application.',
  ];
}

/** A quote sent with print() recorded and CSP violations collected: its id, emailed link and every figure it prints. */
async function quoteSentWithPrintsRecorded(page: Page, world: KioskWorld) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  const record = await recordPrints(page);
  await page.goto(world.host.url);
  const quoteId = await sendQuote(page);
  const link = await applyLinkEmailed(world, customer.email, quoteId);
  return { violations, record, quoteId, link, figures: await printedFigures(page, quoteId) };
}

test('Print quote: the page prints an A4 sheet of the quote with every figure, every fee, the expiry and the QR', async ({
  page,
  world,
  context,
}) => {
  const { violations, record, quoteId, link, figures } = await quoteSentWithPrintsRecorded(page, world);
  const sheet = page.locator('body > .quote-sheet');

  await page.getByRole('button', { name: 'Print quote' }).click();
  await expect(page.getByText('The quote went to the print dialog.')).toBeVisible();
  // print() was called with the sheet, and only it, in the page; on screen it shows nowhere.
  const { printed } = await record();
  expect(printed).toHaveLength(1);
  expect(printed[0]?.sheets).toBe(1);
  expect(printed[0]?.text).toContain(`Quote number ${quoteId}`);
  await expect(sheet).toHaveCount(1);
  await expect(sheet).toBeHidden();

  // On paper: the sheet is all there is; the kiosk's own screens are not printed.
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  const text = (await sheet.innerText()).replace(/\s+/g, ' ');
  expect(figures.filter((each) => !text.includes(each))).toEqual([]);
  expect(text).toContain(link);
  // Issue 38 item 7: a branch that set none of its details shows no empty label.
  expect(text).not.toMatch(/\bPhone\b|\bABN\b/);
  const decoder = await context.newPage();
  const code = sheet.getByRole('img', { name: 'QR code of the quote’s apply link' });
  expect(await qrTextOf(decoder, await code.screenshot())).toBe(link);
  // 6.2 cm across (234 CSS px at 96 per inch), as on the PDF.
  expect((await code.boundingBox())?.width).toBeCloseTo(234, 0);
  await screenshotOnRequest(page, join(screenshotDir, '93-quote-print-sheet.png'), { fullPage: true });

  // Back to the page's own media: page.pdf() below then lays the page out for print, as the print dialog does.
  await page.emulateMedia({ media: null });

  // K4: the sheet leaves the page once the dialog is done with it.
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(sheet).toHaveCount(0);

  // Printed again, and this time laid out by Chromium's own printing for A4 paper (@page): one page, the figures on
  // it, a QR a phone reads; and the afterprint that Chromium itself fires once printed takes the sheet away.
  await page.getByRole('button', { name: 'Print quote' }).click();
  await expect.poll(async () => (await record()).printed.length).toBe(2);
  await expect(sheet).toHaveCount(1);
  const paper = await pdfPages(await page.pdf({ preferCSSPageSize: true }));
  expect(paper.pages).toHaveLength(1);
  const [sheetPage = Buffer.alloc(0)] = paper.pages;
  const pixels = await rgbaOf(decoder, sheetPage);
  expect([pixels.width, pixels.height]).toEqual([827, 1170]);
  // Not shrunk to fit: the ink starts at the 15 mm margin (59 px at 100 dpi), as the sheet is laid out for the page.
  expect(leftmostInk(pixels)).toBeGreaterThanOrEqual(57);
  expect(leftmostInk(pixels)).toBeLessThanOrEqual(64);
  expect(await qrTextOf(decoder, sheetPage)).toBe(link);
  expect(figures.filter((each) => !paper.text.includes(each))).toEqual([]);
  if (screenshotsWanted) await writeFile(join(screenshotDir, '94-quote-print-sheet-a4.png'), sheetPage);
  await expect(sheet).toHaveCount(0);

  // Printed a third time, then Next customer: the sheet goes with the customer, dialog or not.
  await page.getByRole('button', { name: 'Print quote' }).click();
  await expect.poll(async () => (await record()).printed.length).toBe(3);
  await expect(sheet).toHaveCount(1);
  await page.getByRole('main').getByRole('button', { name: 'Next customer' }).click();
  await expect(sheet).toHaveCount(0);
  // No frame, no PDF, no object URL for printing; nothing the CSP refused.
  expect((await record()).made).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('Save quote as PDF: an A4 PDF with every figure, every fee, the expiry and a QR of the apply link', async ({
  page,
  world,
  context,
}) => {
  const { violations, record, quoteId, link, figures } = await quoteSentWithPrintsRecorded(page, world);

  await page.getByRole('button', { name: 'Save quote as PDF' }).click();
  // Issue 38 item 7: main keeps it in the Downloads folder (the host's own here) and the message names that folder; a web
  // browser cannot open a folder, so it offers no "Show in folder" and says where to look instead.
  const folder = join(world.userDataDir, 'downloads');
  await expect(
    page.getByText(`The quote is saved as quote-${quoteId}.pdf in ${folder}. Open that folder in the file manager to print or send it.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show in folder' })).toHaveCount(0);
  const pdf = await readFile(join(folder, `quote-${quoteId}.pdf`));
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // K4: the screens made no object URL of it to leave behind; nothing printed, nothing framed.
  const { made, printed } = await record();
  expect(made).toEqual([]);
  expect(printed).toEqual([]);
  await expect(page.locator('iframe, body > .quote-sheet')).toHaveCount(0);
  expect(violations).toEqual([]);

  const { pages, text } = await pdfPages(pdf);
  // A4 at 100 dpi is 827 × 1170 px; one page only.
  expect(pages).toHaveLength(1);
  const [first = Buffer.alloc(0)] = pages;
  const decoder = await context.newPage();
  const { width, height } = await rgbaOf(decoder, first);
  expect([width, height]).toEqual([827, 1170]);
  expect(await qrTextOf(decoder, first)).toBe(link);
  // Issue 38 item 7: the link as text under its code, cut where the line ends (a web address has no spaces).
  expect(text.replace(/\s+/g, '')).toContain(link);
  if (screenshotsWanted) await writeFile(join(screenshotDir, '91-quote-printable-a4.png'), first);
  expect(figures.filter((each) => !text.includes(each))).toEqual([]);
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
  await expect(page.getByRole('button', { name: 'Print quote' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Save quote as PDF' })).toBeEnabled();
  await expectAccessible(page);
  await screenshotsAtEverySize(page, '92-quote-detail-qr', page.getByRole('region', { name: 'Give the customer the quote' }));

  await page.getByRole('button', { name: 'Cancel quote for Ruth Okafor' }).click();
  await page.getByRole('dialog', { name: 'Cancel the quote for Ruth Okafor?' }).getByRole('button', { name: 'Cancel the quote' }).click();
  await expect(page.getByText('Cancelled.', { exact: true })).toBeVisible();
  await expect(code).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print quote' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save quote as PDF' })).toHaveCount(0);
});
