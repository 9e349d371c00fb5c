import {
  calculate,
  expect,
  expectAccessible,
  expectTouchTargets,
  fillCustomer,
  screenshot,
  screenshotsAtEverySize,
  test,
} from './kiosk-world';

const customer = {
  first: 'Jamie',
  last: 'Nguyen',
  email: 'jamie.nguyen@example.com',
  mobile: '0412 345 678',
  description: '6.6 kW solar system, installed',
  category: 'Solar Panel Package',
};

test('calculator → new quote → review → sent, showing what went where', async ({ page, world }) => {
  await page.goto(world.host.url);
  await calculate(page, { price: '7,450.50', deposit: '450.50', term: '24 months' });
  await page.getByRole('button', { name: 'Create a quote' }).click();
  await expect(page.getByRole('radio', { name: 'Solar Panel Package' })).toBeVisible();
  await page.getByRole('button', { name: 'Review quote' }).click();
  await expect(page.getByText('Enter an Australian mobile number: 10 digits starting with 04.')).toBeVisible();
  await expect(page.getByLabel('Mobile')).toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, '03-quote-details-errors');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Calculator' }).click();
  await fillCustomer(page, customer);
  await expect(page.getByRole('heading', { level: 1, name: 'Review the quote' })).toBeVisible();
  await expect(page.getByText('$7,000.00')).toBeVisible();
  // D19, issue 38 item 3: the fees and the total cost, the deposit and 52 × $140.66, before the quote goes.
  await expect(page.getByRole('region', { name: 'Fees and total cost' })).toContainText(
    'Total cost$7,764.82: the deposit, all 52 repayments and any annual fee',
  );
  await screenshotsAtEverySize(page, '04-quote-review');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page);
  await expectTouchTargets(page);

  await page.getByRole('button', { name: 'Send a code to 0412 345 678' }).click();
  await expect(page.getByText('Code sent by text to 0412 345 678.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the code again' })).toBeDisabled();
  expect(await world.latestCode('0412345678')).toMatch(/^\d{6}$/);

  await page.getByRole('button', { name: 'Send quote by email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quote sent' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'emailed to' })).toContainText('jamie.nguyen@example.com');
  await screenshot(page, '05-quote-sent');
  await expectAccessible(page);
  // What staff reach for next is in view as the step opens, at both sizes (issue 38).
  const main = page.getByRole('main');
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const name of ['Print quote', 'Save quote as PDF', 'Customer applies now on this screen', 'Next customer'])
      await expect(main.getByRole('button', { name }), `${name} at ${size.width}×${size.height}`).toBeInViewport({ ratio: 1 });
  }
  await screenshot(page, '05b-quote-sent-1024');
});

test('the provider is asked to call the customer, at a time shown in local time', async ({ page, world }) => {
  await page.goto(world.host.url);
  await calculate(page, { price: '12,000' });
  await fillCustomer(page, { ...customer, email: 'call.me@example.com' });
  await page.getByRole('button', { name: 'Ask the provider to call the customer' }).click();
  // D18: booked only after the confirm step (callbacks-and-payment.spec.ts covers it).
  await page
    .getByRole('dialog', { name: /^Ask the provider to call/ })
    .getByRole('button', { name: 'Book the call' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Call booked' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'will call' })).toContainText(/Jamie Nguyen.*0412 345 678.*(am|pm)/);
  await screenshot(page, '06-callout-booked');
  await expectAccessible(page);
});
