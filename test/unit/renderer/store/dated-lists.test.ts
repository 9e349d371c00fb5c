import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastThirtyDays } from '../../../../renderer/store/date-range';
import { resetTestStore, testStore } from '../../../fixtures/test-kiosk-store';

// The two dated lists' first dates, against a window.kiosk that answers only what each test needs; what they read
// for those dates: test/component/screens/applications/ and test/component/screens/quotes/.

const sandboxNow = '2031-03-15T02:00:00+00:00';
const trainingSession = {
  profile: {
    id: 'p1',
    displayName: 'Liam',
    environment: 'training',
    branch: { accountId: '1001', name: 'Sunrise Solar Pty Ltd' },
    role: 'TEAM MEMBER',
  },
  locked: false,
  staffPinChosen: false,
  keychain: { available: true },
} as const;

const ok = <T>(data: T) => ({ ok: true, data }) as const;

describe('the dated lists', () => {
  beforeEach(resetTestStore);
  afterEach(() => vi.unstubAllGlobals());

  it('both open on the last 30 days by the training sandbox clock (D27), whatever the kiosk clock says', async () => {
    vi.stubGlobal('window', { kiosk: { training: { clock: async () => ok({ now: sandboxNow, pendingTimers: 0 }) } } });
    testStore().setState({ session: trainingSession });
    await testStore().getState().openQuotesList();
    await testStore().getState().openApplicationsDesk();

    const sandboxDays = lastThirtyDays(new Date(sandboxNow));
    expect(sandboxDays).not.toEqual(lastThirtyDays());
    expect(testStore().getState()).toMatchObject({ quotesRange: sandboxDays, quotesShown: sandboxDays });
    expect(testStore().getState()).toMatchObject({ applicationsRange: sandboxDays, applicationsShown: sandboxDays });
  });
});
