import { act, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { UpdateStatus } from '../../../../shared/contract/updates';
import { useKioskEvents } from '../../../../renderer/kiosk-events';
import { UpdatesPanel } from '../../../../renderer/screens/administration/updates-panel';
import { fakeKiosk, ok } from '../../fake-kiosk';
import { renderWithKiosk } from '../../render-with-kiosk';
import { priya, sessionOf } from '../../staff-profiles';
import { testStore } from '../../../fixtures/test-kiosk-store';
import { useKiosk } from '../../../../renderer/store/kiosk-store';

// K13: the update as main holds it, kept current by `updates:changed`; an administrator's "look now" (K9: the PIN
// again) shows main's answer. The status is the kiosk's own: after "Next customer" it is read again and still shown.

const status = (phase: UpdateStatus['phase']): UpdateStatus => ({ currentVersion: '0.1.0', phase, holds: [] });

/** As app.tsx draws it beside main's events: the screen anew with each customer's epoch. */
function Panel() {
  useKioskEvents();
  const epoch = useKiosk((state) => state.customerEpoch);
  return <UpdatesPanel key={epoch} />;
}

it('follows main’s pushes, shows the answer to “look now”, and is read again after “Next customer”', async () => {
  testStore().setState({ session: sessionOf(priya) });
  const kiosk = fakeKiosk();
  kiosk.answer('updates:status', ok(status('idle')));
  kiosk.answer('updates:check', ok(status('checking')));
  const { user } = renderWithKiosk(<Panel />, kiosk);
  expect(await screen.findByText(/^Not looked for an update since the kiosk started/)).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Look for an update now' }));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText('Staff PIN', { exact: true }), '246813');
  await user.click(within(dialog).getByRole('button', { name: 'Look now' }));
  expect(await screen.findByText('Looking for an update…')).toBeTruthy();
  expect(kiosk.calls('updates:check')).toEqual([{ pin: '246813' }]);

  act(() => kiosk.emit('updates:changed', status('up-to-date')));
  expect(await screen.findByText('Up to date.')).toBeTruthy();

  act(() => testStore().getState().nextCustomer());
  kiosk.answer('updates:status', ok(status('up-to-date')));
  act(() => kiosk.emit('updates:changed', status('checking')));
  expect(await screen.findByText('Looking for an update…')).toBeTruthy();
});
