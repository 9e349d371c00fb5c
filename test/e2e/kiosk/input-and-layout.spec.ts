import type { Page } from '@playwright/test';
import {
  calculate,
  expect,
  expectAccessible,
  expectKeyboardReachable,
  type KioskWorld,
  screenshot,
  screenSizes,
  test,
} from './kiosk-world';

// Every wrong amount explained by its field (K5), mobiles in the forms people type them
// (D12, D20), focus and Tab order that follow the screen, a skip link, and nothing off screen from 1024×768 up.

const customer = {
  first: 'Jamie',
  last: 'Nguyen',
  description: '6.6 kW solar system, installed',
  category: 'Solar Panel Package',
};

const staffScreens = ['Calculator', 'New quote', 'Quotes', 'Applications', 'Training'] as const;

function nav(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: true });
}

async function openNewQuote(page: Page, world: KioskWorld): Promise<void> {
  await page.goto(world.host.url);
  await calculate(page, { price: '7,450.50', deposit: '450.50', term: '24 months' });
  await page.getByRole('button', { name: 'Create a quote' }).click();
  await expect(page.getByRole('radio', { name: customer.category })).toBeVisible();
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
  }));
  expect(fit.scrollWidth, `${where}: the page is wider than the window`).toBeLessThanOrEqual(fit.innerWidth);
  expect(fit.offScreen, `${where}: header controls off screen`).toEqual([]);
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

test.describe('wrong amounts are explained next to their field (K5)', () => {
  test('each wrong price and deposit says what is wrong; "8 500" is read as $8,500', async ({ page, world }) => {
    await page.goto(world.host.url);
    const price = page.getByLabel('Purchase price');
    const deposit = page.getByLabel('Deposit');
    const wrongPrices = [
      ['abc', 'That is not an amount in dollars. Type digits, for example 5,000 or 4,999.95.'],
      ['-500', 'An amount cannot be negative. Leave out the minus sign.'],
      ['1.234', 'Only two digits can follow the point (the cents). For thousands use a comma, like 1,234.'],
      ['5,00', 'That is not an amount in dollars. Type digits, for example 5,000 or 4,999.95.'],
      ['99999999999999999', 'That number is far too large for an amount. Check the digits.'],
      ['', 'Enter the purchase price in dollars, for example 5,000 or 4,999.95.'],
    ] as const;
    for (const [typed, reason] of wrongPrices) {
      await price.fill(typed);
      await expect(price, `price ${JSON.stringify(typed)}`).toHaveAttribute('aria-invalid', 'true');
      await expect(price).toHaveAccessibleDescription(reason);
      await expect(page.getByText(reason)).toBeVisible();
    }
    await screenshot(page, 'input-price-error');
    await expectAccessible(page);

    // Spaces between thousands, as many people write them: accepted, and kept as typed.
    await price.fill('8 500');
    await expect(price).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('group', { name: 'Popular terms' })).toBeVisible();
    await expect(page.getByLabel('Fee breakdown')).toContainText('$8,500.00');
    await expect(price).toHaveValue('8 500');

    const wrongDeposits = [
      ['abc', 'That is not an amount in dollars. Type digits, for example 5,000 or 4,999.95.'],
      ['-500', 'An amount cannot be negative. Leave out the minus sign.'],
      ['1.234', 'Only two digits can follow the point (the cents). For thousands use a comma, like 1,234.'],
      ['', 'Enter the deposit in dollars, or 0 for no deposit.'],
      ['9,000', 'The deposit has to be less than the purchase price.'],
    ] as const;
    for (const [typed, reason] of wrongDeposits) {
      await deposit.fill(typed);
      await expect(deposit, `deposit ${JSON.stringify(typed)}`).toHaveAttribute('aria-invalid', 'true');
      await expect(deposit).toHaveAccessibleDescription(reason);
    }
    await deposit.fill('500');
    await expect(deposit).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Fee breakdown')).toContainText('$8,000.00');
  });
});

test.describe('mobiles as people type them reach the provider as 04 and 8 digits (D12, D20)', () => {
  for (const typed of ['+61 412 345 678', '0412-345-678', '(04) 1234 5678', '61412345678']) {
    test(`"${typed}" is accepted and the quote carries 0412345678`, async ({ page, world, context }) => {
      const email = `mobile.${typed.replace(/\D/g, '')}@example.com`;
      await openNewQuote(page, world);
      await page.getByLabel('First name').fill(customer.first);
      await page.getByLabel('Last name').fill(customer.last);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Mobile').fill(typed);
      await expect(page.getByLabel('Mobile')).toHaveAccessibleDescription('Goes to the provider as 0412345678.');
      await page.getByLabel('Description').fill(customer.description);
      await page.getByRole('radio', { name: customer.category }).check();
      await page.getByRole('button', { name: 'Review quote' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Review the quote' })).toBeVisible();
      await expect(page.getByText('0412 345 678', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Send quote by email' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Quote sent' })).toBeVisible();

      // The sandbox prefills its form from the quote as it stored it (D17): the mobile is in the service's one form.
      const response = await fetch(`${world.sandbox().baseUrl}/sandbox/v1/messages?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: { link?: string }[] };
      const link = messages.findLast((message) => message.link !== undefined)?.link;
      expect(link).toBeDefined();
      const form = await context.newPage();
      await form.goto(link ?? '');
      await expect(form.getByLabel('Mobile number')).toHaveValue('0412345678');
      await form.close();
    });
  }

  test('a mobile that is not one is still refused, in words', async ({ page, world }) => {
    await openNewQuote(page, world);
    await page.getByLabel('Mobile').fill('+44 7412 345678');
    await page.getByRole('button', { name: 'Review quote' }).click();
    await expect(page.getByLabel('Mobile')).toHaveAccessibleDescription(/Enter an Australian mobile number: 10 digits starting with 04\./);
  });
});

test.describe('focus and Tab order follow the screen', () => {
  test('a failed "Review quote" moves focus to the first field in error, in screen order', async ({ page, world }) => {
    await openNewQuote(page, world);
    const review = page.getByRole('button', { name: 'Review quote' });
    await review.click();
    await expect(page.getByLabel('First name')).toBeFocused();
    await page.getByLabel('First name').fill(customer.first);
    await page.getByLabel('Last name').fill(customer.last);
    await review.click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByLabel('Email').fill('focus@example.com');
    await page.getByLabel('Mobile').fill('0412 345 67');
    await review.click();
    await expect(page.getByLabel('Mobile')).toBeFocused();
    await page.getByLabel('Mobile').fill('0412 345 678');
    await page.getByLabel('Description').fill(customer.description);
    await review.click();
    // Only the category is left: focus goes to its tiles, where its reason is.
    await expect(page.getByRole('radio').first()).toBeFocused();
    await expect(page.getByText('Choose what the customer is buying.')).toBeVisible();
    await screenshot(page, 'input-focus-category');
    await expectAccessible(page);
  });

  test('Tab reaches the category tiles before "Review quote"', async ({ page, world }) => {
    await openNewQuote(page, world);
    await page.getByLabel('Description').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio').nth(1)).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Review quote' })).toBeFocused();
    await expectKeyboardReachable(page);
  });

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
    // A profile's first hand-over chooses its staff PIN.
    await page.getByLabel('New staff PIN', { exact: true }).fill('246813');
    await page.getByLabel('New staff PIN again', { exact: true }).fill('246813');
    await page.getByRole('button', { name: 'Lock and hand over' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    // The customer's screen loads when first opened: its frame is there once it greets the customer.
    await expect(page.getByRole('heading', { name: 'Hello Alex, here is your quote' })).toBeVisible();
    await tabFromTop(page);
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expectAccessible(page);
  });
});

test.describe('from 1024×768 up nothing is off screen', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('no staff screen scrolls sideways, and every header control is in the window', async ({ page, world }) => {
    await page.goto(world.host.url);
    await calculate(page, { price: '5,000' });
    for (const screen of staffScreens) {
      await nav(page, screen).click();
      await expect(nav(page, screen)).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await expectFitsWindow(page, screen);
    }
    await nav(page, 'Applications').click();
    await page
      .getByRole('button', { name: /^Open application \d+$/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Add an invoice or form' })).toBeVisible();
    await expectFitsWindow(page, 'an application');

    // A long branch and staff name shortens on screen; it never pushes Lock or Switch profile out of the window.
    await page
      .locator('.brand__branch')
      .evaluate((branch) => (branch.textContent = 'Sunrise Solar Northern Beaches and Central Coast · Alexandra Montgomery-Richardson'));
    await expectFitsWindow(page, 'a long branch name');
    await expect(page.getByRole('button', { name: 'Switch profile' })).toBeInViewport({ ratio: 1 });
  });

  test('capture: Send stays in view with several pages taken', async ({ page, world }) => {
    await page.goto(world.host.url);
    await openApplicationCapture(page);
    const capturePage = page.getByRole('button', { name: 'Capture page' });
    await expect(capturePage).toBeEnabled();
    for (let taken = 1; taken <= 4; taken++) {
      await capturePage.click();
      await expect(page.getByRole('list', { name: 'Captured pages' }).getByRole('listitem')).toHaveCount(taken);
    }
    await expect(page.getByText(/\(4 pages in one PDF\)/)).toBeVisible();
    const send = page.getByRole('button', { name: 'Send to the application' });
    await expect(send).toBeInViewport({ ratio: 1 });
    // In view and on top: nothing covers it, so a press lands on it.
    const onTop = await send.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('button') === button;
    });
    expect(onTop).toBe(true);
    await expectFitsWindow(page, 'capture with four pages');
    await expectAccessible(page);
  });

  test('calculator: the three popular terms beside the result, the full comparison below', async ({ page, world }) => {
    await page.goto(world.host.url);
    await calculate(page, { price: '5,000', term: '24 months' });
    const popular = page.getByRole('group', { name: 'Popular terms' });
    await expect(popular.getByRole('button')).toHaveText([/^12 months\$\d/, /^24 months\$\d/, /^36 months\$\d/]);
    await expect(popular.getByRole('button', { name: /^24 months/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(popular).toBeInViewport();
    await popular.getByRole('button', { name: /^36 months/ }).click();
    await expect(page.getByLabel('Term', { exact: true })).toHaveValue('36');
    await expect(page.getByText('78 fortnightly repayments over 36 months')).toBeVisible();
    await expect(popular.getByRole('button', { name: /^36 months/ })).toHaveAttribute('aria-pressed', 'true');
    const chosen = await popular.getByRole('button', { name: /^36 months/ }).textContent();
    await expect(page.getByRole('table').getByRole('row', { name: /^36 months/ })).toContainText(chosen?.match(/\$[\d,.]+/)?.[0] ?? '?');
    await expect(page.getByRole('table')).toContainText('120 months');
    await expectAccessible(page);
  });
});

test.describe('screenshots at 1024×768, 1280×800 and 1920×1080', () => {
  for (const size of screenSizes) {
    test(`${size.width}×${size.height}: calculator, new quote, quotes, applications, capture`, async ({ page, world }) => {
      const name = (screen: string) => `layout-${screen}-${size.width}x${size.height}`;
      await page.setViewportSize(size);
      await page.goto(world.host.url);
      await calculate(page, { price: '12,500', deposit: '500', term: '24 months' });
      await expectFitsWindow(page, 'calculator');
      await screenshot(page, name('calculator'));
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Create a quote' }).click();
      await page.getByLabel('Email').fill('alexandra.montgomery-richardson@sunrise-solar-northern-beaches.example.com');
      await page.getByRole('button', { name: 'Review quote' }).click();
      await expectFitsWindow(page, 'new quote');
      await screenshot(page, name('new-quote'));
      await expectAccessible(page);
      await page.getByLabel('First name').fill('Alexandra');
      await page.getByLabel('Last name').fill('Montgomery-Richardson');
      await page.getByLabel('Mobile').fill('+61 412 345 678');
      await page.getByLabel('Description').fill(customer.description);
      await page.getByRole('radio', { name: customer.category }).check();
      await page.getByRole('button', { name: 'Review quote' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Review the quote' })).toBeVisible();
      // A long email wraps inside the summary card, never past its edge.
      const email = page.getByText('alexandra.montgomery-richardson@sunrise-solar-northern-beaches.example.com', { exact: true });
      const inside = await email.evaluate((cell) => {
        const card = cell.closest('.card')?.getBoundingClientRect();
        const box = cell.getBoundingClientRect();
        return card !== undefined && box.right <= card.right && cell.scrollWidth <= cell.clientWidth;
      });
      expect(inside).toBe(true);
      await expectFitsWindow(page, 'review');
      await screenshot(page, name('quote-review'));

      await nav(page, 'Quotes').click();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await expectFitsWindow(page, 'quotes');
      await screenshot(page, name('quotes'));

      await nav(page, 'Applications').click();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await expectFitsWindow(page, 'applications');
      await screenshot(page, name('applications'));

      await openApplicationCapture(page);
      const capturePage = page.getByRole('button', { name: 'Capture page' });
      await expect(capturePage).toBeEnabled();
      // Each page shows in the list before the next press, as a salesperson waits to see it taken.
      for (let taken = 1; taken <= 3; taken++) {
        await capturePage.click();
        await expect(page.getByRole('list', { name: 'Captured pages' }).getByRole('listitem')).toHaveCount(taken);
      }
      await expect(page.getByText(/\(3 pages in one PDF\)/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send to the application' })).toBeInViewport({ ratio: 1 });
      await expectFitsWindow(page, 'capture');
      await screenshot(page, name('capture'));
    });
  }
});
