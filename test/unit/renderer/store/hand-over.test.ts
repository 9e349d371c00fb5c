import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handOver as handOverSchema, type HandOver } from '../../../../shared/contract/hand-over';
import { done } from '../../../../renderer/store/async-state';
import { handOverOf, stateOfHandOver } from '../../../../renderer/store/hand-over-slice';
import { testStore, resetTestStore } from '../../../fixtures/test-kiosk-store';

// K6: the customer's screen survives a reload while locked, because main holds the hand-over; K4: the wipe tells
// main to forget it too.

const ok = <T>(data: T) => ({ ok: true, data }) as const;
const locked = { profile: null, locked: true, keychain: { available: true } };

function typeAlexsQuote(): void {
  const store = testStore().getState();
  store.setCustomer({
    firstName: 'Alex',
    lastName: 'Customer',
    email: 'alex@example.com',
    mobile: '0411 000 001',
    productCategory: 'Storage Battery(s)',
    productDescription: '10 kWh home battery',
  });
  // As the calculator leaves it once the service has answered these amounts and term.
  testStore().setState({
    totalCents: 500_001,
    depositCents: 1_000,
    termMonths: 12,
    repayment: { repaymentAmount: 19_691, instalments: 26 },
    calculation: done,
    breakdown: null,
    legalTexts: [{ content_type: 'TNC', version: '2026-01-01T00:00:00+00:00', content: 'Sandbox terms' }],
  });
}

describe('the hand-over (K6)', () => {
  beforeEach(resetTestStore);
  afterEach(() => vi.unstubAllGlobals());

  it('carries what the customer’s screen shows, and the contract accepts it', () => {
    typeAlexsQuote();
    const handOver = handOverOf(testStore().getState());
    expect(handOverSchema.parse(handOver)).toEqual(handOver);
    expect(handOver).toEqual({
      customer: {
        firstName: 'Alex',
        lastName: 'Customer',
        email: 'alex@example.com',
        mobile: '0411 000 001',
        productCategory: 'Storage Battery(s)',
        productDescription: '10 kWh home battery',
      },
      totalCents: 500_001,
      depositCents: 1_000,
      termMonths: 12,
      repayment: { repaymentAmount: 19_691, instalments: 26 },
      legalTexts: [{ content_type: 'TNC', version: '2026-01-01T00:00:00+00:00', content: 'Sandbox terms' }],
      quote: null,
      outcome: null,
      locale: 'en-AU',
    });
  });

  it('keeps the customer’s language with the hand-over, so checkout’s return and a reload keep it (K14)', () => {
    typeAlexsQuote();
    testStore().getState().setCustomerLocale('ar');
    const handOver = handOverSchema.parse(handOverOf(testStore().getState()));
    expect(handOver.locale).toBe('ar');
    resetTestStore();
    testStore().setState(stateOfHandOver(handOver));
    expect(testStore().getState().customerLocale).toBe('ar');
    // K4: the next customer starts in English.
    testStore().getState().nextCustomer();
    expect(testStore().getState().customerLocale).toBe('en-AU');
  });

  it('keeps checkout’s verified outcome with the hand-over, so a reload while locked shows it again (K6)', () => {
    typeAlexsQuote();
    const outcome = {
      result: 'submitted',
      applicationId: '4003257',
      status: 'APPROVED',
      message: 'Your application was received.',
    } as const;
    testStore().setState({ outcome });
    const handOver = handOverSchema.parse(handOverOf(testStore().getState()));
    resetTestStore();
    testStore().setState(stateOfHandOver(handOver));
    expect(testStore().getState().outcome).toEqual(outcome);
    expect(testStore().getState().outcomeState.status).toBe('done');
  });

  it('keeps the sent quote a customer may apply from on their phone, and restores it', async () => {
    typeAlexsQuote();
    const quote = { id: 'quote_7', expires: '2026-12-24T01:00:00.000Z' };
    testStore().setState({ handedOverQuote: quote });
    const handOver: HandOver = handOverSchema.parse(handOverOf(testStore().getState()));
    expect(handOver.quote).toEqual(quote);
    resetTestStore();
    vi.stubGlobal('window', { kiosk: { handOver: { read: async () => ok({ handOver }) } } });
    testStore().setState({ session: locked });
    await testStore().getState().restoreHandOver();
    expect(testStore().getState().handedOverQuote).toEqual(quote);
  });

  it('restores the same screen after a reload while locked', async () => {
    typeAlexsQuote();
    const handOver: HandOver = handOverOf(testStore().getState());
    resetTestStore();
    vi.stubGlobal('window', { kiosk: { handOver: { read: async () => ok({ handOver }) } } });
    testStore().setState({ session: locked });
    await testStore().getState().restoreHandOver();
    expect(handOverOf(testStore().getState())).toEqual(handOver);
    expect(testStore().getState().screen).toBe('customer');
  });

  it('asks main for nothing while unlocked, and keeps nothing there', async () => {
    const read = vi.fn();
    const keep = vi.fn();
    vi.stubGlobal('window', { kiosk: { handOver: { read, keep } } });
    typeAlexsQuote();
    await testStore().getState().restoreHandOver();
    await testStore().getState().keepHandOver();
    expect(read).not.toHaveBeenCalled();
    expect(keep).not.toHaveBeenCalled();
  });

  it('gives main the screen once locked', async () => {
    const keep = vi.fn(async () => ok({}));
    vi.stubGlobal('window', { kiosk: { handOver: { keep } } });
    typeAlexsQuote();
    testStore().setState({ session: locked });
    await testStore().getState().keepHandOver();
    expect(keep).toHaveBeenCalledWith(handOverOf(testStore().getState()));
  });

  it('checkout’s outcome is kept by main before the screen shows it: a reload at any moment shows the outcome', async () => {
    const outcome = { result: 'cancelled', applicationId: null, status: null, message: '' } as const;
    const shownWhenKept: unknown[] = [];
    const keep = vi.fn(async () => {
      shownWhenKept.push(testStore().getState().outcome);
      return ok({});
    });
    vi.stubGlobal('window', { kiosk: { handOver: { keep }, checkout: { return: async () => ok(outcome) } } });
    typeAlexsQuote();
    testStore().setState({ session: locked });
    await testStore().getState().verifyReturn('error_code=CANCELLED');
    expect(keep).toHaveBeenCalledWith({ ...handOverOf(testStore().getState()), outcome });
    expect(shownWhenKept).toEqual([null]);
    expect(testStore().getState().outcome).toEqual(outcome);
  });

  it('the idle wipe clears the screens and tells main to forget the hand-over (K4)', async () => {
    const forget = vi.fn(async () => ok({}));
    vi.stubGlobal('window', { kiosk: { handOver: { forget } } });
    typeAlexsQuote();
    testStore().getState().wipeCustomer();
    await vi.waitFor(() => expect(forget).toHaveBeenCalledOnce());
    expect(testStore().getState().customer.firstName).toBe('');
    expect(testStore().getState().totalCents).toBeNull();
    expect(testStore().getState().legalTexts).toEqual([]);
  });

  it('a keep still on its way reaches main before the wipe’s forget: the wiped screen never comes back (K4)', async () => {
    const calls: string[] = [];
    let answerKeep: () => void = () => undefined;
    const keep = () => {
      calls.push('keep');
      return new Promise((resolve) => (answerKeep = () => resolve(ok({}))));
    };
    const forget = async () => (calls.push('forget'), ok({}));
    vi.stubGlobal('window', { kiosk: { handOver: { keep, forget } } });
    typeAlexsQuote();
    testStore().setState({ session: locked });
    const kept = testStore().getState().keepHandOver();
    testStore().getState().wipeCustomer();
    expect(testStore().getState().customer.firstName).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual(['keep']);
    answerKeep();
    await kept;
    await vi.waitFor(() => expect(calls).toEqual(['keep', 'forget']));
  });

  it('round-trips: the state a hand-over makes gives the same hand-over back', () => {
    typeAlexsQuote();
    const handOver = handOverOf(testStore().getState());
    resetTestStore();
    testStore().setState(stateOfHandOver(handOver));
    expect(handOverOf(testStore().getState())).toEqual(handOver);
  });
});
