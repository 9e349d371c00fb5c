import { calculate, expect, expectAccessible, fillCustomer, screenshotsAtEverySize, test } from './kiosk-world';

// D18: the provider books the earliest free time and takes no other, so the confirm step says that time plainly; once
// booked, staff have the quote's own ways forward (email, then its QR, print and PDF), not only "Next customer".

const jamie = {
  first: 'Jamie',
  last: 'Nguyen',
  email: 'jamie.callback@example.com',
  mobile: '0412 345 679',
  description: 'Solar panels',
  category: 'Solar Panel Package',
};

test('the confirm step names the one time booked; after booking the quote can be emailed, then printed', async ({ page, world }) => {
  await page.goto(world.host.url);
  await calculate(page, { price: '12,000' });
  await fillCustomer(page, jamie);
  await page.getByRole('button', { name: 'Ask the provider to call the customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask the provider to call Jamie Nguyen?' });
  await expect(dialog.getByText(/from now\)$/)).toBeVisible();
  await expect(dialog).toContainText('The provider books the earliest time it has free, this one, and takes no other.');
  await expect(dialog).not.toContainText('estimate');
  await dialog.getByRole('button', { name: 'Book the call' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Call booked' })).toBeVisible();

  const booked = page.getByRole('region', { name: 'What happens next' });
  await expect(booked.getByRole('button', { name: 'Send quote by email' })).toBeVisible();
  await expect(booked).toContainText('jamie.callback@example.com');
  await expectAccessible(page);
  await screenshotsAtEverySize(page, '87-callback-booked-ways-forward');
  await booked.getByRole('button', { name: 'Send quote by email' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Quote sent' })).toBeVisible();
  await expect(page.getByText('The call-back is booked too')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print quote' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save quote as PDF' })).toBeVisible();
  await expectAccessible(page);
  await screenshotsAtEverySize(page, '88-callback-then-quote-sent');
});
