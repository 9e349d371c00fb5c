import type { Browser } from '@playwright/test';
import type { BenchPage } from './let-in';

// A quote sent, as staff would: the calculator, the customer's details, a code to the customer's mobile, then the
// quote by email (the same steps as test/e2e/kiosk/quote.spec.ts). Timed from navigation to "Quote sent".

export async function timeToQuoteSent(browser: Browser, target: BenchPage): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-AU', timezoneId: 'Australia/Sydney' });
  try {
    await target.prepare?.(context);
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(target.url);
    await page.getByLabel('Purchase price').fill('7,450.50');
    await page.getByLabel('Deposit').fill('450.50');
    await page.getByLabel('Fortnightly repayment').waitFor();
    await page.getByRole('button', { name: 'Create a quote' }).click();
    await page.getByLabel('First name').fill('Jamie');
    await page.getByLabel('Last name').fill('Nguyen');
    await page.getByLabel('Email').fill('jamie.nguyen@example.com');
    await page.getByLabel('Mobile').fill('0412 345 678');
    await page.getByLabel('Description').fill('6.6 kW solar system, installed');
    await page.getByRole('radio', { name: 'Solar Panel Package' }).check();
    await page.getByRole('button', { name: 'Review quote' }).click();
    await page.getByRole('button', { name: 'Send a code to 0412 345 678' }).click();
    await page.getByText('Code sent by text to 0412 345 678.').waitFor();
    await page.getByRole('button', { name: 'Send quote by email' }).click();
    await page.getByRole('heading', { level: 1, name: 'Quote sent' }).waitFor();
    return performance.now() - started;
  } finally {
    await context.close();
  }
}
