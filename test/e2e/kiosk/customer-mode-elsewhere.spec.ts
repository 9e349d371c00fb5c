import { customerModeElsewhere } from '../../../main/ipc/customer-mode-channels';
import { alexsQuote, staffPin } from './customer-at-checkout';
import { devtoolsOn, enterStaffPin, expect, expectAccessible, screenshotsAtEverySize, test } from './kiosk-world';

// K4, K15: in a browser the kiosk does not watch over DevTools, nothing can clear the provider's form when a customer
// walks away, so the hand-over is refused, in a sentence to staff, and the kiosk stays theirs. Once main watches that
// same browser (as it watches the Chromium `npm start` opens), the same hand-over goes through.
test.use({ watchedBrowser: false });

test('customer mode is refused in a browser the kiosk does not watch, and works once it does', async ({ page, world, devtoolsPort }) => {
  await page.goto(world.host.url);
  await alexsQuote(page, '5,000.00', '0411000090');
  await page.getByRole('button', { name: 'Customer applies now on this screen' }).click();
  await enterStaffPin(page, staffPin);
  await page.getByRole('button', { name: 'Lock and hand over' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(customerModeElsewhere)).toBeVisible();
  await expectAccessible(page);
  await screenshotsAtEverySize(page, '93-customer-mode-elsewhere');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // Still the staff's kiosk, unlocked, with the quote as it was.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Alex, here is your quote' })).toHaveCount(0);

  const devtools = await devtoolsOn(devtoolsPort);
  try {
    await world.host.watchBrowser(devtools);
    await page.getByRole('button', { name: 'Customer applies now on this screen' }).click();
    await enterStaffPin(page, staffPin);
    await page.getByRole('button', { name: 'Lock and hand over' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello Alex, here is your quote' })).toBeVisible();
  } finally {
    devtools.close();
  }
});
