import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastThirtyDays } from '../../../../renderer/store/date-range';
import { resetKioskStore, useKiosk } from '../../../../renderer/store/kiosk-store';

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
  beforeEach(resetKioskStore);
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
    useKiosk.setState({ session: trainingSession });
    await useKiosk.getState().openQuotesList();
    await useKiosk.getState().openApplicationsDesk();

    const sandboxDays = lastThirtyDays(new Date(sandboxNow));
    expect(sandboxDays).not.toEqual(lastThirtyDays());
    expect(useKiosk.getState().quotesRange).toEqual(sandboxDays);
    expect(useKiosk.getState().applicationsRange).toEqual(sandboxDays);
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
    useKiosk.setState({ applicationsRange: { startDate: '2031-01-01', endDate: '2031-03-15' }, applicationsPage: 4 });
    await useKiosk.getState().loadApplications();

    expect(asked).toEqual([1, 2]);
    expect(useKiosk.getState().applications.map((application) => application.id)).toEqual(['3', '2', '1']);
    expect(useKiosk.getState().applicationsPage).toBe(1);
    expect(useKiosk.getState().applicationsState).toEqual({ status: 'idle' });
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
    useKiosk.setState({ applicationsRange: { startDate: '2031-01-01', endDate: '2031-03-15' } });
    await useKiosk.getState().loadApplications();

    expect(useKiosk.getState().applicationsState).toEqual({
      status: 'failed',
      code: 'unreachable',
      message: 'The financing service could not be reached.',
      fieldErrors: {},
    });
    expect(useKiosk.getState().applications).toEqual([]);
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
    useKiosk.setState({ quotesRange: { startDate: '2031-01-01', endDate: '2031-03-15' }, quotesPage: 3 });
    await useKiosk.getState().loadQuotes();
    expect(useKiosk.getState().quotes.map((quote) => quote.id)).toEqual(['q3', 'q2', 'q1']);
    expect(useKiosk.getState().quotesPage).toBe(1);

    down = true;
    await useKiosk.getState().loadQuotes();
    expect(useKiosk.getState().quotes).toEqual([]);
    expect(useKiosk.getState().quotesState).toMatchObject({ status: 'failed', code: 'service-error' });
  });
});
