import { firstStaffPin } from '../../fixtures/first-staff-pin';
import type { Page } from '@playwright/test';
import { calculate, expect, expectAccessible, expectKeyboardReachable, screenshot, screenSizes, test } from './kiosk-world';

// What needs a real browser's layout and focus: a skip link, and nothing off screen or covered from 1024×768 up.
// Each field's message, the focus after a failed "Review quote", the Tab order to the category tiles and the popular
// terms' choice are the screens' own rules: test/component/screens/calculator/ and test/component/screens/quotes/.

const customer = {
  first: 'Alexandra',
  last: 'Montgomery-Richardson',
  email: 'alexandra.montgomery-richardson@sunrise-solar-northern-beaches.example.com',
  description: '6.6 kW solar system, installed',
  category: 'Solar Panel Package',
};

function nav(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: true });
}

/** The page does not scroll sideways, and every control of the header is inside the window (above the fold at the top). */
async function expectFitsWindow(page: Page, where: string): Promise<void> {
  const fit = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? Infinity,
    innerWidth,
    offScreen: [...document.querySelectorAll<HTMLElement>('.topbar button, .topbar a[href]')]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const top = box.top + scrollY;
        return box.left < 0 || box.right > innerWidth || top < 0 || top + box.height > innerHeight;
      })
      .map((control) => control.textContent?.trim() ?? ''),
    // A list's control cut off at the side, by the window or by the table's own scroll box (a strip of captured pages
    // scrolls sideways on purpose, and is not measured here).
    clipped: [...document.querySelectorAll<HTMLElement>('main table button, main table a[href]')]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.left < 0 || box.right > innerWidth) return box.width > 0;
        for (let box2 = control.parentElement; box2; box2 = box2.parentElement) {
          if (getComputedStyle(box2).overflowX === 'visible') continue;
          const edge = box2.getBoundingClientRect();
          if (box.left < edge.left - 1 || box.right > edge.right + 1) return true;
        }
        return false;
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? ''),
  }));
  expect(fit.scrollWidth, `${where}: the page is wider than the window`).toBeLessThanOrEqual(fit.innerWidth);
  expect(fit.offScreen, `${where}: header controls off screen`).toEqual([]);
  expect(fit.clipped, `${where}: a list's controls cut off at the side`).toEqual([]);
}

/** Tab from the top of the page, as a person arriving on it. */
async function tabFromTop(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
  });
  await page.keyboard.press('Tab');
}

async function openApplicationCapture(page: Page): Promise<void> {
  await nav(page, 'Applications').click();
  await expect(page.getByText('Loading applications…')).toBeHidden();
  await page
    .getByRole('button', { name: /^Open application \d+$/ })
    .first()
    .click();
  const capture = page.getByRole('heading', { name: 'Add an invoice or form' });
  await expect(capture).toBeVisible();
  // The capture card at the top of the window, as staff see it once they have scrolled to it.
  await page.locator('.capture-card').evaluate((card) => card.scrollIntoView({ block: 'start' }));
}

test('the skip link is the first stop of the staff frame and of the customer frame, shown when focused', async ({ page, world }) => {
  await page.goto(world.host.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment calculator' })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).not.toBeInViewport();
  await tabFromTop(page);
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  await screenshot(page, 'input-skip-link');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Purchase price')).toBeFocused();

  // The customer frame: hand the quote over, then the same first stop.
  await calculate(page, { price: '6,000', term: '12 months' });
  await page.getByRole('button', { name: 'Create a quote' }).click();
  await page.getByLabel('First name').fill('Alex');
  await page.getByLabel('Last name').fill('Customer');
  await page.getByLabel('Email').fill('alex.skip@example.com');
  await page.getByLabel('Mobile').fill('0412 345 678');
  await page.getByLabel('Description').fill('10 kWh home battery');
  await page.getByRole('radio', { name: 'Storage Battery(s)' }).check();
  await page.getByRole('button', { name: 'Review quote' }).click();
  await page.getByRole('button', { name: 'Customer applies now on this screen' }).click();
  await page.getByLabel('Staff PIN', { exact: true }).fill(firstStaffPin);
  await page.getByRole('button', { name: 'Lock and hand over' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  // The customer's screen loads when first opened: its frame is there once it greets the customer.
  await expect(page.getByRole('heading', { name: 'Hello Alex, here is your quote' })).toBeVisible();
  // The customer's next step is in view as their screen opens, the legal texts' titles above it (issue 38).
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(size);
    await expect(page.getByRole('button', { name: 'Start my application' }), `${size.width}×${size.height}`).toBeInViewport({ ratio: 1 });
  }
  await screenshot(page, 'customer-start-1024');
  await page.getByRole('heading', { name: 'Terms and conditions' }).click();
  await expect(page.getByRole('region', { name: 'Terms and conditions' })).toContainText('SANDBOX');
  await tabFromTop(page);
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expectAccessible(page);
});

for (const size of screenSizes) {
  test(`${size.width}×${size.height}: nothing is off screen or covered, calculator to capture, with screenshots`, async ({
    page,
    world,
  }) => {
    const where = (screen: string) => `${screen} at ${size.width}×${size.height}`;
    const name = (screen: string) => `layout-${screen}-${size.width}x${size.height}`;
    await page.setViewportSize(size);
    await page.goto(world.host.url);
    await calculate(page, { price: '12,500', deposit: '500', term: '24 months' });
    // The three popular terms beside the result, not pushed below it.
    await expect(page.getByRole('group', { name: 'Popular terms' })).toBeInViewport();
    await expectFitsWindow(page, where('calculator'));
    await screenshot(page, name('calculator'));
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create a quote' }).click();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: 'Review quote' }).click();
    await expectFitsWindow(page, where('new quote'));
    await screenshot(page, name('new-quote'));
    await expectAccessible(page);
    await expectKeyboardReachable(page);
    await page.getByLabel('First name').fill(customer.first);
    await page.getByLabel('Last name').fill(customer.last);
    await page.getByLabel('Mobile').fill('+61 412 345 678');
    await page.getByLabel('Description').fill(customer.description);
    await page.getByRole('radio', { name: customer.category }).check();
    await page.getByRole('button', { name: 'Review quote' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review the quote' })).toBeVisible();
    // A long email wraps inside the summary card, never past its edge.
    const inside = await page.getByText(customer.email, { exact: true }).evaluate((cell) => {
      const card = cell.closest('.card')?.getBoundingClientRect();
      const box = cell.getBoundingClientRect();
      return card !== undefined && box.right <= card.right && cell.scrollWidth <= cell.clientWidth;
    });
    expect(inside, where('the review’s email')).toBe(true);
    await expectFitsWindow(page, where('review'));
    await screenshot(page, name('quote-review'));

    for (const screen of ['Quotes', 'Applications', 'Training'] as const) {
      await nav(page, screen).click();
      await expect(nav(page, screen)).toHaveAttribute('aria-current', 'page');
      // Each screen loads when first opened: measured once it is drawn, its list with it.
      await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible();
      if (screen !== 'Training') await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await expectFitsWindow(page, where(screen));
      if (screen !== 'Training') await screenshot(page, name(screen.toLowerCase()));
    }

    // A long branch and staff name shortens on screen; it never pushes Lock or Switch profile out of the window.
    await page
      .locator('.brand__branch')
      .evaluate((branch) => (branch.textContent = 'Sunrise Solar Northern Beaches and Central Coast · Alexandra Montgomery-Richardson'));
    await expectFitsWindow(page, where('a long branch name'));
    await expect(page.getByRole('button', { name: 'Switch profile' })).toBeInViewport({ ratio: 1 });

    await openApplicationCapture(page);
    await expectFitsWindow(page, where('an application'));
    const capturePage = page.getByRole('button', { name: 'Capture page' });
    await expect(capturePage).toBeEnabled();
    // Four pages where the window is smallest, as they crowd Send most there (axe reads that screen once, there).
    const smallest = size === screenSizes[0];
    const pages = smallest ? 4 : 3;
    // Each page shows in the list before the next press, as a salesperson waits to see it taken.
    for (let taken = 1; taken <= pages; taken++) {
      await capturePage.click();
      await expect(page.getByRole('list', { name: 'Captured pages' }).getByRole('listitem')).toHaveCount(taken);
    }
    await expect(page.getByText(`(${pages} pages in one PDF)`)).toBeVisible();
    const send = page.getByRole('button', { name: 'Send to the application' });
    await expect(send).toBeInViewport({ ratio: 1 });
    // In view and on top: nothing covers it, so a press lands on it.
    const onTop = await send.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('button') === button;
    });
    expect(onTop, where('Send')).toBe(true);
    await expectFitsWindow(page, where(`capture with ${pages} pages`));
    await screenshot(page, name('capture'));
    if (smallest) await expectAccessible(page);
  });
}
