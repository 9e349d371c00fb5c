import type { Page } from '@playwright/test';
import { alexsQuote, handOverFromReview, staffPin } from './customer-at-checkout';
import {
  allowInjectedEvents,
  enterStaffPin,
  expect,
  expectAccessible,
  expectDialogKeyboardReachable,
  injectEvent,
  kioskEventText,
  screenshotsAtEverySize,
  test,
} from './kiosk-world';

// K11: closing the window (or quitting) while the kiosk is locked or in customer mode makes main ask the screens for
// the staff PIN (`app:closeRequested`) before it closes (`app:quit`). Electron's window sends it; the browser host
// never does, so each test adds main's event to the page's own event stream (allowInjectedEvents). The browser host
// has no app to close: the right PIN unlocks the kiosk, and the screens say it cannot close itself here.

const lockedHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'This kiosk is locked' });
const closeDialog = (page: Page) => page.getByRole('dialog', { name: 'Close the kiosk?' });

test('closing a locked kiosk asks for the staff PIN it was locked with: a wrong one is refused next to the field', async ({
  page,
  world,
}) => {
  await allowInjectedEvents(page);
  await page.goto(world.host.url);
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await enterStaffPin(page, staffPin);
  await page.getByRole('button', { name: 'Lock now' }).click();
  await expect(lockedHeading(page)).toBeVisible();

  await injectEvent(page, 'app:closeRequested', {});
  const dialog = closeDialog(page);
  await expect(dialog).toContainText('Staff only: enter the staff PIN the kiosk was locked with.');
  const pin = dialog.getByLabel('Staff PIN', { exact: true });
  await pin.fill('111111');
  await dialog.getByRole('button', { name: 'Close the kiosk' }).click();
  await expect(dialog.getByText(/^That PIN is not the one the kiosk was locked with\. 4 more wrong PINs/)).toBeVisible();
  await expect(pin).toHaveAttribute('aria-invalid', 'true');
  await expect(pin).toHaveValue('');
  await expect(lockedHeading(page)).toBeAttached();
  await expectAccessible(page);
  await expectDialogKeyboardReachable(page);
  await screenshotsAtEverySize(page, 'k11-close-locked-wrong-pin');

  await pin.fill(staffPin);
  await dialog.getByRole('button', { name: 'Close the kiosk' }).click();
  const unlocked = page.getByRole('dialog', { name: 'The kiosk is unlocked' });
  await expect(unlocked).toContainText('This kiosk runs in a web browser here, so it cannot close itself.');
  await expectAccessible(page);
  await screenshotsAtEverySize(page, 'k11-close-browser-host');
  await unlocked.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment calculator' })).toBeVisible();
});

test('in customer mode the customer may be the one closing: the words ask them only to call staff, and Cancel goes back', async ({
  page,
  world,
}) => {
  await allowInjectedEvents(page);
  await page.goto(world.host.url);
  await alexsQuote(page, '5,000.00', '0411000031');
  await handOverFromReview(page);
  const customerHeading = page.getByRole('heading', { level: 1, name: 'Hello Alex, here is your quote' });

  await injectEvent(page, 'app:closeRequested', {});
  const dialog = closeDialog(page);
  await expect(dialog).toContainText('Not staff? Please call a staff member. Cancel takes you back to your screen.');
  await expect(dialog.getByLabel('Staff PIN', { exact: true })).toBeFocused();
  await expectAccessible(page);
  await expectDialogKeyboardReachable(page);
  await screenshotsAtEverySize(page, 'k11-close-customer-mode');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(customerHeading).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  // Escape is a Cancel too, and a new ask starts with nothing typed.
  await injectEvent(page, 'app:closeRequested', {});
  await dialog.getByLabel('Staff PIN', { exact: true }).fill('13');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await injectEvent(page, 'app:closeRequested', {});
  await expect(dialog.getByLabel('Staff PIN', { exact: true })).toHaveValue('');
  // A close asked for in the very task the dialog is dismissed is not lost to the browser's late `close` event.
  const dismissedAndAskedAgain = await page.evaluate(
    (line) => {
      document.querySelector<HTMLDialogElement>('dialog[open]')?.requestClose();
      return window.injectKioskEvent?.(line) ?? 0;
    },
    kioskEventText('app:closeRequested', {}),
  );
  expect(dismissedAndAskedAgain).toBeGreaterThan(0);
  await page.waitForTimeout(200); // the browser's own `close` event comes a task later; let it come
  await expect(dialog.getByLabel('Staff PIN', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(customerHeading).toBeVisible();
});
