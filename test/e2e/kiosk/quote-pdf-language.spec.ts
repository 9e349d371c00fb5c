import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { localesShown } from '../../../renderer/i18n/locales';
import type { CustomerLocale } from '../../../shared/customer-locales';
import { sendAlexsQuote, handOverFromReview, staffPin } from './customer-at-checkout';
import type { Locator } from '@playwright/test';
import { screenshotOnRequest } from '../screenshot-on-request';
import { expect, screenshotDir, test } from './kiosk-world';

// K14: the customer chooses their language on their own screen; staff, back at the kiosk, print and save the quote in
// it: the print sheet and the PDF hold that language's words (its script embedded, read back by pdftotext) and the
// same dollar figures the service states, as the English PDF does (quote-qr-and-print.spec.ts). The journey in Arabic,
// the one language laid out right to left, and in Traditional Chinese, whose fonts are the screens' own pieces (issue 39:
// put together in the page for the PDF, fetched as the sheet needs them). Every language's PDF words, figures and fonts are checked in
// test/unit/renderer/screens/quotes/print/quote-pdf-language.test.ts (the sheet draws the same printable quote), and
// each one's direction in print-direction.test.ts.

const execFileAsync = promisify(execFile);

async function catalogueOf(area: string, locale: CustomerLocale): Promise<Record<string, string>> {
  return JSON.parse(await readFile(join(import.meta.dirname, `../../../renderer/i18n/messages/${area}/${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;
}

async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'quote-pdf-language-'));
  try {
    await writeFile(join(dir, 'quote.pdf'), pdf);
    const { stdout } = await execFileAsync('pdftotext', ['-enc', 'UTF-8', join(dir, 'quote.pdf'), '-']);
    // poppler marks right-to-left runs with bidi controls; the words are what count here.
    return stdout.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const unspaced = (words: string) => words.replace(/\s+/g, '');
/**
 * Every amount as it reads, sorted: "$" first, as English has it. Issue 35: the Arabic PDF once read "2.30$" (the
 * amount not isolated from the words around it); such a figure is listed as it reads, so it fails.
 */
const amounts = (text: string) => (text.match(/\$?\d[\d,]*\.\d\d\$?/g) ?? []).sort();
const aud = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The amounts on the sheet whose "$" is drawn to the right of their first digit, as they read. */
function signsDrawnAfterDigits(sheet: Locator): Promise<string[]> {
  return sheet.evaluate((root) => {
    const flipped: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const rectOf = (node: Text, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      for (const match of text.data.matchAll(/\$\d[\d,]*\.\d\d/g))
        if (rectOf(text, match.index).left > rectOf(text, match.index + 1).left) flipped.push(match[0]);
    }
    return flipped;
  });
}

const mobile = '0433555331';

for (const locale of ['ar', 'zh-Hant'] satisfies CustomerLocale[])
  test(`${locale}: the quote printed and saved as a PDF in the customer's language, with the English figures`, async ({ page, world }) => {
    await page.goto(world.host.url);
    const quoteId = await sendAlexsQuote(page, '8000', mobile);

    // The customer chooses their language, in its own name, then staff take the kiosk back.
    await handOverFromReview(page);
    await page.getByRole('button', { name: localesShown[locale].ownName }).click();
    await expect(
      page
        .locator('html, [lang]')
        .filter({ has: page.locator(`[lang="${locale}"]`) })
        .first(),
    ).toBeAttached();
    // The bar's one button, whatever the customer's language calls it.
    await page.locator('.customer-bar').getByRole('button').click();
    await page.getByLabel('Staff PIN', { exact: true }).fill(staffPin);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    const facts = await page.evaluate(async (id) => {
      const quote = await window.kiosk.quotes.get({ id });
      if (!quote.ok) return null;
      const fees = await window.kiosk.calculator.breakdown({
        totalPurchaseAmount: quote.data.total_purchase_amount,
        depositAmount: quote.data.deposit_amount,
        repaymentTerm: quote.data.repayment_term,
        addEstablishmentFee: true,
      });
      return fees.ok ? { quote: quote.data, fees: fees.data } : null;
    }, quoteId);
    if (!facts) throw new Error(`the kiosk could not read quote ${quoteId} and its fees`);
    const { quote, fees } = facts;
    // Every figure the English PDF prints (D19), as the service states it, in en-AU digits (K14).
    const figures = [
      quote.total_purchase_amount,
      quote.deposit_amount,
      fees.financed_amount,
      quote.repayment?.repaymentAmount ?? -1,
      fees.establishment_fee,
      2 * fees.weekly_account_keeping_fee,
      fees.weekly_account_keeping_fee,
      fees.annual_fee,
      fees.late_payment_fee,
      // D19's total cost (issue 38 item 3): the deposit, every repayment and the annual fee for each year begun.
      quote.deposit_amount +
        (quote.repayment?.instalments ?? 0) * (quote.repayment?.repaymentAmount ?? 0) +
        Math.ceil(quote.repayment_term / 12) * fees.annual_fee,
    ].map((cents) => `$${aud.format(cents / 100)}`);

    const print = await catalogueOf('print', locale);
    const plain = Object.entries(print).filter(
      ([id, message]) =>
        !message.includes('{') &&
        !['print.repaymentsUnknown', 'print.expiryUnknown', 'print.notYetSentMark', 'print.notYetSent'].includes(id),
    );

    await page.getByRole('button', { name: 'Save quote as PDF' }).click();
    // Issue 38 item 7: main keeps it in the Downloads folder, the host's own here, and says so.
    await expect(page.getByText(`The quote is saved as quote-${quoteId}.pdf in`)).toBeVisible();
    const text = await pdfText(await readFile(join(world.userDataDir, 'downloads', `quote-${quoteId}.pdf`)));
    expect(plain.filter(([, message]) => !unspaced(text).includes(unspaced(message))).map(([id]) => id)).toEqual([]);
    expect(amounts(text)).toEqual(figures.sort());

    // The print sheet: the same words, in the language's lang and direction, laid out for paper.
    // When it prints, the sheet's words are in the print font with every face they need loaded (issue 39: Chinese in
    // the screens' pieces); check() alone would pass for a family with no face at all.
    await page.evaluate(() => {
      window.print = () => {
        const sheet = document.querySelector<HTMLElement>('body > .quote-sheet');
        const family = sheet ? (getComputedStyle(sheet).fontFamily.split(',')[0] ?? '') : '';
        const faces = [...document.fonts].filter((face) => face.family.replaceAll('"', '') === family.replaceAll('"', ''));
        const ready = faces.some((face) => face.status === 'loaded') && document.fonts.check(`400 16px ${family}`, sheet?.innerText);
        document.body.dataset.fontsWhenPrinted = ready ? 'loaded' : 'not loaded';
      };
    });
    await page.getByRole('button', { name: 'Print quote' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-fonts-when-printed', 'loaded');
    const sheet = page.locator('body > .quote-sheet');
    await expect(sheet).toHaveAttribute('lang', locale);
    await expect(sheet).toHaveAttribute('dir', localesShown[locale].dir);
    await page.emulateMedia({ media: 'print' });
    const sheetText = await sheet.innerText();
    expect(plain.filter(([, message]) => !unspaced(sheetText).includes(unspaced(message))).map(([id]) => id)).toEqual([]);
    expect(amounts(sheetText)).toEqual(figures.sort());
    // The text reads in order whichever way it is laid out: on the sheet, each amount's "$" is drawn to the left of
    // its digits, in Arabic too (isolated from the right-to-left words around it, issue 35).
    expect(await signsDrawnAfterDigits(sheet)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshotOnRequest(page, join(screenshotDir, `95-quote-print-sheet-${locale}.png`), { fullPage: true });
  });
