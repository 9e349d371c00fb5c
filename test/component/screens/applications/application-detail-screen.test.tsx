import { act, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ApplicationDetailScreen } from '../../../../renderer/screens/applications/application-detail-screen';
import type { OutboxEntryView, OutboxSnapshot } from '../../../../shared/contract/outbox';
import { fakeKiosk, ok, type FakeKiosk } from '../../fake-kiosk';
import { renderWithKiosk } from '../../render-with-kiosk';
import { sessionOf, training } from '../../staff-profiles';
import { solarApplication } from '../../../fixtures/solar-application';
import { testStore } from '../../../fixtures/test-kiosk-store';
import { applyOutboxSnapshot } from '../../../../renderer/queries/outbox-cache';

// One application's writes and reads as the query cache holds them (issue 37): the reference (K8: sent or queued), and
// its documents read again when an invoice queued in the outbox has gone.

const application = solarApplication('REFER', '2026-11-20T01:00:00+00:00');

function renderApplication(answer: (kiosk: FakeKiosk) => void = () => undefined) {
  const kiosk = fakeKiosk();
  kiosk.answer('applications:get', ok(application));
  kiosk.answer('documents:list', ok({ documents: [] }));
  kiosk.answer('applications:kioskRecord', ok({ invoices: [], paymentRequest: null }));
  answer(kiosk);
  act(() => {
    testStore().setState({ session: sessionOf(training) });
    testStore().getState().openApplication(application.id);
  });
  return renderWithKiosk(<ApplicationDetailScreen />, kiosk);
}

const invoice = (state: OutboxEntryView['state']): OutboxSnapshot => ({
  entries: [
    {
      id: 'entry-0014',
      kind: 'document',
      state,
      summary: 'Invoice for application 4000123',
      created: '2026-11-24T03:00:00.000Z',
      updated: '2026-11-24T03:00:00.000Z',
      needsDecision: false,
      waiting: state === 'queued',
    },
  ],
  online: state === 'sent',
  queued: state === 'queued' ? 1 : 0,
  needsDecision: 0,
  unreadable: 0,
});

it('a sent reference replaces the application on screen; a queued one says it waits in the Outbox (K8)', async () => {
  const { user, kiosk, queryClient } = renderApplication((kiosk) =>
    kiosk.answer(
      'applications:setReference',
      ok({ state: 'sent', outboxId: 'entry-0012', result: { ...application, reference_number: 'INV-9' } }),
    ),
  );
  const field = await screen.findByLabelText(/^Reference number/);
  await user.type(field, 'INV-9');
  await user.click(screen.getByRole('button', { name: 'Save reference' }));
  expect(await screen.findByText('Reference saved.')).toBeTruthy();
  expect(kiosk.calls('applications:setReference')).toEqual([{ id: '4000123', reference_number: 'INV-9' }]);
  expect(queryClient.getQueryData([training.id, 'applications:get', { id: '4000123' }])).toMatchObject({ reference_number: 'INV-9' });

  kiosk.answer('applications:setReference', ok({ state: 'queued', outboxId: 'entry-0013' }));
  await user.clear(field);
  await user.type(field, 'INV-10');
  await user.click(screen.getByRole('button', { name: 'Save reference' }));
  expect(await screen.findByText(/^Queued — the reference waits in this kiosk’s Outbox/)).toBeTruthy();
});

it('a queued document that goes shows in the application’s documents without a refresh', async () => {
  const { kiosk, queryClient } = renderApplication();
  expect(await screen.findByText('No documents for application 4000123 yet.')).toBeTruthy();
  // As main pushes its outbox (renderer/kiosk-events.ts): the invoice queued, then gone.
  act(() => applyOutboxSnapshot(queryClient, training.id, invoice('queued')));
  kiosk.answer('documents:list', ok({ documents: [{ type: 'INVOICE', filename: 'invoice.pdf' }] }));
  act(() => applyOutboxSnapshot(queryClient, training.id, invoice('sent')));
  const documents = screen.getByRole('region', { name: 'Documents' });
  expect(await within(documents).findByText('invoice.pdf')).toBeTruthy();
});
