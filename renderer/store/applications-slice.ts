import type { StateCreator } from 'zustand';
import { applicationStatusWords } from '../../shared/application-status-words';
import type { KioskResult } from '../../shared/contract/kiosk-error';
import type { ApplicationKioskRecord } from '../../shared/contract/kiosk-records';
import type { StatusChange } from '../../shared/contract/watch';
import type { ApplicationStatus } from '../../shared/enums';
import { collectPages, walkPages } from '../../shared/paging/walk-pages';
import type { Application, ApplicationDocument } from '../../shared/wire/applications';
import { kiosk } from '../kiosk';
import { done, failed, idle, working, type AsyncState } from './async-state';
import type { CustomerReset } from './customer-reset';
import type { DateRange } from './date-range';
import type { WriteAnswer } from './followed-write';
import type { KioskStore } from './kiosk-store';
import { pageOf } from './list-page';
import { serviceLastThirtyDays } from './service-range';

/** A status now, any, or approved at some point (the dashboard's approved figure): approved, or paid or withdrawn since (D14). */
export type StatusFilter = ApplicationStatus | 'ALL' | 'EVER_APPROVED';

export type ApplicationPart = 'summary' | 'capture';

type StoreSet = (partial: Partial<KioskStore> | ((state: KioskStore) => Partial<KioskStore>)) => void;

/** Every application the service holds, for a search through every date (D8: no dates is its beginning to its today). */
export interface EveryApplication {
  /** Which walk of the pages this is: a newer walk, or a K4 wipe, leaves an older walk's late pages out. */
  walk: number;
  /** Oldest first, as the pages arrive (D8); the first is as far back as the search has gone. */
  applications: readonly Application[];
}

/** A quiet note that an application's status changed while the desk was open. */
export interface StatusNotice {
  key: string;
  applicationId: string;
  text: string;
}

export interface ApplicationsSlice {
  /** null until the desk first opens: then the last 30 days by the sandbox clock in training, else the local one. */
  applicationsRange: DateRange | null;
  applicationsStatus: StatusFilter;
  /** Only these applications: those Branch's funnel counted from the quotes of these dates; null, every one. */
  applicationsFromQuotes: readonly string[] | null;
  applicationsSearch: string;
  /** The page on screen, from 1, over the filtered list. */
  applicationsPage: number;
  /** Every application in the range, newest first (the service pages oldest first, D8). */
  applications: readonly Application[];
  applicationsState: AsyncState;
  /** What a search looks through: every date, read once a search is typed; null until then. */
  everyApplication: EveryApplication | null;
  /** Still looking (pages are arriving), done, or stopped with the reason. */
  everyApplicationState: AsyncState;
  openApplicationId: string | null;
  /** Where the detail screen opens: at the top, or at the invoice capture ("Photograph the invoice"). */
  openApplicationPart: ApplicationPart;
  application: Application | null;
  applicationState: AsyncState;
  documents: readonly ApplicationDocument[];
  documentsState: AsyncState;
  referenceState: AsyncState;
  /** The last reference saved: sent, or queued in the outbox until the service is back (K8). */
  referenceAnswer: WriteAnswer<Application> | null;
  paymentState: AsyncState;
  /** What this kiosk sent for the open application (its invoices, its payment request), from the outbox record (K8). */
  kioskRecord: ApplicationKioskRecord | null;
  kioskRecordState: AsyncState;
  statusNotices: readonly StatusNotice[];
  setApplicationsRange(range: DateRange): void;
  setApplicationsStatus(status: StatusFilter): void;
  showEveryApplication(): void;
  setApplicationsSearch(search: string): void;
  setApplicationsPage(page: number): void;
  openApplicationsDesk(): Promise<void>;
  loadApplications(): Promise<void>;
  /** Reads every date's applications for search, page by page, unless they are read or being read; `again`: afresh. */
  searchEveryDate(again?: boolean): Promise<void>;
  openApplication(id: string, part?: ApplicationPart): void;
  loadApplication(id: string): Promise<void>;
  loadDocuments(id: string): Promise<void>;
  setReference(id: string, reference: string): Promise<boolean>;
  requestPayment(id: string): Promise<boolean>;
  loadKioskRecord(id: string): Promise<void>;
  /** Main pushed status changes (`watch:statusChanged`): the list and the open application follow, quietly announced. */
  applyStatusChanges(changes: readonly StatusChange[]): void;
  /** Main says events were lost (`events:missed`): what is on screen is read again. */
  reloadApplications(): void;
  dismissNotice(key: string): void;
}

/** K4: what "Next customer" and idle clear (the list names customers). */
export const initialApplications = {
  applicationsStatus: 'ALL',
  applicationsFromQuotes: null,
  applicationsSearch: '',
  applicationsPage: 1,
  applications: [],
  applicationsState: idle,
  everyApplication: null,
  everyApplicationState: idle,
  openApplicationId: null,
  openApplicationPart: 'summary',
  application: null,
  applicationState: idle,
  documents: [],
  documentsState: idle,
  referenceState: idle,
  referenceAnswer: null,
  paymentState: idle,
  kioskRecord: null,
  kioskRecordState: idle,
  statusNotices: [],
} satisfies Partial<ApplicationsSlice>;

export const resetApplicationsCustomer: CustomerReset<ApplicationsSlice> = () => initialApplications;

/** Numbers each walk through every date, so a late page of an older walk is told apart (unique across stores). */
let everyDateWalks = 0;

export const createApplicationsSlice: StateCreator<KioskStore, [], [], ApplicationsSlice> = (set, get) => ({
  applicationsRange: null,
  ...initialApplications,
  // Other dates, other quotes: the funnel's applications no longer apply.
  setApplicationsRange: (applicationsRange) => set({ applicationsRange, applicationsFromQuotes: null }),
  showEveryApplication: () => set({ applicationsFromQuotes: null, applicationsPage: 1 }),
  setApplicationsStatus: (applicationsStatus) => set({ applicationsStatus, applicationsPage: 1 }),
  setApplicationsSearch: (applicationsSearch) => {
    set({ applicationsSearch, applicationsPage: 1 });
    // A search looks beyond the dates loaded: the first one typed reads every date the service holds.
    if (applicationsSearch.trim() !== '') void get().searchEveryDate();
  },
  setApplicationsPage: (applicationsPage) => set({ applicationsPage }),
  openApplicationsDesk: async () => {
    if (get().applicationsRange === null)
      set({ applicationsRange: await serviceLastThirtyDays(get().session?.profile?.environment === 'training') });
    await get().loadApplications();
  },
  loadApplications: async () => {
    const range = get().applicationsRange;
    if (range === null) return;
    set({ applicationsState: working });
    // D8: oldest first, 500 a page; newest first on screen needs every page of the range, then reversed.
    const result = await collectPages(async (pageNumber) =>
      pageOf(await kiosk().applications.list({ ...range, pageNumber }), (data) => data.applications),
    );
    if (!result.ok) return set({ applicationsState: failed(result.error) });
    set({ applications: result.data.reverse(), applicationsState: idle, applicationsPage: 1 });
  },
  searchEveryDate: async (again = false) => {
    if (get().everyApplication !== null && !again) return;
    const walk = ++everyDateWalks;
    const current = () => get().everyApplication?.walk === walk;
    set({ everyApplication: { walk, applications: [] }, everyApplicationState: working });
    // D8 with no dates: the service's first day to its today, 500 a page, oldest first; each page shows as it comes.
    const stopped = { ok: true, data: { records: [], more: false } } as const;
    const result = await walkPages(
      async (pageNumber) => (current() ? pageOf(await kiosk().applications.list({ pageNumber }), (data) => data.applications) : stopped),
      (records) =>
        set((state) =>
          state.everyApplication?.walk === walk
            ? { everyApplication: { walk, applications: [...state.everyApplication.applications, ...records] } }
            : {},
        ),
    );
    // K4 wiped it, or a newer walk began: this one's answer is about nothing on screen.
    if (!current()) return;
    set({ everyApplicationState: result.ok ? done : failed(result.error) });
  },
  openApplication: (id, part = 'summary') => {
    set({
      openApplicationId: id,
      openApplicationPart: part,
      application: null,
      documents: [],
      referenceState: idle,
      referenceAnswer: null,
      paymentState: idle,
      kioskRecord: null,
      kioskRecordState: idle,
      screen: 'application',
    });
  },
  loadApplication: async (id) => {
    set({ applicationState: working });
    const result = await kiosk().applications.get({ id });
    if (!result.ok) return set({ applicationState: failed(result.error) });
    set({ application: result.data, applicationState: idle });
    replaceInList(set, result.data);
  },
  loadDocuments: async (applicationId) => {
    set({ documentsState: working });
    const result = await kiosk().documents.list({ applicationId });
    set(result.ok ? { documents: result.data.documents, documentsState: idle } : { documentsState: failed(result.error) });
  },
  setReference: async (id, reference) => {
    set({ referenceState: working, referenceAnswer: null });
    const result = await kiosk().applications.setReference({ id, reference_number: reference });
    if (!result.ok) {
      set({ referenceState: failed(result.error) });
      return false;
    }
    set({ referenceState: done, referenceAnswer: result.data });
    if (result.data.state === 'sent') {
      set({ application: result.data.result });
      replaceInList(set, result.data.result);
    }
    return true;
  },
  requestPayment: async (id) => {
    const saved = await saveApplication(set, 'paymentState', () => kiosk().applications.requestPayment({ id }));
    // The outbox record now says when it was requested (or that it may have gone, K7).
    await get().loadKioskRecord(id);
    return saved;
  },
  loadKioskRecord: async (id) => {
    set({ kioskRecordState: working });
    const result = await kiosk().applications.kioskRecord({ id });
    // Another application opened meanwhile: this answer is not about the one on screen.
    if (get().openApplicationId !== id) return;
    set(result.ok ? { kioskRecord: result.data, kioskRecordState: idle } : { kioskRecordState: failed(result.error) });
  },
  applyStatusChanges: (changes) =>
    set((state) => ({
      applications: state.applications.map((application) => applyChanges(application, changes)),
      everyApplication: state.everyApplication && {
        ...state.everyApplication,
        applications: state.everyApplication.applications.map((application) => applyChanges(application, changes)),
      },
      application: state.application && applyChanges(state.application, changes),
      statusNotices: [...changes.map(noticeOf), ...state.statusNotices].slice(0, 4),
    })),
  reloadApplications: () => {
    void get().loadApplications();
    if (get().everyApplication !== null) void get().searchEveryDate(true);
    const open = get().application;
    if (open) void get().loadApplication(open.id);
  },
  dismissNotice: (key) => set((state) => ({ statusNotices: state.statusNotices.filter((notice) => notice.key !== key) })),
});

/** A change to the open application: `stateKey` shows how it went; the answer replaces it on screen and in the list. */
async function saveApplication(set: StoreSet, stateKey: 'paymentState', save: () => Promise<KioskResult<Application>>): Promise<boolean> {
  set({ [stateKey]: working });
  const result = await save();
  if (!result.ok) {
    set({ [stateKey]: failed(result.error) });
    return false;
  }
  set({ application: result.data, [stateKey]: done });
  replaceInList(set, result.data);
  return true;
}

function replaceInList(set: StoreSet, application: Application): void {
  const replaced = (listed: Application) => (listed.id === application.id ? application : listed);
  set((state) => ({
    applications: state.applications.map(replaced),
    everyApplication: state.everyApplication && {
      ...state.everyApplication,
      applications: state.everyApplication.applications.map(replaced),
    },
  }));
}

function applyChanges(application: Application, changes: readonly StatusChange[]): Application {
  const mine = changes.filter((change) => change.applicationId === application.id);
  const last = mine.at(-1);
  if (last === undefined) return application;
  const known = new Set(application.status_history.map((entry) => `${entry.status}@${entry.time}`));
  const added = mine.filter((change) => !known.has(`${change.to}@${change.at}`)).map((change) => ({ status: change.to, time: change.at }));
  return {
    ...application,
    status: last.to,
    reference_number: last.reference_number,
    status_history: [...application.status_history, ...added],
  };
}

function noticeOf(change: StatusChange): StatusNotice {
  const who = change.applicant === '' ? '' : ` (${change.applicant})`;
  return {
    key: `${change.applicationId}:${change.to}:${change.at}`,
    applicationId: change.applicationId,
    text: `Application ${change.applicationId}${who} is now ${applicationStatusWords[change.to]}.`,
  };
}
