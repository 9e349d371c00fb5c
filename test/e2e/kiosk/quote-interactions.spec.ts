import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, test } from './kiosk-world';

// Issue 26, point 7: from the calculator's first screen to "Quote sent" in at most 8 interactions besides typing.
//
// What counts: every click, every choice in a select, every tick, and every key press that is not typing
// characters into a field (Tab and Enter included). What is free: typing into the field that has the focus.
// So a field the kiosk does not focus costs a click, and moving from one field to the next costs a Tab.

class CountedHands {
  count = 0;
  readonly log: string[] = [];

  constructor(private readonly page: Page) {}

  async click(target: Locator, what: string): Promise<void> {
    this.note(`click ${what}`);
    await target.click();
  }

  async press(key: string): Promise<void> {
    this.note(`press ${key}`);
    await this.page.keyboard.press(key);
  }

  /** Typing is free, but only into the field that has the focus: reaching another one is a click. */
  async type(field: Locator, text: string, what: string): Promise<void> {
    const focused = await field.evaluate((element) => element === document.activeElement);
    if (!focused) await this.click(field, `into ${what}`);
    await this.page.keyboard.type(text);
  }

  private note(what: string): void {
    this.count += 1;
    this.log.push(what);
  }
}

test('a quote is sent in at most 8 interactions besides typing, focus on the first field of each step', async ({ page, world }) => {
  await page.goto(world.host.url);
  const hands = new CountedHands(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment calculator' })).toBeVisible();

  await hands.type(page.getByLabel('Purchase price'), '7450', 'Purchase price');
  // The term stays at the kiosk's default; the deposit stays $0.
  await expect(page.getByLabel('Fortnightly repayment')).toBeVisible();
  await hands.click(page.getByRole('button', { name: 'Create a quote' }), 'Create a quote');

  await expect(page.getByRole('heading', { level: 1, name: 'New quote' })).toBeVisible();
  await hands.type(page.getByLabel('First name'), 'Jamie', 'First name');
  for (const [label, text] of [
    ['Last name', 'Nguyen'],
    ['Email', 'jamie.nguyen@example.com'],
    ['Mobile', '0412 345 678'],
    ['Description', '6.6 kW solar system, installed'],
  ] as const) {
    await hands.press('Tab');
    await hands.type(page.getByLabel(label, { exact: true }), text, label);
  }
  await hands.click(page.getByRole('radio', { name: 'Solar Panel Package' }), 'the category');
  await hands.click(page.getByRole('button', { name: 'Review quote' }), 'Review quote');

  await expect(page.getByRole('heading', { level: 1, name: 'Review the quote' })).toBeVisible();
  // Enter on the focused button, or a click: one interaction either way.
  const send = page.getByRole('button', { name: 'Send quote by email' });
  if (await send.evaluate((button) => button === document.activeElement)) await hands.press('Enter');
  else await hands.click(send, 'Send quote by email');
  await expect(page.getByRole('heading', { level: 1, name: 'Quote sent' })).toBeVisible();
  await screenshot(page, '93-quote-sent-in-eight');
  await expectAccessible(page);

  expect(hands.log, `${hands.count} interactions`).toHaveLength(hands.count);
  expect(hands.count, hands.log.join(', ')).toBeLessThanOrEqual(8);
});
