import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lockAskFor, limitWords } from '../../../../renderer/components/lock-words';
import { keptWorkBack } from '../../../../renderer/store/kept-work';
import { testStore, resetTestStore } from '../../../fixtures/test-kiosk-store';
import { trainingSession } from './training-session';

// K4 with the lock: Lock hides and keeps the work for the profile that locked, until the idle limit; only the idle
// limit, "Next customer", switching profile and an administrator clearing a lock-out wipe it.

const ok = <T>(data: T) => ({ ok: true, data }) as const;
const status = trainingSession;

function stubSession(): void {
  vi.stubGlobal('window', {
    kiosk: {
      session: {
        lock: async () => ok(status(true)),
        unlock: async () => ok(status(false)),
        clearLockOut: async () => ok(status(false)),
      },
    },
  });
}

function typeCaseysQuote(): void {
  testStore().setState({ session: status(false), screen: 'new-quote', quoteStep: 'review' });
  testStore().getState().setCustomer({ firstName: 'Casey', lastName: 'Lee', email: 'casey.lee@example.com' });
  testStore().setState({ totalCents: 999_900 });
}

describe('Lock keeps the work out of sight (K4, K11)', () => {
  beforeEach(() => {
    resetTestStore();
    stubSession();
  });
  afterEach(() => {
    resetTestStore();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('locks with the screens’ fields fresh in the same update, and the same profile’s unlock brings them back', async () => {
    typeCaseysQuote();
    const seen: string[] = [];
    const stop = testStore().subscribe((state) => state.session?.locked && seen.push(state.customer.firstName));
    expect(await testStore().getState().lockKeepingWork('2468', 120)).toBe(true);
    stop();
    // Never a locked state with Casey still in the screens' fields.
    expect(seen).toEqual(['']);
    expect(testStore().getState().totalCents).toBeNull();
    expect(testStore().getState().screen).toBe('calculator');

    expect(await testStore().getState().unlockWithKeptWork('2468')).toBe(true);
    const back = testStore().getState();
    expect([back.customer.firstName, back.customer.email, back.totalCents, back.screen, back.quoteStep]).toEqual([
      'Casey',
      'casey.lee@example.com',
      999_900,
      'new-quote',
      'review',
    ]);
    expect(back.keptWork).toBeNull();
  });

  it('past the idle limit the unlock finds a fresh kiosk', async () => {
    vi.useFakeTimers();
    typeCaseysQuote();
    await testStore().getState().lockKeepingWork('2468', 120);
    vi.advanceTimersByTime(120_000);
    await testStore().getState().unlockWithKeptWork('2468');
    expect(testStore().getState().customer.firstName).toBe('');
    expect(testStore().getState().totalCents).toBeNull();
  });

  it('"Next customer" and an administrator clearing a lock-out drop it', async () => {
    typeCaseysQuote();
    await testStore().getState().lockKeepingWork('2468', 120);
    testStore().getState().nextCustomer();
    expect(testStore().getState().keptWork).toBeNull();

    typeCaseysQuote();
    await testStore().getState().lockKeepingWork('2468', 120);
    await testStore().getState().clearLockOut('administrator-1', '1357');
    expect(testStore().getState().keptWork).toBeNull();
    expect(testStore().getState().customer.firstName).toBe('');
  });

  it('gives the work back only to the profile that locked, before the limit', () => {
    const kept = { profileId: 'profile-1', until: 1_000, state: { screen: 'quote' as const } };
    expect(keptWorkBack(kept, 'profile-1', 999)).toEqual({ screen: 'quote' });
    expect(keptWorkBack(kept, 'profile-1', 1_000)).toBeNull();
    expect(keptWorkBack(kept, 'profile-2', 0)).toBeNull();
    expect(keptWorkBack(null, 'profile-1', 0)).toBeNull();
  });

  it('the Lock dialog says what it keeps and what clears it', () => {
    expect([limitWords(120), limitWords(60), limitWords(90), limitWords(1)]).toEqual(['2 minutes', '1 minute', '90 seconds', '1 second']);
    expect(lockAskFor(300).intro).toContain('If the kiosk stays locked longer than 5 minutes, or you switch profile, it is cleared');
  });
});
