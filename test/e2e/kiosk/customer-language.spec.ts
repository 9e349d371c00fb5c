import type { Page } from '@playwright/test';
import { customerLocales, type CustomerLocale } from '../../../shared/customer-locales';
import { alexsQuote, staffPin } from './customer-at-checkout';
import { catalogueWords, handOver } from './customer-language-words';
import { atKiosk, expect, expectAccessible, screenshot, test } from './kiosk-world';

// K14: the customer reads their screens in their own language: chosen on their first screen (each language in its
// own name), or preset by staff on the review; Arabic mirrors with its amounts left to right; the amounts are the
// same en-AU dollars in every language; checkout's return and a reload keep the language; Next customer is English.

const ownNames: Record<CustomerLocale, string> = {
  'en-AU': 'English',
  'zh-Hans': '简体中文',
  ar: 'العربية',
  vi: 'Tiếng Việt',
  'zh-Hant': '繁體中文',
  pa: 'ਪੰਜਾਬੀ',
  el: 'Ελληνικά',
  it: 'Italiano',
  hi: 'हिन्दी',
};

/** The chooser's label and its nine names on one row on the small laptop (1024×768), whatever the language. */
async function expectChooserOnOneRow(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1024, height: 768 });
  const rows = await page.locator('.language-choice').evaluate((choice) =>
    [...choice.querySelectorAll('.language-choice__label, .language-choice__option')].map((each) => {
      const box = each.getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    }),
  );
  expect(Math.max(...rows) - Math.min(...rows)).toBeLessThan(8);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('each language’s own words on the customer’s screen, the same dollars in each, Arabic mirrored', async ({ page, world }) => {
  await page.goto(world.host.url);
  await alexsQuote(page, '5,000.00', '0411000051');
  await handOver(page);
  const frame = page.locator('.customer-frame');
  // Found by its place, not its name: the name is in the language on screen.
  const choice = page.locator('.language-choice');
  await expect(frame).toHaveAttribute('lang', 'en-AU');
  const englishAmounts = await frame.locator('.summary bdi[dir="ltr"]').allTextContents();
  expect(englishAmounts[0]).toBe('$5,000.00');
  await expectChooserOnOneRow(page);

  for (const locale of customerLocales.filter((each) => each !== 'en-AU')) {
    // Each option is written in its own language and says so, so a screen reader reads it right.
    const option = choice.getByRole('button', { name: ownNames[locale], exact: true });
    await expect(option).toHaveAttribute('lang', locale);
    await option.click();
    await expect(frame).toHaveAttribute('lang', locale);
    await expect(option).toHaveAttribute('aria-pressed', 'true');
    const heading = catalogueWords('customer', locale, 'customer.quote.title', { firstName: 'Alex' });
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: catalogueWords('customer', locale, 'customer.apply.start') })).toBeVisible();
    await expect(frame.getByText(catalogueWords('customer', locale, 'customer.legal.englishCounts'))).toBeVisible();
    await expect(frame.getByText(catalogueWords('hand-over', locale, 'handOver.environment.training'))).toBeVisible();
    // Money stays en-AU AUD, digit for digit, in every language (K14).
    expect(await frame.locator('.summary bdi[dir="ltr"]').allTextContents()).toEqual(englishAmounts);
    await expect(frame).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    if (locale === 'ar') {
      // Mirrored: the bar's title starts on the right, the Staff button sits on the left.
      const title = await frame.locator('.customer-bar .brand__name').boundingBox();
      const staff = await frame.locator('.customer-bar button').boundingBox();
      expect(title && staff && title.x > staff.x).toBe(true);
    }
    await expectChooserOnOneRow(page);
    if (locale === 'ar' || locale === 'zh-Hans') await expectAccessible(page);
    // Looked at (issue 35): each script, and the languages whose readers changed the most.
    if (['ar', 'zh-Hans', 'vi', 'el', 'it'].includes(locale)) {
      await screenshot(page, `28-customer-language-${locale}-1280x800`);
      await page.setViewportSize({ width: 1024, height: 768 });
      await screenshot(page, `28-customer-language-${locale}-1024x768`);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  }

  // Arabic through the provider's (English) form and back: the outcome is still in Arabic, and after a reload too.
  await choice.getByRole('button', { name: ownNames.ar, exact: true }).click();
  await expect(frame).toHaveAttribute('lang', 'ar');
  await page.getByRole('button', { name: catalogueWords('customer', 'ar', 'customer.apply.start') }).click();
  await page.getByRole('button', { name: /^Cancel and return to/ }).click();
  await page.waitForURL(atKiosk(world));
  const notSent = page.getByRole('heading', { level: 1, name: catalogueWords('outcome', 'ar', 'outcome.notSent') });
  await expect(notSent).toBeVisible();
  await expect(page.locator('.customer-frame')).toHaveAttribute('dir', 'rtl');
  await screenshot(page, '28-customer-language-ar-outcome-1280x800');
  await page.reload();
  await expect(notSent).toBeVisible();
});

test('staff preset the language on the review; Next customer is back in English', async ({ page, world }) => {
  await page.goto(world.host.url);
  await alexsQuote(page, '3,000.00', '0411000052');
  const preset = page.getByLabel('Customer’s language');
  await expect(preset).toHaveValue('en-AU');
  await preset.selectOption({ label: 'Tiếng Việt' });
  await handOver(page);
  const heading = catalogueWords('customer', 'vi', 'customer.quote.title', { firstName: 'Alex' });
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('.customer-frame')).toHaveAttribute('lang', 'vi');
  await page.getByRole('button', { name: catalogueWords('customer', 'vi', 'customer.bar.staff') }).click();
  await page.getByLabel('Staff PIN', { exact: true }).fill(staffPin);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Next customer' }).click();
  // The quote handed over was never sent, so Next customer asks first (its dialog loads on that first ask).
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByLabel('Purchase price')).toHaveValue('');
  await alexsQuote(page, '3,000.00', '0411000053');
  await expect(page.getByLabel('Customer’s language')).toHaveValue('en-AU');
});
