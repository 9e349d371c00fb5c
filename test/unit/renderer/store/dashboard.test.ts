import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardSummary } from '../../../../shared/contract/dashboard';
import { noFigures } from '../../../../shared/dashboard/branch-figures';
import { testStore, resetTestStore } from '../../../fixtures/test-kiosk-store';

// The branch dashboard's store: loading a range, a late answer for the other range, and each figure
// opening its list on the same dates with the same filter.

const ok = <T>(data: T) => ({ ok: true, data }) as const;

function summaryOf(days: number): DashboardSummary {
  const startDate = days === 30 ? '2031-02-14' : '2030-12-16';
  return {
    startDate,
    endDate: '2031-03-15',
    figures: { ...noFigures, quotesSent: days },
    funnel: { quotesSent: days, applied: 0, approved: 0, paid: 0, applicationIds: [] },
    team: [],
    weeks: [],
  };
}

describe('the dashboard’s store', () => {
  beforeEach(resetTestStore);
  afterEach(() => vi.unstubAllGlobals());

  it('loads the chosen days, and a late answer for the days no longer chosen is dropped', async () => {
    const answers: ((days: number) => void)[] = [];
    vi.stubGlobal('window', {
      kiosk: {
        dashboard: {
          summary: ({ days }: { days: number }) => new Promise((resolve) => answers.push(() => resolve(ok(summaryOf(days))))),
        },
      },
    });
    const thirty = testStore().getState().loadDashboard();
    const ninety = testStore().getState().setDashboardDays(90);
    expect(testStore().getState().dashboardState).toEqual({ status: 'working' });
    answers[1]?.(90);
    await ninety;
    answers[0]?.(30);
    await thirty;
    expect(testStore().getState()).toMatchObject({
      dashboardDays: 90,
      dashboardSummary: summaryOf(90),
      dashboardState: { status: 'idle' },
    });
  });

  it('an answer that comes back after Next customer is not shown on the wiped screen (K4)', async () => {
    let answer: () => void = () => undefined;
    vi.stubGlobal('window', {
      kiosk: { dashboard: { summary: () => new Promise((resolve) => (answer = () => resolve(ok(summaryOf(30))))) } },
    });
    const loading = testStore().getState().loadDashboard();
    testStore().getState().nextCustomer();
    answer();
    await loading;
    expect(testStore().getState().dashboardSummary).toBeNull();
  });

  it('a failure shows no figures (never the last range’s, never zeros), and says why', async () => {
    testStore().setState({ dashboardSummary: summaryOf(30) });
    vi.stubGlobal('window', {
      kiosk: {
        dashboard: { summary: async () => ({ ok: false, error: { code: 'unavailable', message: 'The provider cannot be reached.' } }) },
      },
    });
    await testStore().getState().loadDashboard();
    expect(testStore().getState()).toMatchObject({
      dashboardSummary: null,
      dashboardState: { status: 'failed', code: 'unavailable', message: 'The provider cannot be reached.' },
    });
  });

  it('a funnel step opens only the applications from the dates’ quotes, until other dates or every application is asked for', () => {
    const summary = summaryOf(30);
    testStore().setState({ dashboardSummary: { ...summary, funnel: { ...summary.funnel, applied: 2, applicationIds: ['11', '12'] } } });
    testStore().getState().openFunnelApplications('PAID');
    expect(testStore().getState()).toMatchObject({
      screen: 'applications',
      applicationsStatus: 'PAID',
      applicationsFromQuotes: ['11', '12'],
    });
    testStore().getState().setApplicationsRange({ startDate: '2031-01-01', endDate: '2031-03-15' });
    expect(testStore().getState().applicationsFromQuotes).toBeNull();
    testStore().getState().openFunnelApplications('ALL');
    testStore().getState().showEveryApplication();
    expect(testStore().getState().applicationsFromQuotes).toBeNull();
    // An all-applications figure is never narrowed to the funnel's.
    testStore().getState().openFunnelApplications('ALL');
    testStore().getState().openApplicationsFromDashboard('ALL');
    expect(testStore().getState().applicationsFromQuotes).toBeNull();
  });

  it('a figure opens its list on the dashboard’s dates with its filter, from the first page with no search', () => {
    testStore().setState({
      dashboardSummary: summaryOf(90),
      applicationsSearch: 'ahmed',
      applicationsPage: 4,
      quotesSearch: 'mia',
      quotesPage: 2,
    });
    testStore().getState().openApplicationsFromDashboard('EVER_APPROVED');
    expect(testStore().getState()).toMatchObject({
      screen: 'applications',
      applicationsRange: { startDate: '2030-12-16', endDate: '2031-03-15' },
      applicationsStatus: 'EVER_APPROVED',
      applicationsSearch: '',
      applicationsPage: 1,
    });
    testStore().getState().openQuotesFromDashboard('applied');
    expect(testStore().getState()).toMatchObject({
      screen: 'quotes',
      quotesRange: { startDate: '2030-12-16', endDate: '2031-03-15' },
      quotesStanding: 'applied',
      quotesSearch: '',
      quotesPage: 1,
    });
  });
});
