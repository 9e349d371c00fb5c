import type { Page } from '@playwright/test';
import {
  calculate,
  expect,
  expectAccessible,
  expectTouchTargets,
  fillCustomer,
  screenshotsAtEverySize,
  test,
  injectFault,
} from './kiosk-world';
import { dayIn } from './day-fields';

// A quote's detail view from Get Quote (every figure, where it stands in plain words, the list's
// Resend and confirmed Cancel), and the capture's document types from Get Application Document Types (D16).

// Not Priya Raman: she is the demo branch's administrator, the one who sends the quote (D28).
const mei = {
  first: 'Mei',
  last: 'Tanaka',
  email: 'mei.tanaka@example.com',
  mobile: '0455 123 987',
  description: 'Ducted heat pump',
  category: 'Air-Conditioning',
};

// GET reads are tried three times (main/vendor): three faults make one failed read.
const triesPerRead = 3;

/** What the detail view says next to one of its labels. */
function fact(page: Page, label: string) {
  return page.locator('dl.facts dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

async function emailsTo(page: Page, to: string): Promise<number> {
  return page.evaluate(async (address) => {
    const result = await window.kiosk.training.messages({ to: address });
    return result.ok ? result.data.messages.filter((message) => message.code === undefined).length : -1;
  }, to);
}

test('a quote opened from the list: every figure, plain status, Resend, and a confirmed Cancel that leaves no actions', async ({
  page,
  world,
}) => {
  await page.goto(world.host.url);
  await calculate(page, { price: '6,300', deposit: '300' });
  await fillCustomer(page, mei);
  await page.getByRole('button', { name: 'Send quote by email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote sent' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Quotes' }).click();
  await expect(page.getByText('Loading quotes…')).toBeHidden();
  const range = {
    startDate: await dayIn(page.getByLabel('From', { exact: true })),
    endDate: await dayIn(page.getByLabel('To', { exact: true })),
  };
  await page.getByLabel('Search by name, email or mobile').fill('Mei');
  await page.getByRole('button', { name: 'Open quote for Mei Tanaka' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Quote for Mei Tanaka' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Quotes' })).toHaveAttribute('aria-current', 'page');
  const quote = await page.evaluate(async (dates) => {
    const list = await window.kiosk.quotes.list(dates);
    const id = list.ok ? list.data.quotes.find((each) => each.applicant_email === 'mei.tanaka@example.com')?.id : undefined;
    const got = id === undefined ? undefined : await window.kiosk.quotes.get({ id });
    return got?.ok ? got.data : undefined;
  }, range);
  expect(quote).toBeDefined();

  await expect(fact(page, 'Name')).toHaveText('Mei Tanaka');
  await expect(fact(page, 'Email')).toHaveText('mei.tanaka@example.com');
  await expect(fact(page, 'Mobile')).toHaveText('0455 123 987');
  await expect(fact(page, 'Product')).toContainText('Ducted heat pump');
  await expect(fact(page, 'Product')).toContainText('Air-Conditioning');
  await expect(fact(page, 'Purchase price')).toHaveText('$6,300.00');
  await expect(fact(page, 'Deposit')).toHaveText('$300.00');
  await expect(fact(page, 'Amount financed')).toHaveText('$6,000.00');
  await expect(fact(page, 'Term')).toHaveText('24 months');
  // D19: ceil((600000 + 7500) / 52) + 460 = 12143 cents, a first-time customer's with the establishment fee.
  await expect(fact(page, 'Repayments')).toContainText('52 × $121.43 a fortnight');
  await expect(fact(page, 'Sent by')).toHaveText(quote?.team_member ?? 'no quote');
  await expect(fact(page, 'Sent on').locator('time')).toHaveAttribute('datetime', quote?.created ?? 'no quote');
  await expect(fact(page, 'Expires on').locator('time')).toHaveAttribute('datetime', quote?.expires ?? 'no quote');
  await expect(page.locator('.quote-detail .chip')).toHaveText('Sent');
  await expect(page.locator('main')).not.toContainText('SENT');
  await expectAccessible(page);
  await expectTouchTargets(page);
  await screenshotsAtEverySize(page, '64-quote-detail');

  const before = await emailsTo(page, mei.email);
  await page.getByRole('button', { name: 'Resend quote to Mei Tanaka' }).click();
  await expect(page.getByText('Sent again.', { exact: true })).toBeVisible();
  expect(await emailsTo(page, mei.email)).toBe(before + 1);

  await page.getByRole('button', { name: 'Cancel quote for Mei Tanaka' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the quote for Mei Tanaka?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep the quote' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.quote-detail .chip')).toHaveText('Sent');

  await page.getByRole('button', { name: 'Cancel quote for Mei Tanaka' }).click();
  await dialog.getByRole('button', { name: 'Cancel the quote' }).click();
  await expect(page.getByText('Cancelled.', { exact: true })).toBeVisible();
  await expect(page.locator('.quote-detail .chip')).toHaveText('Cancelled');
  // D17: the service would refuse both now, so neither is offered, and the screen says why.
  await expect(page.getByRole('button', { name: 'Resend quote to Mei Tanaka' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel quote for Mei Tanaka' })).toHaveCount(0);
  await expect(page.getByText(/^No actions: this quote was cancelled/)).toBeVisible();
  await expectAccessible(page);
  await screenshotsAtEverySize(page, '65-quote-detail-cancelled');

  // Back on the list: the search as it was, and the quote as it is now.
  await page.getByRole('button', { name: 'Back to quotes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  await expect(page.getByLabel('Search by name, email or mobile')).toHaveValue('Mei');
  const row = page.locator('table tbody tr', { hasText: 'mei.tanaka@example.com' });
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
});

test('the capture offers the document types the service answers, and D16’s list quietly when it cannot answer', async ({ page, world }) => {
  const labels = {
    INVOICE: 'Invoice',
    STC: 'Small-scale technology certificate (STC) form',
    CCA: 'Customer completion acknowledgement (CCA)',
  } as const;
  await page.goto(world.host.url);
  const openCapture = async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Applications' }).click();
    await expect(page.getByText('Loading applications…')).toBeHidden();
    await page
      .getByRole('button', { name: /^Open application \d+$/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Add an invoice or form' })).toBeVisible();
  };
  const options = page.getByLabel('What is it?').locator('option');

  // The service fails: D16's known list, and nothing alarming.
  await injectFault(world, 'getApplicationDocumentTypes', 'error', triesPerRead);
  await openCapture();
  await expect(options).toHaveText([labels.INVOICE, labels.STC, labels.CCA]);
  await expect(page.locator('.capture-card .notice--failed')).toHaveCount(0);
  await expect(page.getByLabel('What is it?')).toBeEnabled();

  // The service answers: exactly its types, in its order.
  const answered = await page.evaluate(async () => {
    const result = await window.kiosk.documents.types();
    return result.ok ? result.data.documentTypes : [];
  });
  expect(answered).toEqual(['INVOICE', 'STC', 'CCA']);
  await page.getByRole('button', { name: 'Back to applications' }).click();
  await openCapture();
  await expect(options).toHaveText(answered.map((type) => labels[type]));
  await page.getByLabel('What is it?').selectOption({ label: labels.STC });
  await expect(page.getByLabel('What is it?')).toHaveValue('STC');
});
