import type { Page } from '@playwright/test';
import { calculate, expect, expectAccessible, screenshot, screenshotsAtEverySize, test, withSettings } from './kiosk-world';

// Issue 26, point 8: names need a letter, the idle words follow the counter, and a fortnightly repayment's fee
// is said per fortnight.

const stillThere = (page: Page) => page.getByRole('alertdialog', { name: 'Still there?' });

test('a name with no letter is refused beside its field, keeping what was typed', async ({ page, world }) => {
  await page.goto(world.host.url);
  await calculate(page, { price: '9,999' });
  await page.getByRole('button', { name: 'Create a quote' }).click();
  await page.getByLabel('First name').fill('😀');
  await page.getByLabel('Last name').fill('-500');
  await page.getByLabel('Email').fill('jamie@example.com');
  await page.getByLabel('Mobile').fill('0412 345 678');
  await page.getByLabel('Description').fill('Solar panels');
  await page.getByRole('radio', { name: 'Solar Panel Package' }).check();
  await page.getByRole('button', { name: 'Review quote' }).click();
  await expect(page.getByText('A first name needs at least one letter: numbers or symbols alone are not a name.')).toBeVisible();
  await expect(page.getByText('A last name needs at least one letter: numbers or symbols alone are not a name.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('First name')).toHaveValue('😀');
  await expect(page.getByLabel('Last name')).toHaveValue('-500');
  await screenshotsAtEverySize(page, '90-name-needs-a-letter');
  await expectAccessible(page);
  await page.getByLabel('Last name').fill('0');
  await page.getByRole('button', { name: 'Review quote' }).click();
  await expect(page.getByText('A last name needs at least one letter: numbers or symbols alone are not a name.')).toBeVisible();
  await page.getByLabel('First name').fill('Zoë');
  await page.getByLabel('Last name').fill('Nguyen-Tran');
  await page.getByRole('button', { name: 'Review quote' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review the quote' })).toBeVisible();
});

test('"Still there?" says the seconds its counter shows, as it counts', async ({ page, world }) => {
  // 24 s: quiet for 4 s, then a 20-second warning.
  await page.goto(withSettings(world.host.url, 'idle=24'));
  await calculate(page, { price: '9,999' });
  await expect(stillThere(page)).toBeVisible({ timeout: 8_000 });
  // Past the first seconds, when the words once still said the warning's full 20.
  await expect.poll(async () => Number(await stillThere(page).locator('.idle-warning__number').textContent())).toBeLessThan(17);
  // Both read in one go, so a tick cannot fall between them.
  const shown = await page.evaluate(() => ({
    counter: document.querySelector('.idle-warning__number')?.textContent,
    words: document.getElementById('idle-warning-text')?.textContent,
  }));
  expect(shown.words).toContain(`the screen clears in ${shown.counter} seconds`);
  await screenshot(page, '91-idle-words-follow-the-counter');
  await expectAccessible(page);
});

test('the account-keeping fee is said per fortnight beside the fortnightly repayment', async ({ page, world }) => {
  await page.goto(world.host.url);
  await calculate(page, { price: '7,450.50', deposit: '450.50', term: '24 months' });
  const fees = page.getByRole('definition').filter({ hasText: 'in each repayment' });
  await expect(fees).toHaveText('$4.60 a fortnight ($2.30 a week), in each repayment');
  await screenshotsAtEverySize(page, '92-fee-per-fortnight');
  await expectAccessible(page);
});
