import { act, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { OutboxEntryView, OutboxSnapshot } from '../../../shared/contract/outbox';
import { OfflineState, OutboxButton } from '../../../renderer/components/outbox-panel';
import { useKioskEvents } from '../../../renderer/kiosk-events';
import { fakeKiosk, ok } from '../fake-kiosk';
import { renderWithKiosk } from '../render-with-kiosk';
import { priya, sessionOf } from '../staff-profiles';
import { testStore } from '../../fixtures/test-kiosk-store';
import { useKiosk } from '../../../renderer/store/kiosk-store';
import { cachedText } from './cached-text';

// K4, K8: "Next customer" empties the query cache, yet the outbox is the kiosk's own: the top bar keeps saying what
// waits (counts, no names), and main's next snapshot reaches it.

const jamie: OutboxEntryView = {
  id: 'entry-0042',
  kind: 'quote',
  state: 'queued',
  summary: 'Quote for Jamie Nguyen, $4,000.00 over 24 months',
  created: '2026-12-05T01:00:00.000Z',
  updated: '2026-12-05T01:00:00.000Z',
  needsDecision: false,
  waiting: true,
};
const offline: OutboxSnapshot = { entries: [jamie], online: false, queued: 1, needsDecision: 0, unreadable: 0 };

/** The Outbox button as PageFrame draws it: anew with each customer. */
function OutboxButtonPerCustomer() {
  useKioskEvents();
  const epoch = useKiosk((state) => state.customerEpoch);
  return <OutboxButton key={epoch} />;
}

it('after "Next customer" the top bar still says what waits, names no one, and follows main’s next snapshot', async () => {
  testStore().setState({ session: sessionOf(priya) });
  const kiosk = fakeKiosk();
  let answer: (snapshot: OutboxSnapshot) => void = () => {};
  kiosk.answer('outbox:list', () => new Promise((resolve) => (answer = (snapshot) => resolve(ok(snapshot)))));
  const { queryClient, user } = renderWithKiosk(
    <>
      <OutboxButtonPerCustomer />
      {/* Drawn once: nothing above it redraws it with the customer. */}
      <OfflineState />
    </>,
    kiosk,
  );
  await act(async () => answer(offline));
  expect(await screen.findByText('Offline — 1 queued')).toBeTruthy();

  act(() => testStore().getState().nextCustomer());
  // Main is asked again; until it answers, the counts stay and no entry is held.
  expect(await screen.findByRole('button', { name: 'Outbox, 1 needs attention' })).toBeTruthy();
  expect(screen.getByText('Offline — 1 queued')).toBeTruthy();
  expect(cachedText(queryClient)).not.toContain('Jamie');

  act(() =>
    kiosk.emit('outbox:changed', {
      entries: [{ ...jamie, state: 'sent', waiting: false }],
      online: true,
      queued: 0,
      needsDecision: 0,
      unreadable: 0,
    }),
  );
  expect(await screen.findByRole('button', { name: 'Outbox, nothing waiting' })).toBeTruthy();
  expect(screen.queryByText('Offline — 1 queued')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Outbox, nothing waiting' }));
  expect(within(await screen.findByRole('dialog', { name: 'Outbox' })).getByText('Sent')).toBeTruthy();
});
