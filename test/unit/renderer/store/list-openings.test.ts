import { beforeEach, describe, expect, it } from 'vitest';
import { resetTestStore, testStore } from '../../../fixtures/test-kiosk-store';

// Branch's figures open their lists on the same dates with the same filter (dashboard-screen.tsx passes its figures' dates).

const ninetyDays = { startDate: '2030-12-16', endDate: '2031-03-15' };

describe('a list opened from Branch', () => {
  beforeEach(resetTestStore);

  it('a funnel step opens only the applications from the dates’ quotes, until other dates or every application is asked for', () => {
    testStore().getState().showApplications(ninetyDays, 'PAID', ['11', '12']);
    expect(testStore().getState()).toMatchObject({
      screen: 'applications',
      applicationsStatus: 'PAID',
      applicationsFromQuotes: ['11', '12'],
    });
    testStore().getState().setApplicationsRange({ startDate: '2031-01-01', endDate: '2031-03-15' });
    expect(testStore().getState().applicationsFromQuotes).toBeNull();
    testStore().getState().showApplications(ninetyDays, 'ALL', ['11', '12']);
    testStore().getState().showEveryApplication();
    expect(testStore().getState().applicationsFromQuotes).toBeNull();
  });

  it('a figure opens its list on the dashboard’s dates with its filter, from the first page with no search', () => {
    testStore().setState({ applicationsSearch: 'ahmed', applicationsPage: 4, quotesSearch: 'mia', quotesPage: 2 });
    testStore().getState().showApplications(ninetyDays, 'EVER_APPROVED', null);
    expect(testStore().getState()).toMatchObject({
      screen: 'applications',
      applicationsRange: ninetyDays,
      applicationsShown: ninetyDays,
      applicationsStatus: 'EVER_APPROVED',
      applicationsFromQuotes: null,
      applicationsSearch: '',
      applicationsPage: 1,
    });
    testStore().getState().showQuotes(ninetyDays, 'applied');
    expect(testStore().getState()).toMatchObject({
      screen: 'quotes',
      quotesRange: ninetyDays,
      quotesShown: ninetyDays,
      quotesStanding: 'applied',
      quotesSearch: '',
      quotesPage: 1,
    });
  });
});
