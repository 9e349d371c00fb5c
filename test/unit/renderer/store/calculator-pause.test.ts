import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recalculateAfterMs, settledRepayment } from '../../../../renderer/store/calculator-slice';
import { handOverOf } from '../../../../renderer/store/hand-over-slice';
import { testStore, resetTestStore } from '../../../fixtures/test-kiosk-store';
import { trainingSession } from './training-session';

// The screen tells the truth: a term chosen just before "Create a quote" is the term whose repayments the quote, the
// printed page and the customer see, never the one before it. The store, not the calculator screen, waits out the
// typing, so leaving the screen mid-pause still asks; against a window.kiosk that answers by term, on a clock the test sets.

const ok = <T>(data: T) => ({ ok: true, data }) as const;
const fortnightly = (term: number) => ({ repaymentAmount: 1_000_000 / (term * 2), instalments: (term / 12) * 26 });
const asked: number[] = [];
const session = (locked: boolean) => ok(trainingSession(locked));

describe('the calculator’s pause before asking', () => {
  beforeEach(() => {
    resetTestStore();
    asked.length = 0;
    vi.useFakeTimers();
    vi.stubGlobal('window', {
      kiosk: {
        calculator: {
          repayment: async ({ repaymentTerm }: { repaymentTerm: number }) => (asked.push(repaymentTerm), ok(fortnightly(repaymentTerm))),
          breakdown: async () => ok(null),
          compareTerms: async () => ok({ options: [] }),
        },
        session: { lock: async () => session(true), unlock: async () => session(false) },
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks once per pause, and a repayment leaves the calculator only while it answers the term chosen', async () => {
    const { setCalculator } = testStore().getState();
    setCalculator({ totalCents: 800_000 });
    setCalculator({ depositCents: 0 });
    await vi.advanceTimersByTimeAsync(recalculateAfterMs);
    expect(asked).toEqual([24]);
    expect(settledRepayment(testStore().getState())).toEqual(fortnightly(24));

    // The term changes and staff leave the calculator at once: the 24-month answer is no longer anyone's to show.
    setCalculator({ termMonths: 12 });
    testStore().getState().go('new-quote');
    expect(testStore().getState().repayment).toEqual(fortnightly(24));
    expect(settledRepayment(testStore().getState())).toBeNull();
    expect(handOverOf(testStore().getState()).repayment).toBeNull();

    await vi.advanceTimersByTimeAsync(recalculateAfterMs);
    expect(asked).toEqual([24, 12]);
    expect(settledRepayment(testStore().getState())).toEqual(fortnightly(12));
    expect(handOverOf(testStore().getState())).toMatchObject({ termMonths: 12, repayment: fortnightly(12) });
  });

  it('asks nothing about amounts it cannot ask about, and the next customer cancels a question still waiting', async () => {
    const { setCalculator } = testStore().getState();
    setCalculator({ totalCents: 500_000, depositCents: 500_000 });
    expect(testStore().getState().calculation).toEqual({ status: 'idle' });
    setCalculator({ depositCents: 0 });
    expect(testStore().getState().calculation).toEqual({ status: 'working' });
    testStore().getState().nextCustomer();
    await vi.advanceTimersByTimeAsync(recalculateAfterMs);
    expect(asked).toEqual([]);
    expect(testStore().getState()).toMatchObject({ totalCents: null, repayment: null, calculation: { status: 'idle' } });
  });

  it('locked mid-pause with the work kept: the question waits for no one, and unlocking asks it for the amounts brought back', async () => {
    testStore().setState({ session: session(false).data });
    testStore().getState().setCalculator({ totalCents: 800_000, depositCents: 0, termMonths: 36 });
    expect(await testStore().getState().lockKeepingWork('246813', 600)).toBe(true);
    await vi.advanceTimersByTimeAsync(recalculateAfterMs);
    expect(asked).toEqual([]);

    expect(await testStore().getState().unlockWithKeptWork('246813')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([36]);
    expect(testStore().getState()).toMatchObject({ totalCents: 800_000, termMonths: 36, repayment: fortnightly(36) });
    expect(settledRepayment(testStore().getState())).toEqual(fortnightly(36));
  });
});
