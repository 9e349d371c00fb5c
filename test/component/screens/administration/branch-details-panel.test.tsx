import { act, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { defaultKioskOptions } from '../../../../shared/kiosk-option-defaults';
import { BranchDetailsPanel } from '../../../../renderer/screens/administration/branch-details-panel';
import { testStore } from '../../../fixtures/test-kiosk-store';
import { accessibleDescription } from '../../accessible-description';
import { expectAccessible } from '../../expect-accessible';
import { fakeKiosk, ok } from '../../fake-kiosk';
import { renderWithKiosk } from '../../render-with-kiosk';
import { sessionOf, training } from '../../staff-profiles';

// Issue 38 item 7: an administrator sets the branch's trading name, address, phone and ABN for the printed quote; a
// wrong one is explained beside its field and kept, and what is not set is named.

function renderPanel() {
  const kiosk = fakeKiosk();
  kiosk.answer('kioskOptions:set', ({ pin: _pin, ...options }) => ok({ ...defaultKioskOptions, ...options }));
  act(() => testStore().setState({ session: sessionOf(training), kioskOptions: defaultKioskOptions }));
  return renderWithKiosk(<BranchDetailsPanel />, kiosk);
}

it('names what is not set, and what printed quotes show instead of a trading name', async () => {
  renderPanel();
  expect(
    screen.getByText(
      'Not set yet: the trading name (quotes show Sunrise Solar), the address, the phone number, the ABN. Printed quotes leave out what is not set.',
    ),
  ).toBeTruthy();
  await expectAccessible();
});

it('explains a wrong ABN and phone beside their fields, keeps them, and asks for no PIN until they are right', async () => {
  const { user, kiosk } = renderPanel();
  await user.type(screen.getByLabelText('Trading name'), 'Harbour Solar');
  await user.type(screen.getByLabelText('Phone'), '9876 5432');
  await user.type(screen.getByLabelText('ABN'), '51 824 753 557');
  await user.click(screen.getByRole('button', { name: 'Save the branch’s details' }));
  expect(accessibleDescription(screen.getByLabelText('ABN'))).toContain('This is not a valid ABN: one of its digits is wrong.');
  expect(accessibleDescription(screen.getByLabelText('Phone'))).toContain('Enter an Australian phone number with its area code');
  expect(screen.getByLabelText<HTMLInputElement>('ABN').value).toBe('51 824 753 557');
  expect(screen.queryByRole('dialog')).toBeNull();

  await user.clear(screen.getByLabelText('ABN'));
  await user.type(screen.getByLabelText('ABN'), '51 824 753 556');
  await user.clear(screen.getByLabelText('Phone'));
  await user.type(screen.getByLabelText('Phone'), '02 9876 5432');
  await user.type(screen.getByLabelText('Address'), '12 Harbour Street, Sydney NSW 2000');
  await user.click(screen.getByRole('button', { name: 'Save the branch’s details' }));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText('Staff PIN', { exact: true }), '246813');
  await user.click(within(dialog).getByRole('button', { name: 'Save the branch’s details' }));
  expect(await screen.findByText('Saved. Quotes printed from now on show them.')).toBeTruthy();
  expect(kiosk.calls('kioskOptions:set')).toEqual([
    {
      ...defaultKioskOptions,
      pin: '246813',
      branch: { tradingName: 'Harbour Solar', address: '12 Harbour Street, Sydney NSW 2000', phone: '02 9876 5432', abn: '51 824 753 556' },
    },
  ]);
  expect(screen.getByText('Printed quotes show all four.')).toBeTruthy();
});
