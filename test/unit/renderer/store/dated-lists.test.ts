import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastThirtyDays } from '../../../../renderer/store/date-range';
import { testStore, resetTestStore } from '../../../fixtures/test-kiosk-store';

// The two dated lists' loading, against a window.kiosk that answers only what each test needs.

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
    const asked: unknown[] = [];
    vi.stubGlobal('window', {
      kiosk: {
        training: { clock: async () => ok({ now: sandboxNow, pendingTimers: 0 }) },
        quotes: { list: async (filter: unknown) => (asked.push(filter), ok({ quotes: [], hasMoreRecords: false })) },
        applications: { list: async (filter: unknown) => (asked.push(filter), ok({ applications: [], hasMoreRecords: false })) },
      },
    });
    testStore().setState({ session: trainingSession });
    await testStore().getState().openQuotesList();
    await testStore().getState().openApplicationsDesk();

    const sandboxDays = lastThirtyDays(new Date(sandboxNow));
    expect(sandboxDays).not.toEqual(lastThirtyDays());
    expect(testStore().getState().quotesRange).toEqual(sandboxDays);
    expect(testStore().getState().applicationsRange).toEqual(sandboxDays);
    expect(asked).toEqual([
      { ...sandboxDays, pageNumber: 1 },
      { ...sandboxDays, pageNumber: 1 },
    ]);
  });

  it('applications: every page of the range, shown newest first (D8 pages oldest first)', async () => {
    const pages = [
      { applications: [{ id: '1' }, { id: '2' }], hasMoreRecords: true },
      { applications: [{ id: '3' }], hasMoreRecords: false },
    ];
    const asked: number[] = [];
    vi.stubGlobal('window', {
      kiosk: {
        applications: { list: async ({ pageNumber }: { pageNumber: number }) => (asked.push(pageNumber), ok(pages[pageNumber - 1])) },
      },
    });
    testStore().setState({ applicationsRange: { startDate: '2031-01-01', endDate: '2031-03-15' }, applicationsPage: 4 });
    await testStore().getState().loadApplications();

    expect(asked).toEqual([1, 2]);
    expect(
      testStore()
        .getState()
        .applications.map((application) => application.id),
    ).toEqual(['3', '2', '1']);
    expect(testStore().getState().applicationsPage).toBe(1);
    expect(testStore().getState().applicationsState).toEqual({ status: 'idle' });
  });

  it('applications: a page that fails says why in plain words and leaves the list on screen as it was', async () => {
    const failure = { ok: false, error: { code: 'unreachable', message: 'The financing service could not be reached.' } } as const;
    vi.stubGlobal('window', {
      kiosk: {
        applications: {
          list: async ({ pageNumber }: { pageNumber: number }) =>
            pageNumber === 1 ? ok({ applications: [{ id: '9' }], hasMoreRecords: true }) : failure,
        },
      },
    });
    testStore().setState({ applicationsRange: { startDate: '2031-01-01', endDate: '2031-03-15' } });
    await testStore().getState().loadApplications();

    expect(testStore().getState().applicationsState).toEqual({
      status: 'failed',
      code: 'unreachable',
      message: 'The financing service could not be reached.',
      fieldErrors: {},
    });
    expect(testStore().getState().applications).toEqual([]);
  });
  it('quotes: every page of the range, newest first; a failed load shows no rows, never "0 quotes"', async () => {
    const pages = [
      { quotes: [{ id: 'q1' }, { id: 'q2' }], hasMoreRecords: true },
      { quotes: [{ id: 'q3' }], hasMoreRecords: false },
    ];
    let down = false;
    vi.stubGlobal('window', {
      kiosk: {
        quotes: {
          list: async ({ pageNumber }: { pageNumber: number }) =>
            down
              ? { ok: false, error: { code: 'service-error', message: 'The financing service had a problem.' } }
              : ok(pages[pageNumber - 1]),
        },
      },
    });
    testStore().setState({ quotesRange: { startDate: '2031-01-01', endDate: '2031-03-15' }, quotesPage: 3 });
    await testStore().getState().loadQuotes();
    expect(
      testStore()
        .getState()
        .quotes.map((quote) => quote.id),
    ).toEqual(['q3', 'q2', 'q1']);
    expect(testStore().getState().quotesPage).toBe(1);

    down = true;
    await testStore().getState().loadQuotes();
    expect(testStore().getState().quotes).toEqual([]);
    expect(testStore().getState().quotesState).toMatchObject({ status: 'failed', code: 'service-error' });
  });
});
