import type { Page } from '@playwright/test';
import { alexsQuote, handOverFromReview } from './customer-at-checkout';
import { calculate, expect, expectAccessible, fillCustomer, screenshotsAtEverySize, test, withSettings } from './kiosk-world';
import { casey } from './walk-in-customer';

// "Still there?" before the idle wipe (K4), and customer mode's longer idle time that outlives a reload (K6). The idle
// limits run on the page's clock (page.clock), which the tests move on: no test waits out a limit (issue 36). The
// words that follow the counter: test/component/components/idle-warning-dialog.test.tsx.

const stillThere = (page: Page) => page.getByRole('alertdialog', { name: 'Still there?' });

async function secondsLeft(page: Page): Promise<number> {
  return Number(await stillThere(page).locator('.idle-warning__number').textContent());
}

test.describe('the idle warning (K4)', () => {
  test('"Still there?" counts down 20 s, is announced, and "I’m still here" keeps everything', async ({ page, world }) => {
    // 24 s: quiet for 4 s, then the full 20-second warning.
    await page.clock.install();
    await page.goto(withSettings(world.host.url, 'idle=24'));
    await calculate(page, { price: '9,999' });
    await fillCustomer(page, casey);
    await page.clock.runFor(4_000);
    await expect(stillThere(page)).toBeVisible();
    // The words follow the counter (issue 26): 20 as it opens, 19 a second on.
    await expect(stillThere(page)).toContainText(/the screen clears in (20|19) seconds/);
    await expect(page.getByRole('button', { name: 'I’m still here' })).toBeFocused();
    // Issue 38: the page behind is covered, not dimmed: whoever walks up cannot read the customer's details behind it.
    const backdrop = await stillThere(page).evaluate((dialog) => getComputedStyle(dialog, '::backdrop').backgroundColor);
    expect(backdrop).toBe('rgb(238, 242, 246)');
    const first = await secondsLeft(page);
    expect(first).toBeGreaterThan(15);
    await page.clock.runFor(1_000);
    await expect.poll(() => secondsLeft(page)).toBeLessThan(first);
    // The alert dialog announced the time as it opened; the live region speaks once more, at halfway, never every second.
    const halfway = stillThere(page).getByRole('status').filter({ hasText: '10 seconds or less before the screen is cleared.' });
    await expect(halfway).toHaveCount(0);
    await screenshotsAtEverySize(page, '70-idle-warning');
    await expectAccessible(page);
    // On to halfway, however long the pictures took: the countdown's own seconds, run as they would pass.
    await page.clock.runFor(((await secondsLeft(page)) - 10) * 1_000);
    await expect(halfway).toHaveCount(1);
    expect(await secondsLeft(page)).toBeLessThanOrEqual(10);
    await page.getByRole('button', { name: 'I’m still here' }).click();
    await expect(stillThere(page)).toBeHidden();
    await expect(page.getByText('casey.lee@example.com', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check the quote with the customer' })).toBeVisible();
  });

  test('with no answer, the countdown ends in the wipe: every trace goes', async ({ page, world }) => {
    // 6 s: quiet for 3 s, then a 3-second warning.
    await page.clock.install();
    await page.goto(withSettings(world.host.url, 'idle=6'));
    await calculate(page, { price: '9,999' });
    await fillCustomer(page, casey);
    await page.clock.runFor(3_000);
    await expect(stillThere(page)).toBeVisible();
    await page.clock.runFor(3_000);
    await expect(stillThere(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Repayment calculator' })).toBeVisible();
    await expect(page.getByLabel('Purchase price')).toHaveValue('');
    await page.getByRole('button', { name: 'New quote' }).click();
    await expect(page.locator('body')).not.toContainText('Casey');
    await expect(page.locator('body')).not.toContainText('9,999');
  });
});

test.describe('customer mode: a longer idle time, and a reload keeps it (K6)', () => {
  test('waits longer than staff, survives a reload, and its wipe forgets the hand-over in main too', async ({ page, world }) => {
    // Staff: warned after 4 s, wiped at 8 s. Customer: warned after 8 s, wiped at 16 s.
    await page.clock.install();
    await page.goto(withSettings(world.host.url, 'idle=8&customerIdle=16'));
    await alexsQuote(page, '5,000.00', '0411000020');
    await handOverFromReview(page);
    // The page's time stops 6 s on, past staff's warning and short of the customer's, and moves only as the test says.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 6_000);
    await expect(stillThere(page)).toHaveCount(0);
    // Two seconds on at once: the warning opens, and its first second stays on the screen while the test reads it.
    await page.clock.fastForward(2_000);
    await expect(stillThere(page)).toBeVisible();
    await expect(stillThere(page)).toContainText('For your privacy, this screen clears in 8 seconds');
    await page.getByRole('button', { name: 'I’m still here' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello Alex, here is your quote' })).toBeVisible();

    // A reload while locked: main still holds the customer's screen.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello Alex, here is your quote' })).toBeVisible();
    await expect(page.getByText('$5,000.00').first()).toBeVisible();
    await expect(page.getByText('10 kWh home battery (Storage Battery(s))')).toBeVisible();
    await expect(page.locator('.legal').first()).toContainText('SANDBOX');
    await expect(page.getByRole('button', { name: 'Start my application' })).toBeEnabled();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    // Nobody answers: the customer's screen goes, and a reload does not bring it back (K4).
    await page.clock.runFor(8_000);
    await expect(stillThere(page)).toBeVisible();
    await page.clock.runFor(8_000);
    await expect(page.getByRole('heading', { level: 1, name: 'This kiosk is locked' })).toBeVisible();
    // The page's wipe tells main to forget the hand-over, which a reload would read back: main has none to give now.
    const keptInMain = () =>
      page.evaluate(async () => {
        const kept = await window.kiosk.handOver.read();
        return kept.ok ? kept.data.handOver : kept.error.message;
      });
    await expect.poll(keptInMain).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'This kiosk is locked' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Alex');
    await expect(page.locator('body')).not.toContainText('5,000.00');
  });
});
