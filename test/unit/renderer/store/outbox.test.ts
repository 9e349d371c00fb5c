import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntryView } from '../../../../shared/contract/outbox';
import type { Callout } from '../../../../shared/wire/callouts';
import type { Quote } from '../../../../shared/wire/quotes';
import { fieldError, needsConfirmation } from '../../../../renderer/store/async-state';
import { followWrite } from '../../../../renderer/store/followed-write';
import { outboxAttention } from '../../../../renderer/components/outbox-attention';
import { entryStateWords, unreadableAdvice, unreadableWords } from '../../../../renderer/components/outbox-words';
import { resetTestStore, testStore } from '../../../fixtures/test-kiosk-store';
import { outboxEntry } from '../../../fixtures/outbox-entry';

// K8 and K7 in the screens' store and words, against a fake window.kiosk that answers only what each test asks of it;
// main's outbox in the query cache: test/unit/renderer/queries/outbox-cache.test.ts.

const ok = <T>(data: T) => ({ ok: true, data }) as const;
const refusal = (code: string, message: string) => ({ ok: false, error: { code, message } }) as const;

const quote: Quote = {
  id: 'Q-100',
  applicant: 'Jamie Nguyen',
  applicant_email: 'jamie@example.com',
  total_purchase_amount: 850_000,
  deposit_amount: 0,
  repayment_term: 24,
  product_category: 'Solar Panel Package',
  product_description: 'Panels',
  created: '2026-11-24T03:00:00+00:00',
  status: 'SENT',
  active: 1,
  expires: '2026-12-24T03:00:00+00:00',
} as unknown as Quote;

function fillCustomer(): void {
  const store = testStore().getState();
  store.setCalculator({ totalCents: 850_000, depositCents: 0, termMonths: 24 });
  store.setCustomer({
    firstName: 'Jamie',
    lastName: 'Nguyen',
    email: 'jamie@example.com',
    mobile: '0412 345 678',
    productCategory: 'Solar Panel Package',
    productDescription: 'Panels',
  });
  store.setQuoteStep('review');
}

describe('the outbox in staff’s words (K8)', () => {
  it('says each state in plain words, and counts what needs attention for the top bar', () => {
    const words = (state: OutboxEntryView['state'], needsDecision = false, message?: string) =>
      entryStateWords({ state, needsDecision, ...(message === undefined ? {} : { message }) }).text;
    expect(words('pending')).toBe('Sending…');
    expect(words('queued')).toBe('Queued — will be sent when the service is back');
    expect(words('sent')).toBe('Sent');
    // K7: nothing to look in, so staff decide; K3: the kiosk looks it up by itself.
    expect(words('unconfirmed', true)).toBe('May have reached the provider — check before sending again');
    expect(words('unconfirmed')).toBe('Not confirmed yet — the kiosk is checking whether it arrived');
    expect(words('failed', false, 'Invalid data provided')).toBe('Refused: Invalid data provided');
    expect(words('withdrawn')).toBe('Discarded — the kiosk will not send it');
    expect(outboxAttention(0, 0)).toEqual({ count: 0, label: 'Outbox, nothing waiting' });
    expect(outboxAttention(1, 1)).toEqual({ count: 2, label: 'Outbox, 2 need attention' });
    expect(outboxAttention(0, 1).label).toBe('Outbox, 1 needs attention');
  });

  it('counts what main could not read, and says it in the panel’s words', () => {
    expect(outboxAttention(0, 0, 1)).toEqual({ count: 1, label: 'Outbox, 1 needs attention: 1 entry could not be read' });
    expect(outboxAttention(1, 0, 3)).toEqual({ count: 4, label: 'Outbox, 4 need attention: 3 entries could not be read' });
    expect(unreadableWords(1)).toBe('1 entry could not be read — kept for support.');
    expect(unreadableWords(3)).toBe('3 entries could not be read — kept for support.');
    expect(unreadableAdvice(1)).toBe('Its details cannot be shown or sent. If it is still needed, enter it again.');
    expect(unreadableAdvice(3)).toBe('Their details cannot be shown or sent. If they are still needed, enter them again.');
  });
});

describe('writes show queued, then sent (K8)', () => {
  beforeEach(resetTestStore);
  afterEach(resetTestStore);
  afterEach(() => vi.unstubAllGlobals());

  it('a queued quote shows queued, then sending, then sent with the service’s number, as the snapshots come', async () => {
    vi.stubGlobal('window', { kiosk: { quotes: { create: async () => ok({ state: 'queued', outboxId: 'entry-0010' }) } } });
    fillCustomer();
    await testStore().getState().sendQuote();
    const answer = testStore().getState().quoteAnswer;
    expect(testStore().getState().quoteStep).toBe('sent');
    expect(answer).toEqual({ state: 'queued', outboxId: 'entry-0010' });
    if (answer === null) throw new Error('no answer');
    // As each snapshot main pushes shows its entry.
    const followed = (entries: OutboxEntryView[]) =>
      followWrite(
        answer,
        entries.find((one) => one.id === answer.outboxId),
      );

    expect(followed([])).toEqual({ state: 'queued' });
    expect(followed([outboxEntry({ id: 'entry-0010', state: 'queued' })])).toEqual({ state: 'queued' });
    expect(followed([outboxEntry({ id: 'entry-0010', state: 'pending' })])).toEqual({ state: 'sending' });
    expect(followed([outboxEntry({ id: 'entry-0010', state: 'sent', serviceId: 'Q-777' })])).toEqual({
      state: 'sent',
      result: null,
      serviceId: 'Q-777',
    });
  });

  it('a queued write whose answer was then lost reads as unconfirmed, never as failed', () => {
    const answer = { state: 'queued', outboxId: 'entry-0015' } as const;
    expect(followWrite(answer, outboxEntry({ id: 'entry-0015', kind: 'callout', state: 'unconfirmed', needsDecision: true }))).toEqual({
      state: 'unconfirmed',
    });
  });

  it('a quote whose answer the kiosk looks up by itself (K3) still reads as queued; one staff discarded reads as discarded', () => {
    const answer = { state: 'queued', outboxId: 'entry-0016' } as const;
    expect(followWrite(answer, outboxEntry({ id: 'entry-0016', state: 'unconfirmed', needsDecision: false, waiting: true }))).toEqual({
      state: 'queued',
    });
    expect(followWrite(answer, outboxEntry({ id: 'entry-0016', state: 'withdrawn', waiting: false }))).toEqual({ state: 'withdrawn' });
  });

  it('a quote sent at once shows the service’s quote as it is', async () => {
    vi.stubGlobal('window', { kiosk: { quotes: { create: async () => ok({ state: 'sent', outboxId: 'entry-0011', result: quote }) } } });
    fillCustomer();
    await testStore().getState().sendQuote();
    const answer = testStore().getState().quoteAnswer;
    if (answer === null) throw new Error('no answer');
    expect(followWrite(answer, undefined)).toEqual({ state: 'sent', result: quote, serviceId: null });
  });

  it('a queued quote the provider refuses later goes back to the review with its reason, nothing retyped', async () => {
    vi.stubGlobal('window', { kiosk: { quotes: { create: async () => ok({ state: 'queued', outboxId: 'entry-0012' }) } } });
    fillCustomer();
    await testStore().getState().sendQuote();
    const answer = testStore().getState().quoteAnswer;
    if (answer === null) throw new Error('no answer');
    const followed = followWrite(answer, outboxEntry({ id: 'entry-0012', state: 'failed', message: 'Invalid data provided' }));
    expect(followed).toEqual({ state: 'failed', message: 'Invalid data provided' });

    testStore().getState().reviseRefused('quote', 'Invalid data provided');
    const after = testStore().getState();
    expect(after.quoteStep).toBe('review');
    expect(after.quoteState).toMatchObject({ status: 'failed', message: 'Invalid data provided' });
    expect(after.customer).toMatchObject({ firstName: 'Jamie', email: 'jamie@example.com' });
    expect(after.totalCents).toBe(850_000);
  });
});

describe('K7: a repeat that may already have reached the provider', () => {
  beforeEach(resetTestStore);
  afterEach(resetTestStore);
  afterEach(() => vi.unstubAllGlobals());

  const callout = {
    id: 'C-1',
    full_name: 'Jamie Nguyen',
    phone: '0412345678',
    call_datetime: '2026-11-25T00:00:00+00:00',
  } as unknown as Callout;

  it('a lost answer reads “may have reached the provider”, never “could not be reached”', async () => {
    vi.stubGlobal('window', {
      kiosk: { callouts: { create: async () => refusal('outcome-unknown', 'The financing service could not be reached.') } },
    });
    fillCustomer();
    await testStore().getState().requestCallout();
    const state = testStore().getState().calloutState;
    expect(state.status === 'failed' && state.message).toMatch(/^This may have reached the provider/);
    expect(JSON.stringify(state)).not.toContain('could not be reached');
  });

  it('needs-confirmation shows the message; “Send again anyway” repeats the same call-back with confirmRepeat', async () => {
    const asked: Record<string, unknown>[] = [];
    vi.stubGlobal('window', {
      kiosk: {
        callouts: {
          create: async (input: Record<string, unknown>) => {
            asked.push(input);
            return input['confirmRepeat'] === true
              ? ok({ state: 'sent', outboxId: 'entry-0020', result: callout })
              : refusal(
                  'needs-confirmation',
                  'A call-back for this customer may already have reached the provider in the last 30 minutes.',
                );
          },
        },
      },
    });
    fillCustomer();
    await testStore().getState().requestCallout();
    const first = testStore().getState().calloutState;
    expect(needsConfirmation(first)).toBe(true);
    expect(first).toMatchObject({ message: 'A call-back for this customer may already have reached the provider in the last 30 minutes.' });
    expect(testStore().getState().quoteStep).toBe('review');
    expect(fieldError(first, 'phone')).toBeUndefined();

    await testStore().getState().requestCallout(true);
    expect(asked.map((input) => input['confirmRepeat'])).toEqual([undefined, true]);
    const { confirmRepeat: _confirmed, ...repeated } = asked[1] ?? {};
    const { confirmRepeat: _first, ...original } = asked[0] ?? {};
    expect(repeated).toEqual(original);
    expect(testStore().getState()).toMatchObject({ quoteStep: 'callout-booked', calloutAnswer: { state: 'sent', result: callout } });
  });

  it('secure codes: needs-confirmation, then sent with confirmRepeat', async () => {
    const asked: unknown[] = [];
    vi.stubGlobal('window', {
      kiosk: {
        secureCode: {
          send: async (input: { mobile: string; confirmRepeat?: boolean }) => {
            asked.push(input);
            return input.confirmRepeat
              ? ok({ token: 't'.repeat(32) })
              : refusal('needs-confirmation', 'A code may already have gone to 0412345678.');
          },
        },
      },
    });
    fillCustomer();
    await testStore().getState().sendSecureCode();
    expect(needsConfirmation(testStore().getState().secureCodeState)).toBe(true);
    expect(testStore().getState().secureCodeSent).toBeNull();
    await testStore().getState().sendSecureCode(true);
    expect(asked).toEqual([{ mobile: '0412345678' }, { mobile: '0412345678', confirmRepeat: true }]);
    expect(testStore().getState().secureCodeSent?.mobile).toBe('0412345678');
  });
});
