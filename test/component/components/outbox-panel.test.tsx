import { act, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { OutboxButton } from '../../../renderer/components/outbox-panel';
import { useKioskEvents } from '../../../renderer/kiosk-events';
import { expectAccessible } from '../expect-accessible';
import { fakeKiosk, ok } from '../fake-kiosk';
import { renderWithKiosk } from '../render-with-kiosk';

// K8, K11: entries main could not read are counted on the Outbox button as main pushes its snapshot, and said in the
// panel, kept for support, never dropped in silence. Main keeping the lines beside the journal:
// test/unit/main/outbox/outbox.test.ts.

/** What app.tsx does beside the screens: main's pushed events into the query cache. */
function KioskEvents() {
  useKioskEvents();
  return null;
}

it('the outbox says how many entries could not be read, kept for support, and that staff enter them again if needed', async () => {
  const kiosk = fakeKiosk();
  const snapshot = { entries: [], online: true, queued: 0, needsDecision: 0, unreadable: 3 };
  kiosk.answer('outbox:list', ok(snapshot));
  const { user } = renderWithKiosk(
    <>
      <KioskEvents />
      <OutboxButton />
    </>,
    kiosk,
  );
  act(() => kiosk.emit('outbox:changed', snapshot));
  const button = await screen.findByRole('button', { name: 'Outbox, 3 need attention: 3 entries could not be read' });
  expect(button.querySelector('.badge')?.textContent).toBe('3');
  await user.click(button);
  const panel = await screen.findByRole('dialog', { name: 'Outbox' });
  expect(within(panel).getByText('3 entries could not be read — kept for support.')).toBeTruthy();
  expect(within(panel).getByText('Their details cannot be shown or sent. If they are still needed, enter them again.')).toBeTruthy();
  expect(await within(panel).findByText('Nothing else is in the outbox.')).toBeTruthy();
  await expectAccessible();
});

it('a queued entry can be discarded, after a second yes: main withdraws it, and the panel says it will not be sent', async () => {
  const kiosk = fakeKiosk();
  const queued = {
    id: 'entry-0042',
    kind: 'quote' as const,
    state: 'queued' as const,
    summary: 'Quote for Casey Lee, $4,000.00 over 24 months',
    created: '2026-12-05T01:00:00.000Z',
    updated: '2026-12-05T01:00:00.000Z',
    needsDecision: false,
    waiting: true,
  };
  const withdrawn = {
    ...queued,
    state: 'withdrawn' as const,
    waiting: false,
    message: 'Discarded by staff before it went: it was never sent.',
  };
  kiosk.answer('outbox:list', ok({ entries: [queued], online: false, queued: 1, needsDecision: 0, unreadable: 0 }));
  kiosk.answer('outbox:resolve', ok({ entries: [withdrawn], online: false, queued: 0, needsDecision: 0, unreadable: 0 }));
  const { user } = renderWithKiosk(<OutboxButton />, kiosk);
  await user.click(screen.getByRole('button', { name: /^Outbox/ }));
  const panel = await screen.findByRole('dialog', { name: 'Outbox' });
  const item = await within(panel).findByRole('listitem');
  expect(within(item).getByText('Queued — will be sent when the service is back')).toBeTruthy();
  await user.click(within(item).getByRole('button', { name: 'Discard: Quote for Casey Lee, $4,000.00 over 24 months' }));
  expect(kiosk.calls('outbox:resolve')).toEqual([]);
  await expectAccessible();
  await user.click(within(item).getByRole('button', { name: 'Yes, discard it' }));
  expect(kiosk.calls('outbox:resolve')).toEqual([{ id: 'entry-0042', action: 'withdraw' }]);
  expect(within(item).getByText('Discarded — the kiosk will not send it')).toBeTruthy();
  expect(within(item).getByText('Discarded by staff before it went: it was never sent.')).toBeTruthy();
  expect(within(item).queryByRole('button', { name: /Discard/ })).toBeNull();
});
