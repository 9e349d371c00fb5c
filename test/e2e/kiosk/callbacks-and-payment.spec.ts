import type { Page } from '@playwright/test';
import { callTimeWords } from '../../../renderer/screens/callbacks/call-slot-words';
import type { RunningSandbox } from '../../../sandbox';
import { earliestCallSlot } from '../../../shared/callouts/call-slot';
import { openDesk } from './applications-desk';
import {
  calculate,
  expect,
  expectAccessible,
  expectTouchTargets,
  fillCustomer,
  screenshotsAtEverySize,
  test,
  type KioskWorld,
} from './kiosk-world';

// A call-back is booked only after staff see who is called, on which number and when (D18),
// and is listed under Call-backs from the outbox record (K8); payment warns without an invoice and is never asked twice
// while the customer has not confirmed (D14, K7-style).

const customer = {
  first: 'Jamie',
  last: 'Nguyen',
  email: 'callback.jamie@example.com',
  mobile: '0412 345 678',
  description: '6.6 kW solar system, installed',
  category: 'Solar Panel Package',
};

/** Callouts have no list to look in over HTTP (K7), so the sandbox's own state is counted. */
function calloutsFor(world: KioskWorld, email: string): number {
  return world.service().sandbox.state.callouts.filter((callout) => callout.email === email).length;
}

/** D18 by the sandbox's clock, in the browser's zone (Sydney, playwright.config.ts). */
function slotWords(sandbox: RunningSandbox): string {
  return callTimeWords(earliestCallSlot(sandbox.sandbox.now()), 'Australia/Sydney');
}

test('a call-back: the confirm step shows the slot first, Not now books nothing, Book books and the list shows it', async ({
  page,
  world,
}) => {
  await page.goto(world.host.url);
  await calculate(page, { price: '12,000' });
  await fillCustomer(page, customer);
  await expect(page.getByRole('heading', { level: 1, name: 'Review the quote' })).toBeVisible();

  const ask = page.getByRole('button', { name: 'Ask the provider to call the customer' });
  await ask.click();
  const dialog = page.getByRole('dialog', { name: 'Ask the provider to call Jamie Nguyen?' });
  await expect(dialog).toBeVisible();
  const before = slotWords(world.service());
  await expect(dialog.getByText(/from now\)$/)).toBeVisible();
  const shown = (await dialog.locator('dd strong').textContent()) ?? '';
  // The estimate is the sandbox's D18 slot (a quarter hour may have turned meanwhile).
  expect([before, slotWords(world.service())]).toContain(shown);
  await expect(dialog).toContainText('0412 345 678');
  await expect(dialog).toContainText('The provider books the earliest time it has free, this one, and takes no other.');
  await expect(dialog).toContainText('Monday to Friday, 9 am to 5 pm Sydney time, at least an hour after the request.');
  await expectAccessible(page);
  await expectTouchTargets(page);
  await screenshotsAtEverySize(page, '41-callback-confirm');

  // Not now: nothing is booked, nothing is written down.
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  await expect(ask).toBeFocused();
  expect(calloutsFor(world, customer.email)).toBe(0);
  await expect(page.getByRole('button', { name: 'Outbox, nothing waiting' })).toBeVisible();

  // Escape is "Not now" too.
  await ask.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(calloutsFor(world, customer.email)).toBe(0);

  await ask.click();
  await dialog.getByRole('button', { name: 'Book the call' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Call booked' })).toBeVisible();
  expect(calloutsFor(world, customer.email)).toBe(1);
  const booked = world.service().sandbox.state.callouts.find((callout) => callout.email === customer.email);
  const bookedWords = callTimeWords(booked?.call_datetime ?? 0, 'Australia/Sydney');
  expect(bookedWords).toBe(shown);
  await expect(page.getByRole('status').filter({ hasText: 'will call' })).toContainText(bookedWords);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Call-backs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Call-backs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1 call-back' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Jamie Nguyen' });
  await expect(row).toContainText('0412 345 678');
  await expect(row).toContainText('$12,000.00');
  await expect(row).toContainText('Booked');
  await expect(row).toContainText(bookedWords);
  await expectAccessible(page);
  await screenshotsAtEverySize(page, '42-callbacks-list');

  // K4: Next customer leaves the list; it is read again from the outbox, for staff, when they come back to it.
  await page.getByRole('button', { name: 'Next customer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Call-backs' })).toBeHidden();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Call-backs' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Jamie Nguyen' })).toContainText(bookedWords);
});

async function openApplication(page: Page, id: string): Promise<void> {
  await openDesk(page);
  await page.getByRole('button', { name: `Open application ${id}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Application ${id}` })).toBeVisible();
}

/** An approved application on the desk with no documents yet (the demo data has none on most). */
async function approvedWithoutDocuments(page: Page): Promise<string> {
  await openDesk(page);
  await page.getByLabel('Status').selectOption({ label: 'Approved' });
  const ids = (await page.getByRole('button', { name: /^Open application \d+$/ }).allTextContents()).map((text) => text.trim());
  const found = await page.evaluate(async (candidates) => {
    for (const applicationId of candidates) {
      const documents = await window.kiosk.documents.list({ applicationId });
      if (documents.ok && documents.data.documents.length === 0) return applicationId;
    }
    return null;
  }, ids);
  if (found === null) throw new Error('no approved application without documents on the desk');
  await page.getByLabel('Status').selectOption({ label: 'Any status' });
  return found;
}

test('payment: warned with no invoice, then "requested — waiting", kept on reopening and reload, never asked twice', async ({
  page,
  world,
}) => {
  await page.goto(world.host.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const id = await approvedWithoutDocuments(page);
  await openApplication(page, id);

  const card = page.getByRole('region', { name: 'Payment' });
  const noInvoice = 'No invoice has been uploaded from this kiosk, and the provider lists none on this application.';
  await expect(card.getByText(noInvoice)).toBeVisible();
  const request = card.getByRole('button', { name: 'Request payment' });
  await request.click();
  const dialog = page.getByRole('dialog', { name: 'Request payment?' });
  await expect(dialog.getByText(noInvoice)).toBeVisible();
  await expectAccessible(page);
  await screenshotsAtEverySize(page, '43-payment-no-invoice');
  await dialog.getByRole('button', { name: 'Not yet' }).click();
  await expect(dialog).toBeHidden();
  expect(world.service().sandbox.state.applications.find((each) => each.id === id)?.status).toBe('APPROVED');

  await request.click();
  await dialog.getByRole('button', { name: 'Request anyway' }).click();
  const waiting = card.getByText(
    /^Payment requested on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m — waiting for the customer’s confirmation\.$/,
  );
  await expect(waiting).toBeVisible();
  await expect(request).toBeDisabled();
  await expect(request).toHaveAccessibleDescription(
    'Not again: the customer has been asked already. Once they confirm, the status changes to Paid.',
  );
  await expectAccessible(page);
  await screenshotsAtEverySize(page, '44-payment-requested', card);

  // Reopened, and after a reload: the request is read back from the outbox record.
  await page.getByRole('button', { name: 'Back to applications' }).click();
  await openApplication(page, id);
  await expect(waiting).toBeVisible();
  await expect(request).toBeDisabled();
  await page.reload();
  await openApplication(page, id);
  await expect(waiting).toBeVisible();
  await expect(request).toBeDisabled();

  // Main refuses a second request for the same application while its status stands.
  const second = await page.evaluate(async (applicationId) => window.kiosk.applications.requestPayment({ id: applicationId }), id);
  expect(second).toMatchObject({ ok: false, error: { code: 'refused', message: expect.stringMatching(/already requested/) } });
});

test('payment with an invoice from this kiosk: no warning, asked plainly', async ({ page, world }) => {
  await page.goto(world.host.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const id = await approvedWithoutDocuments(page);
  const uploaded = await page.evaluate(async (applicationId) => {
    const answer = await window.kiosk.documents.upload({
      applicationId,
      invoice_type: 'INVOICE',
      filename: 'invoice.pdf',
      filecontent: btoa('%PDF-1.4 invoice'),
    });
    return answer.ok && answer.data.state;
  }, id);
  expect(uploaded).toBe('sent');
  await openApplication(page, id);
  const card = page.getByRole('region', { name: 'Payment' });
  await expect(card.getByRole('button', { name: 'Request payment' })).toBeEnabled();
  await expect(card.getByText(/No invoice/)).toHaveCount(0);
  await card.getByRole('button', { name: 'Request payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request payment?' });
  await expect(dialog.getByText(/No invoice/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Yes, request payment' }).click();
  await expect(card.getByText(/— waiting for the customer’s confirmation\.$/)).toBeVisible();
});
