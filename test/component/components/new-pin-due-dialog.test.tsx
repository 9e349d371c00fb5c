import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { NewPinDueDialog } from '../../../renderer/components/new-pin-due-dialog';
import { testStore } from '../../fixtures/test-kiosk-store';
import { expectAccessible } from '../expect-accessible';
import { fakeKiosk, ok, refused } from '../fake-kiosk';
import { renderWithKiosk } from '../render-with-kiosk';
import { sessionOf, training } from '../staff-profiles';

// K15: right after a 4-digit PIN kept from before unlocks the kiosk, a new PIN is asked for and cannot be put off: no
// Cancel or Back, Escape does nothing; the new one keeps the 6-to-8-digit rule. Main asking again after a reload and
// the old PIN opening nothing after: test/integration/main/session/short-staff-pins.test.ts.

it('asks for a longer PIN at once, cannot be put off, keeps the rule, and says when the new PIN is set', async () => {
  const kiosk = fakeKiosk();
  kiosk.answer('session:changePin', ok(sessionOf(training)));
  act(() => testStore().setState({ session: { ...sessionOf(training), staffPinMustChange: true } }));
  const { user } = renderWithKiosk(<NewPinDueDialog />, kiosk);

  const due = screen.getByRole('alertdialog', { name: 'Choose a longer staff PIN' });
  expect(due.getAttribute('aria-describedby')).toBeTruthy();
  expect(document.getElementById(due.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/shorter than staff PINs may now be/);
  expect(document.activeElement).toBe(within(due).getByLabelText('Current staff PIN'));
  expect(within(due).queryByRole('button', { name: /Cancel|Back/ })).toBeNull();
  await expectAccessible();
  // Escape asks the dialog to close (the browser's cancel event): it stays.
  act(() => void fireEvent(due, new Event('cancel', { cancelable: true })));
  expect(screen.getByRole('alertdialog', { name: 'Choose a longer staff PIN' })).toBeTruthy();

  await user.type(within(due).getByLabelText('Current staff PIN'), '2468');
  await user.type(within(due).getByLabelText('New staff PIN', { exact: true }), '8642');
  await user.type(within(due).getByLabelText('New staff PIN again', { exact: true }), '8642');
  await user.click(within(due).getByRole('button', { name: 'Change PIN' }));
  expect(within(due).getByText('A new PIN is 6 to 8 digits.', { selector: '.field__error' })).toBeTruthy();
  await expectAccessible();
  expect(kiosk.calls('session:changePin')).toEqual([]);

  await user.clear(within(due).getByLabelText('New staff PIN', { exact: true }));
  await user.type(within(due).getByLabelText('New staff PIN', { exact: true }), '975310');
  await user.clear(within(due).getByLabelText('New staff PIN again', { exact: true }));
  await user.type(within(due).getByLabelText('New staff PIN again', { exact: true }), '975310');
  await user.click(within(due).getByRole('button', { name: 'Change PIN' }));
  const changed = await screen.findByRole('alertdialog', { name: 'Your new staff PIN is set' });
  expect(within(changed).getByText('Your staff PIN is changed. Use the new one from now on.')).toBeTruthy();
  const carryOn = within(changed).getByRole('button', { name: 'Continue' });
  expect(document.activeElement).toBe(carryOn);
  await expectAccessible();
  expect(kiosk.calls('session:changePin')).toEqual([{ currentPin: '2468', newPin: '975310' }]);
  await user.click(carryOn);
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

it('a refused current PIN stays in the dialog with main’s words', async () => {
  const kiosk = fakeKiosk();
  kiosk.answer('session:changePin', refused('wrong-pin', 'That is not your current staff PIN.'));
  act(() => testStore().setState({ session: { ...sessionOf(training), staffPinMustChange: true } }));
  const { user } = renderWithKiosk(<NewPinDueDialog />, kiosk);
  const due = screen.getByRole('alertdialog', { name: 'Choose a longer staff PIN' });
  await user.type(within(due).getByLabelText('Current staff PIN'), '1357');
  await user.type(within(due).getByLabelText('New staff PIN', { exact: true }), '975310');
  await user.type(within(due).getByLabelText('New staff PIN again', { exact: true }), '975310');
  await user.click(within(due).getByRole('button', { name: 'Change PIN' }));
  expect(await within(due).findByText('That is not your current staff PIN.')).toBeTruthy();
  await expectAccessible();
  expect(screen.getByRole('alertdialog', { name: 'Choose a longer staff PIN' })).toBeTruthy();
});
