import { act, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { announceStatusChanges } from '../../../renderer/queries/status-notices';
import { StatusWatch } from '../../../renderer/screens/applications/status-watch';
import { testStore } from '../../fixtures/test-kiosk-store';
import { renderWithKiosk } from '../render-with-kiosk';
import { priya, sessionOf } from '../staff-profiles';
import { cachedText } from './cached-text';

const approved = {
  applicationId: '4000123',
  from: 'REFER',
  to: 'APPROVED',
  at: '2026-12-05T01:00:00+00:00',
  reference_number: 'R1',
  applicant: 'Jamie Nguyen',
} as const;

test('main’s status changes are announced quietly, and staff dismiss them one by one', async () => {
  testStore().setState({ session: sessionOf(priya) });
  const { queryClient, user } = renderWithKiosk(<StatusWatch />);
  act(() => announceStatusChanges(queryClient, priya.id, [approved]));
  expect(await screen.findByText('Application 4000123 (Jamie Nguyen) is now Approved.')).toBeTruthy();
  act(() => announceStatusChanges(queryClient, priya.id, [{ ...approved, applicationId: '4000124', to: 'DECLINED', applicant: '' }]));
  expect(await screen.findByText('Application 4000124 is now Declined.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: /Application 4000123/ }));
  await waitFor(() => expect(screen.queryByText(/Application 4000123/)).toBeNull());
});

test('K4: the notices name customers, so "Next customer" takes them with the cache', async () => {
  testStore().setState({ session: sessionOf(priya) });
  const { queryClient } = renderWithKiosk(<StatusWatch />);
  act(() => announceStatusChanges(queryClient, priya.id, [approved]));
  await screen.findByText(/Jamie/);
  act(() => testStore().getState().nextCustomer());
  await waitFor(() => expect(screen.queryByText(/Jamie/)).toBeNull());
  expect(cachedText(queryClient)).not.toContain('Jamie');
});
