import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testStore, resetTestStore } from '../../../fixtures/test-kiosk-store';
import { trainingSession } from './training-session';

// K4's idle wipe takes the customer's data, not the salesperson's own numbers (issue 38): amounts with no customer
// detail beside them stay, on the open screens and through a staff Lock past the idle limit; with a name they go.

const ok = <T>(data: T) => ({ ok: true, data }) as const;
const answered = { repaymentAmount: 15_893, instalments: 78 };

function stubKiosk(): void {
  vi.stubGlobal('window', {
    kiosk: {
      session: { lock: async () => ok(trainingSession(true)), unlock: async () => ok(trainingSession(false)) },
      handOver: { forget: async () => ok({ forgotten: true }) },
    },
  });
}

/** The salesperson's own sums: a price, a deposit and a term, answered, and nobody's name. */
function ownSums(): void {
  testStore().setState({
    session: trainingSession(false),
    totalCents: 795_000,
    depositCents: 50_000,
    termMonths: 36,
    repayment: answered,
    calculation: { status: 'done' },
  });
}

const numbers = () => {
  const { totalCents, depositCents, termMonths, repayment } = testStore().getState();
  return { totalCents, depositCents, termMonths, repayment };
};

describe('the idle wipe and the salesperson’s own numbers (K4)', () => {
  beforeEach(() => {
    resetTestStore();
    stubKiosk();
  });
  afterEach(() => {
    resetTestStore();
    vi.unstubAllGlobals();
  });

  it('keeps amounts typed with no customer detail, and their answer, on the open screens', () => {
    ownSums();
    testStore().getState().wipeCustomer();
    expect(numbers()).toEqual({ totalCents: 795_000, depositCents: 50_000, termMonths: 36, repayment: answered });
  });

  it('takes them with the customer once a customer detail is typed beside them', () => {
    ownSums();
    testStore().getState().setCustomer({ lastName: 'Away' });
    testStore().getState().wipeCustomer();
    expect(numbers()).toEqual({ totalCents: null, depositCents: 0, termMonths: 24, repayment: null });
    expect(testStore().getState().customer.lastName).toBe('');
  });

  it('takes them in customer mode: what is on the customer’s screen is theirs', () => {
    ownSums();
    testStore().setState({ session: trainingSession(true) });
    testStore().getState().wipeCustomer();
    expect(numbers().totalCents).toBeNull();
  });

  it('"Next customer" takes them always', () => {
    ownSums();
    testStore().getState().nextCustomer();
    expect(numbers().totalCents).toBeNull();
  });

  it('a Lock past the idle limit keeps them for the unlock (a lunch break), but not a customer’s quote', async () => {
    ownSums();
    await testStore().getState().lockKeepingWork('2468', 120);
    testStore().getState().wipeCustomer();
    expect(testStore().getState().keptWork?.until).toBe(Number.POSITIVE_INFINITY);
    await testStore().getState().unlockWithKeptWork('2468');
    expect(numbers()).toEqual({ totalCents: 795_000, depositCents: 50_000, termMonths: 36, repayment: answered });

    testStore().getState().setCustomer({ firstName: 'Walk', email: 'walk.away@example.com' });
    await testStore().getState().lockKeepingWork('2468', 120);
    testStore().getState().wipeCustomer();
    expect(testStore().getState().keptWork).toBeNull();
    await testStore().getState().unlockWithKeptWork('2468');
    expect([testStore().getState().customer.firstName, testStore().getState().totalCents]).toEqual(['', null]);
  });
});
