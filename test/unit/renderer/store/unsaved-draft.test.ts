import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxEntryView } from '../../../../shared/contract/outbox';
import { draftName, hasUnsavedDraft, unsentWrite } from '../../../../renderer/store/unsaved-draft';
import { resetTestStore, testStore } from '../../../fixtures/test-kiosk-store';

// "Next customer" and "Switch profile" ask only when a quote nobody sent would be lost.

const draft = (outbox: OutboxEntryView[] = []) => hasUnsavedDraft(testStore().getState(), outbox);

describe('hasUnsavedDraft', () => {
  beforeEach(resetTestStore);
  afterEach(resetTestStore);

  it('is false on a fresh kiosk: nothing to lose, nothing to ask', () => {
    expect(draft()).toBe(false);
  });

  it('is true once an amount is typed into the calculator', () => {
    testStore().getState().setCalculator({ totalCents: 999_900 });
    expect(draft()).toBe(true);
  });

  it('is true for a deposit alone, or one that is not an amount yet', () => {
    testStore().getState().setCalculator({ depositCents: 50_000 });
    expect(draft()).toBe(true);
    testStore().getState().setCalculator({ depositCents: null });
    expect(draft()).toBe(true);
  });

  it('is true once any customer detail is typed, and false for blanks', () => {
    testStore().getState().setCustomer({ email: '   ' });
    expect(draft()).toBe(false);
    testStore().getState().setCustomer({ firstName: 'Casey' });
    expect(draft()).toBe(true);
  });

  it('is false once the quote is sent or a call-back booked', () => {
    testStore().getState().setCustomer({ firstName: 'Casey' });
    testStore().getState().setCalculator({ totalCents: 999_900 });
    testStore().getState().setQuoteStep('sent');
    expect(draft()).toBe(false);
    testStore().getState().setQuoteStep('callout-booked');
    expect(draft()).toBe(false);
  });

  it('is true while the quote or call-back is on its way, or waits in the outbox; false once it went (K8)', () => {
    testStore().setState({ quoteStep: 'review', quoteState: { status: 'working' } });
    expect(unsentWrite(testStore().getState(), [])).toEqual({ kind: 'quote', sending: true });
    expect(draft()).toBe(true);
    const entry = {
      id: 'entry-0007',
      kind: 'callout' as const,
      summary: 'Call-back for Casey Lee',
      created: '2026-12-05T01:00:00.000Z',
      updated: '2026-12-05T01:00:00.000Z',
      needsDecision: false,
    };
    testStore().setState({
      quoteState: { status: 'idle' },
      quoteStep: 'callout-booked',
      calloutAnswer: { state: 'queued', outboxId: entry.id },
    });
    // As main's outbox shows its entry (K8): waiting, then gone.
    const waiting: OutboxEntryView[] = [{ ...entry, state: 'queued', waiting: true }];
    expect(unsentWrite(testStore().getState(), waiting)).toEqual({ kind: 'callout', sending: false, outboxId: 'entry-0007' });
    expect(draft(waiting)).toBe(true);
    const went: OutboxEntryView[] = [{ ...entry, state: 'sent', waiting: false }];
    expect(unsentWrite(testStore().getState(), went)).toBeNull();
    expect(draft(went)).toBe(false);
  });

  it('is false once the customer applied in customer mode', () => {
    testStore().getState().setCustomer({ firstName: 'Casey' });
    testStore().setState({ outcome: { result: 'submitted', applicationId: '4000621', status: 'APPROVED', message: 'ok' } });
    expect(draft()).toBe(false);
  });

  it('is false again after "Next customer"', () => {
    testStore().getState().setCustomer({ firstName: 'Casey' });
    testStore().getState().nextCustomer();
    expect(draft()).toBe(false);
  });
});

describe('draftName', () => {
  beforeEach(resetTestStore);
  afterEach(resetTestStore);

  it('names the customer, else the price, else "this customer"', () => {
    expect(draftName(testStore().getState())).toBe('this customer');
    testStore().getState().setCalculator({ totalCents: 999_900 });
    expect(draftName(testStore().getState())).toBe('the $9,999.00 purchase');
    testStore().getState().setCustomer({ firstName: ' Casey ', lastName: 'Lee' });
    expect(draftName(testStore().getState())).toBe('Casey Lee');
  });
});
