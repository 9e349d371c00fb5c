import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetKioskStore, useKiosk } from '../../../../renderer/store/kiosk-store';
import { draftName, hasUnsavedDraft, unsentWrite } from '../../../../renderer/store/unsaved-draft';

// "Next customer" and "Switch profile" ask only when a quote nobody sent would be lost.

const draft = () => hasUnsavedDraft(useKiosk.getState());

describe('hasUnsavedDraft', () => {
  beforeEach(resetKioskStore);
  afterEach(resetKioskStore);

  it('is false on a fresh kiosk: nothing to lose, nothing to ask', () => {
    expect(draft()).toBe(false);
  });

  it('is true once an amount is typed into the calculator', () => {
    useKiosk.getState().setCalculator({ totalCents: 999_900 });
    expect(draft()).toBe(true);
  });

  it('is true for a deposit alone, or one that is not an amount yet', () => {
    useKiosk.getState().setCalculator({ depositCents: 50_000 });
    expect(draft()).toBe(true);
    useKiosk.getState().setCalculator({ depositCents: null });
    expect(draft()).toBe(true);
  });

  it('is true once any customer detail is typed, and false for blanks', () => {
    useKiosk.getState().setCustomer({ email: '   ' });
    expect(draft()).toBe(false);
    useKiosk.getState().setCustomer({ firstName: 'Casey' });
    expect(draft()).toBe(true);
  });

  it('is false once the quote is sent or a call-back booked', () => {
    useKiosk.getState().setCustomer({ firstName: 'Casey' });
    useKiosk.getState().setCalculator({ totalCents: 999_900 });
    useKiosk.getState().setQuoteStep('sent');
    expect(draft()).toBe(false);
    useKiosk.getState().setQuoteStep('callout-booked');
    expect(draft()).toBe(false);
  });

  it('is true while the quote or call-back is on its way, or waits in the outbox; false once it went (K8)', () => {
    useKiosk.setState({ quoteStep: 'review', quoteState: { status: 'working' } });
    expect(unsentWrite(useKiosk.getState())).toEqual({ kind: 'quote', sending: true });
    expect(draft()).toBe(true);
    const entry = {
      id: 'entry-0007',
      kind: 'callout' as const,
      summary: 'Call-back for Casey Lee',
      created: '2026-12-05T01:00:00.000Z',
      updated: '2026-12-05T01:00:00.000Z',
      needsDecision: false,
    };
    useKiosk.setState({
      quoteState: { status: 'idle' },
      quoteStep: 'callout-booked',
      calloutAnswer: { state: 'queued', outboxId: entry.id },
      outboxEntries: [{ ...entry, state: 'queued', waiting: true }],
    });
    expect(unsentWrite(useKiosk.getState())).toEqual({ kind: 'callout', sending: false, outboxId: 'entry-0007' });
    expect(draft()).toBe(true);
    useKiosk.setState({ outboxEntries: [{ ...entry, state: 'sent', waiting: false }] });
    expect(unsentWrite(useKiosk.getState())).toBeNull();
    expect(draft()).toBe(false);
  });

  it('is false once the customer applied in customer mode', () => {
    useKiosk.getState().setCustomer({ firstName: 'Casey' });
    useKiosk.setState({ outcome: { result: 'submitted', applicationId: '4000621', status: 'APPROVED', message: 'ok' } });
    expect(draft()).toBe(false);
  });

  it('is false again after "Next customer"', () => {
    useKiosk.getState().setCustomer({ firstName: 'Casey' });
    useKiosk.getState().nextCustomer();
    expect(draft()).toBe(false);
  });
});

describe('draftName', () => {
  beforeEach(resetKioskStore);
  afterEach(resetKioskStore);

  it('names the customer, else the price, else "this customer"', () => {
    expect(draftName(useKiosk.getState())).toBe('this customer');
    useKiosk.getState().setCalculator({ totalCents: 999_900 });
    expect(draftName(useKiosk.getState())).toBe('the $9,999.00 purchase');
    useKiosk.getState().setCustomer({ firstName: ' Casey ', lastName: 'Lee' });
    expect(draftName(useKiosk.getState())).toBe('Casey Lee');
  });
});
