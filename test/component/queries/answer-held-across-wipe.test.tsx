import { act, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { App } from '../../../renderer/app';
import type { Channel, ChannelResult } from '../../../shared/contract';
import { fakeKiosk, ok, refused, type FakeKiosk } from '../fake-kiosk';
import { renderWithKiosk } from '../render-with-kiosk';
import { sessionOf, training } from '../staff-profiles';
import { solarApplication } from '../../fixtures/solar-application';
import { testStore } from '../../fixtures/test-kiosk-store';
import { ductedQuote } from '../../fixtures/ducted-quote';
import { cachedText } from './cached-text';

// Issue 37 item 2, K4 by construction: an answer main gives after "Next customer", the idle limit or a lock lands in
// no cache and on no screen, for a list and for a detail, even when the same screen asks again before it lands.

const customer = 'Jamie Nguyen';

const application = solarApplication('APPROVED', '2026-10-20T01:00:00+00:00');

const quote = {
  ...ductedQuote(customer, 'jamie@example.com'),
  mobile: '0412345678',
  repayment: { repaymentAmount: 13940, instalments: 52 },
};

/** A screen opened loads its code first (each a module of its own, transformed on first use): as long as Testing Library waits. */
const screenLoads = 5_000;

/** The kiosk as App starts it for training's profile, its staff screens up; channels a test does not answer fail. */
function kioskForStaff(): FakeKiosk {
  const kiosk = fakeKiosk();
  kiosk.answer('session:status', ok(sessionOf(training)));
  kiosk.answer('session:lock', ok(sessionOf(training, { locked: true })));
  kiosk.answer('kioskOptions:get', refused('unavailable', 'Not in this test.'));
  kiosk.answer('training:clock', ok({ now: '2026-10-27T02:00:00+00:00', pendingTimers: 0 }));
  return kiosk;
}

/** `channel` answers `answer` only when the test lets it go; asked again, it never answers. */
function holdBack<C extends Channel>(kiosk: FakeKiosk, channel: C, answer: ChannelResult<C>): () => Promise<void> {
  const held: ((result: ChannelResult<C>) => void)[] = [];
  kiosk.answer(channel, () => new Promise<ChannelResult<C>>((resolve) => held.push(resolve)));
  return () => act(async () => held[0]?.(answer));
}

const reads = {
  'the applications list': {
    hold: (kiosk: FakeKiosk) => holdBack(kiosk, 'applications:list', ok({ applications: [application], hasMoreRecords: false })),
    open: () => testStore().getState().go('applications'),
    channel: 'applications:list',
  },
  'a quote': {
    hold: (kiosk: FakeKiosk) => holdBack(kiosk, 'quotes:get', ok(quote)),
    open: () => testStore().getState().openQuote(quote.id),
    channel: 'quotes:get',
  },
} as const;

const wipes = {
  'Next customer': { wipe: () => testStore().getState().nextCustomer(), staffScreens: true },
  'the idle limit': { wipe: () => testStore().getState().idleWipe(), staffScreens: true },
  'a Lock that keeps the work': { wipe: () => testStore().getState().lockKeepingWork('2580', 60), staffScreens: false },
};

const cases = Object.entries(reads).flatMap(([read, how]) => Object.entries(wipes).map(([wipe, by]) => [read, wipe, how, by] as const));

test.each(cases)('K4: %s held back across %s lands in no cache and on no screen', async (_, __, read, { wipe, staffScreens }) => {
  act(() => testStore().setState({ session: sessionOf(training) }));
  const kiosk = kioskForStaff();
  const release = read.hold(kiosk);
  const { queryClient } = renderWithKiosk(<App />, kiosk);
  act(read.open);
  await expect.poll(() => kiosk.calls(read.channel).length, { timeout: screenLoads }).toBe(1);

  await act(async () => void (await wipe()));
  // The staff screens the wipe left up ask again, and that read is still waiting when the old answer lands.
  if (staffScreens) {
    act(read.open);
    await expect.poll(() => kiosk.calls(read.channel).length, { timeout: screenLoads }).toBe(2);
  }
  await release();

  expect(document.body.textContent).not.toContain(customer);
  expect(cachedText(queryClient)).not.toContain(customer);
  if (staffScreens) expect(await screen.findByText(/Loading/)).toBeTruthy();
});
