import type { StateCreator } from 'zustand';
import type { DashboardDays, DashboardSummary } from '../../shared/contract/dashboard';
import { kiosk } from '../kiosk';
import type { StatusFilter } from './applications-slice';
import { failed, idle, working, type AsyncState } from './async-state';
import type { CustomerReset } from './customer-reset';
import type { KioskStore } from './kiosk-store';
import type { StandingFilter } from './quotes-list-slice';

export interface DashboardSlice {
  /** The last 30 or 90 days by the service's clock; main works out the dates (D4). */
  dashboardDays: DashboardDays;
  dashboardSummary: DashboardSummary | null;
  dashboardState: AsyncState;
  setDashboardDays(days: DashboardDays): Promise<void>;
  loadDashboard(): Promise<void>;
  /** A quotes figure opens the quotes list on the same dates, with the standing it counts: each number opens its list. */
  openQuotesFromDashboard(standing: StandingFilter): void;
  /** An applications figure opens the applications list on the same dates, with the status it counts. */
  openApplicationsFromDashboard(status: StatusFilter): void;
  /** A funnel step opens the applications list on the same dates, only those made from the dates' quotes. */
  openFunnelApplications(status: StatusFilter): void;
}

/** K4: branch figures name no customer, yet an idle kiosk faces customers, so they go with the rest. */
export const initialDashboard = {
  dashboardDays: 30,
  dashboardSummary: null,
  dashboardState: idle,
} satisfies Partial<DashboardSlice>;

export const resetDashboard: CustomerReset<DashboardSlice> = () => initialDashboard;

export const createDashboardSlice: StateCreator<KioskStore, [], [], DashboardSlice> = (set, get) => {
  /** Counts the requests, so only the newest answer is shown. */
  let asked = 0;
  /** The applications list on the summary's dates with `status`; `applicationsFromQuotes`: only those, else every one. */
  const openApplications = (status: StatusFilter, applicationsFromQuotes: readonly string[] | null): void => {
    const summary = get().dashboardSummary;
    if (summary === null) return;
    const { startDate, endDate } = summary;
    set({
      applicationsRange: { startDate, endDate },
      applicationsStatus: status,
      applicationsFromQuotes,
      applicationsSearch: '',
      applicationsPage: 1,
      screen: 'applications',
    });
  };
  return {
    ...initialDashboard,
    setDashboardDays: async (dashboardDays) => {
      set({ dashboardDays });
      await get().loadDashboard();
    },
    loadDashboard: async () => {
      const request = ++asked;
      const { dashboardDays: days, customerEpoch, session } = get();
      set({ dashboardState: working });
      const result = await kiosk().dashboard.summary({ days });
      // Another range was asked for meanwhile, or the screen was wiped (Next customer, idle, another profile): not this answer's screen.
      const now = get();
      if (request !== asked || now.customerEpoch !== customerEpoch || now.session?.profile?.id !== session?.profile?.id) return;
      // Figures that failed to load are not shown as the last range's, nor as zeros.
      if (!result.ok) return set({ dashboardSummary: null, dashboardState: failed(result.error) });
      set({ dashboardSummary: result.data, dashboardState: idle });
    },
    openQuotesFromDashboard: (standing) => {
      const summary = get().dashboardSummary;
      if (summary === null) return;
      const { startDate, endDate } = summary;
      set({ quotesRange: { startDate, endDate }, quotesStanding: standing, quotesSearch: '', quotesPage: 1, screen: 'quotes' });
    },
    openApplicationsFromDashboard: (status) => openApplications(status, null),
    openFunnelApplications: (status) => openApplications(status, get().dashboardSummary?.funnel.applicationIds ?? null),
  };
};
