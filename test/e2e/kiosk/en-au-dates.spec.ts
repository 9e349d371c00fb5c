import { expect, type Page } from '@playwright/test';
import config from '../../../playwright.config';
import { chromiumLanguageFlags } from '../../../main/browser-host/chromium-language';
import { alexsQuote, handOverFromReview, unlock } from './customer-at-checkout';
import { atKiosk, screenshot, screenshotsAtEverySize, test } from './kiosk-world';

// En-AU everywhere, whatever the browser (issue 25): someone else's Chromium, started in en-US, writes dates month
// first (10/27/2026); the kiosk's date fields and the provider's form still read and show them day first, and
// what crosses the contract and lands in the service is D4's YYYY-MM-DD. The kiosk's own day fields (month first
// explained, a backwards range, D4 days sent): test/component/components/dated-list.test.tsx.

const launchOptions = config.use?.launchOptions ?? {};
test.use({
  locale: 'en-US',
  launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), '--lang=en-US', '--accept-lang=en-US,en'] },
});

/** The browser really is month first: what a date input or an unset locale would have shown. */
async function expectMonthFirstBrowser(page: Page): Promise<void> {
  const spoken = await page.evaluate(() => [navigator.language, new Date(2026, 9, 27).toLocaleDateString()]);
  expect(spoken).toEqual(['en-US', '10/27/2026']);
}

test('a date of birth typed 14031985 on the provider’s form in an en-US browser lands as 14 March 1985', async ({ page, world }) => {
  const mobile = '0411031985';
  await page.goto(world.host.url);
  await expectMonthFirstBrowser(page);
  await alexsQuote(page, '5,000.00', mobile);
  await handOverFromReview(page);
  await page.getByRole('button', { name: 'Start my application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await expectMonthFirstBrowser(page);

  const dob = page.getByLabel('Date of birth');
  await expect(dob).toHaveAttribute('type', 'text');
  await expect(dob).toHaveAttribute('inputmode', 'numeric');
  await expect(dob).toHaveAccessibleDescription(/^Day, month and year, like 14\/03\/1985\./);
  await page.getByLabel('Title', { exact: true }).selectOption({ label: 'Ms' });
  await page.getByRole('radio', { name: 'Driver licence' }).check();
  await page.getByLabel('Identification number').fill('12345678');

  // Month first, as an en-US date input would have taken it: the form's plain words, and what was typed kept.
  await dob.fill('03/14/1985');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Enter a real date of birth. There is no month 14. The day comes first, as in 14/03/1985',
  );
  await expect(dob).toHaveValue('03/14/1985');
  await expect(dob).toHaveAttribute('aria-invalid', 'true');
  await screenshotsAtEverySize(page, '133-en-us-provider-form-month-first', dob);

  await dob.fill('14031985');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Secure code').fill(await world.latestCode(mobile));
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByText('14 March 1985')).toBeVisible();
  await page.getByRole('link', { name: 'Change your details' }).click();
  await expect(dob).toHaveValue('14/03/1985');
  await screenshotsAtEverySize(page, '134-en-us-provider-form-day-first', dob);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('I have read and accept the terms and conditions').check();
  await page.getByLabel('I have read and accept the privacy policy').check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.waitForURL(atKiosk(world));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Alex, your application is in' })).toBeVisible();

  // What the service stored (D4), and what staff see of it.
  const application = world
    .service()
    .sandbox.state.applications.find((candidate) => candidate.applicants[0]?.email === `alex.${mobile}@example.com`);
  expect(application?.applicants[0]?.dob).toBe('1985-03-14');
  await unlock(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Applications' }).click();
  await page.getByLabel('Search by name or reference').fill('Alex Customer');
  await page.getByRole('button', { name: `Open application ${application?.id ?? ''}` }).click();
  await expect(page.getByText(`alex.${mobile}@example.com · ${mobile} · born 14 Mar 1985`)).toBeVisible();
  await screenshot(page, '135-en-us-application-born');
});

test('the browser host starts Chromium speaking en-AU: navigator.language and Accept-Language', async ({ playwright, world }) => {
  const browser = await playwright.chromium.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), ...chromiumLanguageFlags] });
  try {
    // `locale` left unset on purpose: Playwright would otherwise give this context the file's en-US.
    const page = await (await browser.newContext({ locale: undefined })).newPage();
    // Another browser: let in with an address of its own (K15).
    const answer = await page.goto(world.host.newAddress());
    expect((await answer?.request().allHeaders())?.['accept-language']).toMatch(/^en-AU\b/);
    expect(await page.evaluate(() => navigator.language)).toBe('en-AU');
  } finally {
    await browser.close();
  }
});
