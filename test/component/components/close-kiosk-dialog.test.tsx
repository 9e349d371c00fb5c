import { act, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { CloseKioskDialog } from '../../../renderer/components/close-kiosk-dialog';
import { testStore } from '../../fixtures/test-kiosk-store';
import { fakeKiosk, ok, refused } from '../fake-kiosk';
import { renderWithKiosk } from '../render-with-kiosk';
import { liam, sessionOf } from '../staff-profiles';

// K11: main asked for the staff PIN before a locked kiosk closes (app:closeRequested: profile-pins.test.ts).

const wrongPin = 'That PIN is not the one the kiosk was locked with. 4 more wrong PINs and …';

function askToClose() {
  const kiosk = fakeKiosk();
  act(() => testStore().setState({ session: sessionOf(liam, { locked: true }), closeRequested: true }));
  const view = renderWithKiosk(<CloseKioskDialog />, kiosk);
  const dialog = screen.getByRole('dialog', { name: 'Close the kiosk?' });
  const close = async (pin: string) => {
    await view.user.type(within(dialog).getByLabelText('Staff PIN'), pin);
    await view.user.click(within(dialog).getByRole('button', { name: 'Close the kiosk' }));
  };
  return { ...view, dialog, close };
}

it('sends the PIN to app:quit: a wrong one is refused in main’s words and emptied, the right one closes the kiosk', async () => {
  const { kiosk, dialog, close } = askToClose();
  kiosk.answer('app:quit', (input) => (input.pin === '246813' ? ok({ quitting: true }) : refused('wrong-pin', wrongPin)));
  await close('111111');
  expect(await within(dialog).findByText(wrongPin)).toBeTruthy();
  expect(within(dialog).getByLabelText('Staff PIN')).toHaveProperty('value', '');
  await close('246813');
  expect(await screen.findByText('The kiosk is closing…')).toBeTruthy();
  expect(kiosk.calls('app:quit')).toEqual([{ pin: '111111' }, { pin: '246813' }]);
});

it('where the app cannot close itself (the browser host), the kiosk the right PIN unlocked is shown so; the next ask starts at the PIN', async () => {
  const { kiosk, close, user } = askToClose();
  kiosk.answer('app:quit', ok({ quitting: false }));
  kiosk.answer('session:status', ok(sessionOf(liam)));
  await close('246813');
  expect(await screen.findByText('The kiosk is unlocked')).toBeTruthy();
  expect(testStore().getState().session?.locked).toBe(false);
  await user.click(screen.getByRole('button', { name: 'OK' }));
  act(() => testStore().getState().requestClose());
  expect(await screen.findByRole('dialog', { name: 'Close the kiosk?' })).toBeTruthy();
});
