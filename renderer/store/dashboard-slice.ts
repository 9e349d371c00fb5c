import type { StateCreator } from 'zustand';
import type { DashboardDays } from '../../shared/contract/dashboard';
import type { CustomerReset } from './customer-reset';
import type { KioskStore } from './kiosk-store';

/** Branch's own choice; its figures are the query cache's (dashboard-screen.tsx). */
export interface DashboardSlice {
  /** The last 30 or 90 days by the service's clock; main works out the dates (D4). */
  dashboardDays: DashboardDays;
  setDashboardDays(days: DashboardDays): void;
}

/** K4: an idle kiosk faces customers, so Branch starts again at 30 days. */
export const resetDashboard: CustomerReset<DashboardSlice> = () => ({ dashboardDays: 30 });

export const createDashboardSlice: StateCreator<KioskStore, [], [], DashboardSlice> = (set) => ({
  dashboardDays: 30,
  setDashboardDays: (dashboardDays) => set({ dashboardDays }),
});
