import type { Page } from '@playwright/test';
import { alexsQuote } from './customer-at-checkout';
import { handOver } from './customer-language-words';
import { checkoutPort, expect, test } from './kiosk-world';

// K14's check that nothing the customer reads is missed: in the pseudo-locale every catalogue message is English with
// its letters accented and bracketed (⟦Ĥéļļö⟧), so a plain letter left on a customer screen is a word typed into a
// component. Excluded by rule: what the customer or the service wrote (their name, email, product, the provider's
// legal texts), money, dates, and the language chooser's own names.
test.describe.configure({ mode: 'serial' });
test.use({ hostPort: checkoutPort });

const mobile = '0433555311';
const customerData = ['Alex', 'Customer', `alex.${mobile}@example.com`, '10 kWh home battery', 'Storage Battery(s)'];

/** Every visible text and aria-label on `root` that still has a plain letter once the data excluded by rule is taken out. */
async function wordsNotFromTheCatalogue(page: Page, root: string): Promise<string[]> {
  await expect(page.locator(root).first()).toBeVisible();
  return page.evaluate(
    ({ root, data }) => {
      const excluded = '.legal, .language-choice__list';
      const money = /\$[\d,]+\.\d{2}/g;
      const date = /\b(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2} [A-Z][a-z]+ \d{4}\b/g;
      const found: string[] = [];
      const plain = (words: string) => {
        let text = words.replace(money, '').replace(date, '');
        for (const value of data) text = text.replaceAll(value, '');
        return /[A-Za-z]/.test(text);
      };
      for (const element of document.querySelectorAll(root)) {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest(excluded) || !parent.checkVisibility()) continue;
          if (plain(node.textContent ?? '')) found.push((node.textContent ?? '').trim());
        }
        // What a screen reader says for an element is read too.
        for (const labelled of element.querySelectorAll('[aria-label]'))
          if (!labelled.closest(excluded) && labelled.checkVisibility() && plain(labelled.getAttribute('aria-label') ?? ''))
            found.push(`aria-label: ${labelled.getAttribute('aria-label')}`);
      }
      return found;
    },
    { root, data: customerData },
  );
}

test('the pseudo-locale shows every customer screen’s words came from the catalogue: quote, QR, outcome, idle warning', async ({
  page,
  world,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('kiosk-pseudo-locale', 'on'));
  // The customer's idle time short enough to see "Still there?" at the end: it shows after 10 quiet seconds.
  await page.goto(`${world.host.url}?customerIdle=30`);
  await alexsQuote(page, '8000', mobile);
  await page.getByRole('button', { name: 'Send quote by email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote sent' })).toBeVisible();
  await handOver(page);
  const frame = page.locator('.customer-frame');
  await expect(frame.getByRole('heading', { level: 1 })).toContainText('⟦');
  await expect(frame.locator('.apply-qr__expiry')).toBeVisible();
  expect(await wordsNotFromTheCatalogue(page, '.customer-frame')).toEqual([]);

  // K4's "Still there?" as the customer sees it (before checkout: its return drops the short idle time's query).
  await expect(page.locator('.idle-warning')).toBeVisible({ timeout: 15_000 });
  expect(await wordsNotFromTheCatalogue(page, '.idle-warning')).toEqual([]);
  await page.locator('.idle-warning button').click();

  // The outcome, after the customer leaves the provider's form without applying.
  await frame.locator('button.button--primary').click();
  await page.getByRole('button', { name: /^Cancel and return to/ }).click();
  await page.waitForURL((url) => url.port === String(checkoutPort));
  await expect(page.locator('#outcome-heading')).toContainText('⟦');
  expect(await wordsNotFromTheCatalogue(page, '.customer-frame')).toEqual([]);
});
