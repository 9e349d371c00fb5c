import { expect, type Page, type Request } from '@playwright/test';
import { z } from 'zod';
import config from '../../../playwright.config';
import { chromiumLanguageFlags } from '../../../main/browser-host/chromium-language';
import { bridgePathPrefix } from '../../../shared/contract/bridge';
import { dayFirst } from '../../../shared/dates/day-first';
import { addDays } from '../../../shared/dates/utc-day';
import { clockReading } from '../../../shared/wire/control';
import { alexsQuote, handOverFromReview, unlock } from './customer-at-checkout';
import { dayIn } from './day-fields';
import { atKiosk, expectAccessible, screenshot, screenshotsAtEverySize, test, type KioskWorld } from './kiosk-world';

// En-AU everywhere, whatever the browser (issue 25): someone else's Chromium, started in en-US, writes dates month
// first (10/27/2026); the kiosk's date fields and the provider's form still read and show them day first, and
// what crosses the contract and lands in the service is D4's YYYY-MM-DD.

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

/** Today by the training sandbox's clock, in the kiosk's time zone: where the lists' 30 days end. */
async function sandboxToday(world: KioskWorld): Promise<string> {
  const { clock } = z.object({ clock: clockReading }).parse(await (await fetch(`${world.sandbox().baseUrl}/sandbox/v1/clock`)).json());
  // D4: the lists' dates are whole UTC days.
  return new Date(clock.now).toISOString().slice(0, 10);
}

const isQuotesList = (request: Request) => new URL(request.url()).pathname === `${bridgePathPrefix}quotes:list`;

test('the lists’ date fields read DD/MM/YYYY in an en-US browser, explain a month-first date, and send D4 days', async ({
  page,
  world,
}) => {
  await page.goto(world.host.url);
  await expectMonthFirstBrowser(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Quotes' }).click();
  await expect(page.getByText('Loading quotes…')).toBeHidden();

  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  const today = await sandboxToday(world);
  await expect(to).toHaveValue(dayFirst(today));
  // "Last 30 days": today and the 29 days before, as Branch counts them.
  await expect(from).toHaveValue(dayFirst(addDays(today, -29)));
  await expect(to).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(from).toHaveAccessibleDescription('DD/MM/YYYY');
  await screenshotsAtEverySize(page, '130-en-us-browser-quotes-dates');

  // Typed month first, as the browser's own date input would have had it: said plainly, kept as typed, nothing sent.
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (isQuotesList(request)) sent.push(request);
  });
  await from.fill('10/27/2025');
  await from.press('Tab');
  // Said once the list is asked for, not as the field is left: an error appearing then would move the button from under a finger.
  await expect(from).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Show quotes' }).click();
  await expect(from).toBeFocused();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toHaveAccessibleDescription('DD/MM/YYYY There is no month 27. The day comes first, as in 27/10/2025.');
  await expect(from).toHaveValue('10/27/2025');
  expect(sent).toEqual([]);
  await expectAccessible(page);
  await screenshotsAtEverySize(page, '131-en-us-browser-month-first-refused');

  // A last day before the first is refused beside it too (D4 would answer "Invalid date").
  await from.fill('27102025');
  await to.fill('1/1/2025');
  await page.getByRole('button', { name: 'Show quotes' }).click();
  await expect(to).toBeFocused();
  await expect(to).toHaveAccessibleDescription('DD/MM/YYYY This is before the From date (27/10/2025).');
  await expect(from).toHaveValue('27/10/2025');
  expect(sent).toEqual([]);
  await screenshotsAtEverySize(page, '132-en-us-browser-range-backwards');

  // Day first, any of the ways people type it: written back one way, and D4's YYYY-MM-DD crosses the contract.
  await to.fill('31.12.2025');
  const listed = page.waitForRequest(isQuotesList);
  await page.getByRole('button', { name: 'Show quotes' }).click();
  expect((await listed).postDataJSON()).toMatchObject({ startDate: '2025-10-27', endDate: '2025-12-31' });
  await expect(to).toHaveValue('31/12/2025');
  expect(await dayIn(to)).toBe('2025-12-31');
  await expect(page.getByText('Loading quotes…')).toBeHidden();
  await expect(to).not.toHaveAttribute('aria-invalid');
});

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
