import type { StateCreator } from 'zustand';
import { applicationStatusWords } from '../../shared/application-status-words';
import type { StatusChange } from '../../shared/contract/watch';
import type { ApplicationStatus } from '../../shared/enums';
import type { CustomerReset } from './customer-reset';
import type { DateRange } from './date-range';
import type { KioskStore } from './kiosk-store';
import { serviceLastThirtyDays } from './service-range';

/** A status now, any, or approved at some point (the dashboard's approved figure): approved, or paid or withdrawn since (D14). */
export type StatusFilter = ApplicationStatus | 'ALL' | 'EVER_APPROVED';

export type ApplicationPart = 'summary' | 'capture';

/** A quiet note that an application's status changed while the desk was open. */
export interface StatusNotice {
  key: string;
  applicationId: string;
  text: string;
}

/** The applications screens' own choices and notices; the applications themselves are the query cache's (application-reads.ts). */
export interface ApplicationsSlice {
  /** The dates in the fields; null until the desk first opens: then the last 30 days by the sandbox clock in training, else the local one. */
  applicationsRange: DateRange | null;
  /** The dates the list shows: the fields' when staff last pressed Show. */
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
  statusNotices: readonly StatusNotice[];
  setApplicationsRange(range: DateRange): void;
  setApplicationsStatus(status: StatusFilter): void;
  showEveryApplication(): void;
  setApplicationsSearch(search: string): void;
  setApplicationsPage(page: number): void;
  /** The desk first opens on the last 30 days by the service's clock. */
  openApplicationsDesk(): Promise<void>;
  /** Show: the dates in the fields become the list's, from its first page. */
  showApplicationsDates(): void;
  /** A figure on Branch opens the list on its dates with the status it counts; a funnel step, only `fromQuotes`. */
  showApplications(range: DateRange, status: StatusFilter, fromQuotes: readonly string[] | null): void;
  openApplication(id: string, part?: ApplicationPart): void;
  /** Main pushed status changes (`watch:statusChanged`): quietly announced (the cache follows them in kiosk-events.ts). */
  announceStatusChanges(changes: readonly StatusChange[]): void;
  dismissNotice(key: string): void;
}

/** K4: what "Next customer" and idle clear (a search and the notices name customers). */
const initialApplications = {
  applicationsStatus: 'ALL',
  applicationsFromQuotes: null,
  applicationsSearch: '',
  applicationsPage: 1,
  openApplicationId: null,
  openApplicationPart: 'summary',
  statusNotices: [],
} satisfies Partial<ApplicationsSlice>;

export const resetApplicationsCustomer: CustomerReset<ApplicationsSlice> = () => initialApplications;

export const createApplicationsSlice: StateCreator<KioskStore, [], [], ApplicationsSlice> = (set, get) => ({
  applicationsRange: null,
  applicationsShown: null,
  ...initialApplications,
  // Other dates, other quotes: the funnel's applications no longer apply.
  setApplicationsRange: (applicationsRange) => set({ applicationsRange, applicationsFromQuotes: null }),
  showEveryApplication: () => set({ applicationsFromQuotes: null, applicationsPage: 1 }),
  setApplicationsStatus: (applicationsStatus) => set({ applicationsStatus, applicationsPage: 1 }),
  setApplicationsSearch: (applicationsSearch) => set({ applicationsSearch, applicationsPage: 1 }),
  setApplicationsPage: (applicationsPage) => set({ applicationsPage }),
  openApplicationsDesk: async () => {
    if (get().applicationsRange !== null) return;
    const range = await serviceLastThirtyDays(get().session?.profile?.environment === 'training');
    set({ applicationsRange: range, applicationsShown: range });
  },
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
  announceStatusChanges: (changes) => set((state) => ({ statusNotices: [...changes.map(noticeOf), ...state.statusNotices].slice(0, 4) })),
  dismissNotice: (key) => set((state) => ({ statusNotices: state.statusNotices.filter((notice) => notice.key !== key) })),
});

function noticeOf(change: StatusChange): StatusNotice {
  const who = change.applicant === '' ? '' : ` (${change.applicant})`;
  return {
    key: `${change.applicationId}:${change.to}:${change.at}`,
    applicationId: change.applicationId,
    text: `Application ${change.applicationId}${who} is now ${applicationStatusWords[change.to]}.`,
  };
}
