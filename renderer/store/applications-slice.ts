import type { StateCreator } from 'zustand';
import type { ApplicationStatus } from '../../shared/enums';
import type { CustomerReset } from './customer-reset';
import type { DateRange } from './date-range';
import type { KioskStore } from './kiosk-store';

/** A status now, any, or approved at some point (the dashboard's approved figure): approved, or paid or withdrawn since (D14). */
export type StatusFilter = ApplicationStatus | 'ALL' | 'EVER_APPROVED';

export type ApplicationPart = 'summary' | 'capture';

/** The applications screens' own choices; the applications and main's notices are the query cache's (application-reads.ts, status-notices.ts). */
export interface ApplicationsSlice {
  /** The dates in the fields; null until staff choose: the first dates (queries/first-dates.ts). */
  applicationsRange: DateRange | null;
  /** The dates the list shows: the fields' when staff last pressed Show; null, the first dates. */
  applicationsShown: DateRange | null;
  applicationsStatus: StatusFilter;
  /** Only these applications: those Branch's funnel counted from the quotes of these dates; null, every one. */
  applicationsFromQuotes: readonly string[] | null;
  /** Typed, it looks through every date the service holds (application-reads.ts). */
  applicationsSearch: string;
  /** The page on screen, from 1, over the filtered list. */
  applicationsPage: number;
  openApplicationId: string | null;
  /** Where the detail screen opens: at the top, or at the invoice capture ("Photograph the invoice"). */
  openApplicationPart: ApplicationPart;
  setApplicationsRange(range: DateRange): void;
  setApplicationsStatus(status: StatusFilter): void;
  showEveryApplication(): void;
  setApplicationsSearch(search: string): void;
  setApplicationsPage(page: number): void;
  /** Show: the dates in the fields become the list's, from its first page. */
  showApplicationsDates(): void;
  /** A figure on Branch opens the list on its dates with the status it counts; a funnel step, only `fromQuotes`. */
  showApplications(range: DateRange, status: StatusFilter, fromQuotes: readonly string[] | null): void;
  openApplication(id: string, part?: ApplicationPart): void;
}

/** K4: what "Next customer" and idle clear (a search names customers). */
const initialApplications = {
  applicationsStatus: 'ALL',
  applicationsFromQuotes: null,
  applicationsSearch: '',
  applicationsPage: 1,
  openApplicationId: null,
  openApplicationPart: 'summary',
} satisfies Partial<ApplicationsSlice>;

export const resetApplicationsCustomer: CustomerReset<ApplicationsSlice> = () => initialApplications;

export const createApplicationsSlice: StateCreator<KioskStore, [], [], ApplicationsSlice> = (set) => ({
  applicationsRange: null,
  applicationsShown: null,
  ...initialApplications,
  // Other dates, other quotes: the funnel's applications no longer apply.
  setApplicationsRange: (applicationsRange) => set({ applicationsRange, applicationsFromQuotes: null }),
  showEveryApplication: () => set({ applicationsFromQuotes: null, applicationsPage: 1 }),
  setApplicationsStatus: (applicationsStatus) => set({ applicationsStatus, applicationsPage: 1 }),
  setApplicationsSearch: (applicationsSearch) => set({ applicationsSearch, applicationsPage: 1 }),
  setApplicationsPage: (applicationsPage) => set({ applicationsPage }),
  showApplicationsDates: () => set((state) => ({ applicationsShown: state.applicationsRange, applicationsPage: 1 })),
  showApplications: (range, applicationsStatus, applicationsFromQuotes) =>
    set({
      applicationsRange: range,
      applicationsShown: range,
      applicationsStatus,
      applicationsFromQuotes,
      applicationsSearch: '',
      applicationsPage: 1,
      screen: 'applications',
    }),
  openApplication: (openApplicationId, openApplicationPart = 'summary') =>
    set({ openApplicationId, openApplicationPart, screen: 'application' }),
});
