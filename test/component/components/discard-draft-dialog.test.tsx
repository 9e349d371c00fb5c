import { act, screen, within } from '@testing-library/react';
import type { OutboxEntryView } from '../../../shared/contract/outbox';
import { describe, expect, it } from 'vitest';
import { PageFrame } from '../../../renderer/components/page-frame';
import { useKioskEvents } from '../../../renderer/kiosk-events';
import { expectAccessible } from '../expect-accessible';
import { fakeKiosk, ok, refused } from '../fake-kiosk';
import { renderWithKiosk } from '../render-with-kiosk';
import { sessionOf, training } from '../staff-profiles';
import { testStore } from '../../fixtures/test-kiosk-store';
import type { KioskStore } from '../../../renderer/store/kiosk-store';

// "Next customer" and "Switch profile" in the staff frame ask before a quote nobody sent is thrown away (K4 wipes it
// all): Keep keeps it, Discard ends the customer (and goes on to the profile picker); with nothing to lose they do not
// ask. Which drafts count as unsaved: test/unit/renderer/store/unsaved-draft.test.ts.

const casey = {
  productCategory: 'Air-Conditioning',
  productDescription: 'Ducted air-conditioning',
  firstName: 'Casey',
  lastName: 'Lee',
  email: 'casey.lee@example.com',
  mobile: '0400 111 222',
};

/** Main's outbox holding `entries` (K8). */
const outboxOf = (entries: OutboxEntryView[]) => ({ entries, online: true, queued: 0, needsDecision: 0, unreadable: 0 });

/** What app.tsx does beside the screens: main's pushed events into the query cache. */
function KioskEvents() {
  useKioskEvents();
  return null;
}

function renderFrame(draft: Partial<KioskStore>, kiosk = fakeKiosk(), outbox: OutboxEntryView[] = []) {
  kiosk.answer('outbox:list', ok(outboxOf(outbox)));
  const view = renderWithKiosk(
    <>
      <KioskEvents />
      <PageFrame profile={training}>
        <p>The calculator</p>
      </PageFrame>
    </>,
    kiosk,
  );
  act(() => testStore().setState({ session: sessionOf(training), ...draft }));
  return view;
}

describe('Next customer', () => {
  it('asks for the price typed; Keep keeps it', async () => {
    const { user } = renderFrame({ totalCents: 999_900 });
    await user.click(screen.getByRole('button', { name: 'Next customer' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard the quote for the $9,999.00 purchase?' });
    expect(ask).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(testStore().getState().totalCents).toBe(999_900);
  });

  it('names the customer whose details were typed; Discard ends the customer', async () => {
    const { user } = renderFrame({ totalCents: 999_900, customer: casey });
    await user.click(screen.getByRole('button', { name: 'Next customer' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard the quote for Casey Lee?' })).toBeTruthy();
    await expectAccessible();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect({ totalCents: testStore().getState().totalCents, customer: testStore().getState().customer.firstName }).toEqual({
      totalCents: null,
      customer: '',
    });
  });

  it.each([
    ['a fresh kiosk', {}],
    ['a quote already sent', { totalCents: 400_000, customer: casey, quoteStep: 'sent' as const }],
  ])('does not ask with %s: the customer ends at once', async (_, draft) => {
    const { user } = renderFrame(draft);
    await user.click(screen.getByRole('button', { name: 'Next customer' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(testStore().getState().customer.firstName).toBe('');
  });
});

/** Casey's quote's outbox entry as a snapshot shows it. */
function quoteEntry(state: OutboxEntryView['state']): OutboxEntryView {
  return {
    id: 'entry-0042',
    kind: 'quote',
    state,
    summary: 'Quote for Casey Lee, $4,000.00 over 24 months',
    created: '2026-12-05T01:00:00.000Z',
    updated: '2026-12-05T01:00:00.000Z',
    needsDecision: false,
    waiting: state === 'queued',
  };
}

/** Casey's quote as main answered it: queued in the outbox (K8). */
const queuedQuote = {
  totalCents: 400_000,
  customer: casey,
  quoteStep: 'sent' as const,
  quoteAnswer: { state: 'queued' as const, outboxId: quoteEntry('queued').id },
};

describe('Next customer with the quote still queued (K8)', () => {
  it('asks: "Send it when the service is back" leaves it queued and ends the customer', async () => {
    const kiosk = fakeKiosk();
    const { user } = renderFrame(queuedQuote, kiosk, [quoteEntry('queued')]);
    await user.click(screen.getByRole('button', { name: 'Next customer' }));
    expect(await screen.findByRole('alertdialog', { name: 'The quote for Casey Lee has not gone yet' })).toBeTruthy();
    await expectAccessible();
    await user.click(screen.getByRole('button', { name: 'Send it when the service is back' }));
    expect(kiosk.calls('outbox:resolve')).toEqual([]);
    expect(testStore().getState().customer.firstName).toBe('');
  });

  it('"Discard it" withdraws it in main, and only then ends the customer', async () => {
    const kiosk = fakeKiosk();
    const withdrawn = { ...quoteEntry('withdrawn'), message: 'Discarded by staff before it went: it was never sent.' };
    kiosk.answer('outbox:resolve', ok({ entries: [withdrawn], online: false, queued: 0, needsDecision: 0, unreadable: 0 }));
    const { user } = renderFrame(queuedQuote, kiosk, [quoteEntry('queued')]);
    await user.click(screen.getByRole('button', { name: 'Next customer' }));
    await user.click(screen.getByRole('button', { name: 'Discard it: never send it' }));
    expect(kiosk.calls('outbox:resolve')).toEqual([{ id: 'entry-0042', action: 'withdraw' }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(testStore().getState().customer.firstName).toBe('');
  });

  it('a refused withdrawal keeps the question open, says why, and keeps the customer', async () => {
    const kiosk = fakeKiosk();
    kiosk.answer('outbox:resolve', refused('refused', 'This is being sent right now. Wait for its answer.'));
    const { user } = renderFrame(queuedQuote, kiosk, [quoteEntry('queued')]);
    await user.click(screen.getByRole('button', { name: 'Next customer' }));
    await user.click(screen.getByRole('button', { name: 'Discard it: never send it' }));
    const ask = await screen.findByRole('alertdialog');
    expect(within(ask).getByText(/This is being sent right now/)).toBeTruthy();
    expect(testStore().getState().customer.firstName).toBe('Casey');
  });

  it('one sent while staff are asked says so, and offers nothing to discard', async () => {
    const { user, kiosk } = renderFrame(queuedQuote, fakeKiosk(), [quoteEntry('queued')]);
    await user.click(screen.getByRole('button', { name: 'Next customer' }));
    // Main's outbox now, as it pushes it and as it answers a read.
    kiosk.answer('outbox:list', ok(outboxOf([quoteEntry('sent')])));
    act(() => kiosk.emit('outbox:changed', outboxOf([quoteEntry('sent')])));
    const ask = await screen.findByRole('alertdialog', { name: 'The quote for Casey Lee is settled' });
    expect(within(ask).getByText('It was sent meanwhile, so there is nothing to discard.')).toBeTruthy();
    expect(within(ask).queryByRole('button', { name: /Discard/ })).toBeNull();
    await user.click(within(ask).getByRole('button', { name: 'Carry on' }));
    expect(testStore().getState().customer.firstName).toBe('');
  });

  it('while its one try is on its way, Discard waits for the answer', async () => {
    const { user } = renderFrame({ totalCents: 400_000, customer: casey, quoteStep: 'review', quoteState: { status: 'working' } });
    await user.click(screen.getByRole('button', { name: 'Next customer' }));
    const ask = await screen.findByRole('alertdialog', { name: 'The quote for Casey Lee is being sent' });
    expect(within(ask).queryByRole('button', { name: /Discard/ })).toBeNull();
    act(() => testStore().setState({ quoteState: { status: 'done' }, ...queuedQuote }));
    expect(await screen.findByRole('alertdialog', { name: 'The quote for Casey Lee has not gone yet' })).toBeTruthy();
  });
});

describe('Switch profile', () => {
  it('asks too: Keep stays with the customer, Discard ends them and opens the profile picker', async () => {
    const { user } = renderFrame({ totalCents: 250_000, customer: casey });
    await user.click(screen.getByRole('button', { name: 'Switch profile' }));
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(testStore().getState()).toMatchObject({ choosingProfile: false, customer: { firstName: 'Casey' } });

    await user.click(screen.getByRole('button', { name: 'Switch profile' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard the quote for Casey Lee?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(testStore().getState()).toMatchObject({ choosingProfile: true, customer: { firstName: '' }, totalCents: null });
  });
});
