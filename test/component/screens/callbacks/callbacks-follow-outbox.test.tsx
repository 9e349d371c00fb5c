import { act, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { CallbackRecord } from '../../../../shared/contract/kiosk-records';
import { useKioskEvents } from '../../../../renderer/kiosk-events';
import { CallbacksScreen } from '../../../../renderer/screens/callbacks/callbacks-screen';
import { fakeKiosk, ok } from '../../fake-kiosk';
import { renderWithKiosk } from '../../render-with-kiosk';
import { priya, sessionOf } from '../../staff-profiles';
import { testStore } from '../../../fixtures/test-kiosk-store';
import { cachedText } from '../../queries/cached-text';

// D18, K8: the call-backs list is read back from the outbox, so it follows `outbox:changed`; K4: it is in memory only
// while it is on screen.

function KioskEvents() {
  useKioskEvents();
  return null;
}

const jamie = (state: CallbackRecord['state']): CallbackRecord => ({
  outboxId: 'abcdefgh1234',
  name: 'Jamie Nguyen',
  mobile: '0412345678',
  financedCents: 100_000,
  requestedAt: '2026-12-05T01:00:00.000Z',
  state,
  ...(state === 'sent' && { callAt: '2026-12-05T03:00:00.000Z' }),
});

const snapshot = { entries: [], online: true, queued: 0, needsDecision: 0, unreadable: 0 };

it('an outbox change reads the list again, and the list on screen stays put meanwhile', async () => {
  testStore().setState({ session: sessionOf(priya) });
  const kiosk = fakeKiosk();
  let answer: (list: CallbackRecord[]) => void = () => {};
  kiosk.answer('callouts:list', () => new Promise((resolve) => (answer = (callbacks) => resolve(ok({ callbacks })))));
  renderWithKiosk(
    <>
      <KioskEvents />
      <CallbacksScreen />
    </>,
    kiosk,
  );
  await act(async () => answer([jamie('queued')]));
  expect(await screen.findByText('Queued')).toBeTruthy();
  act(() => kiosk.emit('outbox:changed', snapshot));
  expect(kiosk.calls('callouts:list')).toHaveLength(2);
  expect(screen.queryByText('Loading call-backs…')).toBeNull();
  expect(screen.getByText('Jamie Nguyen')).toBeTruthy();
  await act(async () => answer([jamie('sent')]));
  expect(await screen.findByText('Booked')).toBeTruthy();
});

it('K4: leaving the list forgets it', async () => {
  testStore().setState({ session: sessionOf(priya) });
  const kiosk = fakeKiosk();
  kiosk.answer('callouts:list', ok({ callbacks: [jamie('sent')] }));
  const { unmount, queryClient } = renderWithKiosk(<CallbacksScreen />, kiosk);
  expect(await screen.findByText('Jamie Nguyen')).toBeTruthy();
  unmount();
  await waitFor(() => expect(cachedText(queryClient)).not.toContain('Jamie'));
});
