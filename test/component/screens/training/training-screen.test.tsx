import { act, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { OutboxEntryView } from '../../../../shared/contract/outbox';
import type { SandboxMessage } from '../../../../shared/wire/control';
import { useKioskEvents } from '../../../../renderer/kiosk-events';
import { TrainingScreen } from '../../../../renderer/screens/training/training-screen';
import { fakeKiosk, ok } from '../../fake-kiosk';
import { renderWithKiosk } from '../../render-with-kiosk';

// D27: the Training screen lists what the practice service emailed and texted. A quote the outbox sends while the
// screen is open (K8) shows its email there without a Refresh: staff who open Training right after Send see it arrive.

/** What app.tsx does beside the screens: main's pushed events into the store. */
function KioskEvents() {
  useKioskEvents();
  return null;
}

const quoteEntry = (state: OutboxEntryView['state']): OutboxEntryView => ({
  id: 'outbox-entry-1',
  kind: 'quote',
  state,
  summary: 'Quote for Casey Lee, $2,500.00 over 24 months',
  created: '2026-12-05T01:00:00.000Z',
  updated: '2026-12-05T01:00:01.000Z',
  needsDecision: false,
  waiting: state === 'queued' || state === 'pending',
});

const quoteEmail: SandboxMessage = {
  id: 'message-1',
  channel: 'email',
  to: 'casey@example.com',
  subject: 'Your quote',
  body: 'Your quote is ready.',
  link: 'https://sandbox.example/apply/quote_1',
  sent: '2026-12-05T01:00:01+00:00',
};

it('an email the outbox sends while Training is open appears there without a Refresh', async () => {
  const kiosk = fakeKiosk();
  let sent: SandboxMessage[] = [];
  kiosk.answer('training:messages', () => ok({ messages: sent }));
  kiosk.answer('training:clock', ok({ now: '2026-12-05T01:00:00+00:00', pendingTimers: 0 }));
  renderWithKiosk(
    <>
      <KioskEvents />
      <TrainingScreen />
    </>,
    kiosk,
  );
  expect(await screen.findByText('Nothing sent yet.')).toBeTruthy();
  const snapshot = (entry: OutboxEntryView) => ({ entries: [entry], online: true, queued: 0, needsDecision: 0, unreadable: 0 });
  // Written down and on its way: nothing new at the service yet, so nothing asked again.
  act(() => kiosk.emit('outbox:changed', snapshot(quoteEntry('pending'))));
  expect(kiosk.calls('training:messages')).toHaveLength(1);
  sent = [quoteEmail];
  act(() => kiosk.emit('outbox:changed', snapshot(quoteEntry('sent'))));
  expect(await screen.findByText('Email to casey@example.com')).toBeTruthy();
  expect(screen.queryByText('Nothing sent yet.')).toBeNull();
});
