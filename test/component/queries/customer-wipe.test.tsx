import { act, fireEvent, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { queryStateOf } from '../../../renderer/queries/query-state';
import { useKioskMutation } from '../../../renderer/queries/use-kiosk-mutation';
import { useKioskQuery } from '../../../renderer/queries/use-kiosk-query';
import { testStore } from '../../fixtures/test-kiosk-store';
import { fakeKiosk, ok, refused } from '../fake-kiosk';
import { renderWithKiosk } from '../render-with-kiosk';
import { liam, priya, sessionOf } from '../staff-profiles';

// The query layer's own rules (issue 37): answers cached under the profile in use, and K4 by construction.

function Clock() {
  const clock = useKioskQuery('training:clock', {});
  const state = queryStateOf(clock);
  return <p>{clock.data?.now ?? (state.status === 'failed' ? state.message : state.status)}</p>;
}

const reading = (now: string) => ok({ now, pendingTimers: 0 });

/** Answers 'training:clock' only when the test lets it go. */
function heldBackClock() {
  const kiosk = fakeKiosk();
  let release: (now: string) => void = () => {};
  kiosk.answer('training:clock', () => new Promise((resolve) => (release = (now) => resolve(reading(now)))));
  return { kiosk, release: (now: string) => act(async () => release(now)) };
}

test('shows the answer, and main’s words when it refused', async () => {
  testStore().setState({ session: sessionOf(priya) });
  const kiosk = fakeKiosk();
  kiosk.answer('training:clock', refused('unavailable', 'The training service is not running.'));
  renderWithKiosk(<Clock />, kiosk);
  expect(await screen.findByText('The training service is not running.')).toBeTruthy();
});

test.each([
  ['Next customer', () => testStore().getState().nextCustomer()],
  ['the idle limit', () => testStore().getState().idleWipe()],
  ['another profile coming into use', () => testStore().setState({ session: sessionOf(liam) })],
])('K4: an answer held back across %s lands in no cache and on no screen', async (_, wipe) => {
  testStore().setState({ session: sessionOf(priya) });
  const { kiosk, release } = heldBackClock();
  const { queryClient } = renderWithKiosk(<Clock />, kiosk);
  expect(await screen.findByText('working')).toBeTruthy();
  act(wipe);
  await release('2026-12-05T01:00:00+00:00');
  expect(screen.queryByText('2026-12-05T01:00:00+00:00')).toBeNull();
  expect(queryClient.getQueryCache().findAll({ queryKey: ['profile-priya'] })).toEqual([]);
});

test('K4: a component that stays up through Next customer shows nothing of the old answer, and reads again', async () => {
  testStore().setState({ session: sessionOf(priya) });
  const kiosk = fakeKiosk();
  kiosk.answer('training:clock', reading('2026-12-05T01:00:00+00:00'));
  renderWithKiosk(<Clock />, kiosk);
  await screen.findByText('2026-12-05T01:00:00+00:00');
  kiosk.answer('training:clock', reading('2026-12-05T02:00:00+00:00'));
  act(() => testStore().getState().nextCustomer());
  expect(await screen.findByText('2026-12-05T02:00:00+00:00')).toBeTruthy();
  expect(kiosk.calls('training:clock')).toHaveLength(2);
});

test('another profile’s answers are its own entries', async () => {
  testStore().setState({ session: sessionOf(priya) });
  const kiosk = fakeKiosk();
  kiosk.answer('training:clock', reading('2026-12-05T01:00:00+00:00'));
  const { queryClient } = renderWithKiosk(<Clock />, kiosk);
  await screen.findByText('2026-12-05T01:00:00+00:00');
  expect(queryClient.getQueryData(['profile-priya', 'training:clock', {}])).toEqual({ now: '2026-12-05T01:00:00+00:00', pendingTimers: 0 });
});

function AdvanceClock() {
  const advance = useKioskMutation('training:advance');
  return (
    <button type="button" onClick={() => advance.mutate({ seconds: 3_600 })}>
      {advance.data?.now ?? 'Advance'}
    </button>
  );
}

test.each([
  ['Next customer', () => testStore().getState().nextCustomer()],
  ['the idle limit', () => testStore().getState().idleWipe()],
])('K4: a write’s input and answer are gone from the cache at %s', async (_, wipe) => {
  testStore().setState({ session: sessionOf(priya) });
  const kiosk = fakeKiosk();
  kiosk.answer('training:advance', reading('2026-12-05T02:00:00+00:00'));
  const { queryClient } = renderWithKiosk(<AdvanceClock />, kiosk);
  fireEvent.click(screen.getByRole('button', { name: 'Advance' }));
  await screen.findByText('2026-12-05T02:00:00+00:00');
  expect(
    queryClient
      .getMutationCache()
      .getAll()
      .map((write) => write.state.variables),
  ).toEqual([{ seconds: 3_600 }]);
  act(wipe);
  expect(queryClient.getMutationCache().getAll()).toEqual([]);
});
