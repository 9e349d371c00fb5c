import { useCallback, useMemo } from 'react';
import { wasApproved } from '../../../shared/dashboard/application-outcomes';
import { applicationStatuses } from '../../../shared/enums';
import { formatCents } from '../../../shared/money';
import type { Application } from '../../../shared/wire/applications';
import { AsyncStatus } from '../../components/async-status';
import { DatedList, type ListColumn } from '../../components/dated-list';
import { ListFilterFields, type ListFilterWords } from '../../components/list-filter-fields';
import { useListFilter } from '../../components/use-list-filter';
import { applicationStatusWords } from '../../../shared/application-status-words';
import { useApplicationsList, useEveryApplication } from '../../queries/application-reads';
import { useFirstDates } from '../../queries/first-dates';
import { queryStateOf } from '../../queries/query-state';
import type { StatusFilter } from '../../store/applications-slice';
import { done, idle } from '../../store/async-state';
import { sameDates } from '../../store/date-range';
import { useKiosk } from '../../store/kiosk-store';
import { ApplicationStatusChip } from './application-status-chip';
import { StatusWatch } from './status-watch';
import './applications.css';
import { say } from './words';

const day = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

/** The dashboard's "approved" counts by the same rule (shared/dashboard), so its figure and this list agree. */
function statusMatches(application: Application, status: StatusFilter): boolean {
  if (status === 'ALL') return true;
  if (status === 'EVER_APPROVED') return wasApproved(application);
  return application.status === status;
}

function matches(application: Application, status: StatusFilter, search: string, only: ReadonlySet<string> | null): boolean {
  if (only !== null && !only.has(application.id)) return false;
  if (!statusMatches(application, status)) return false;
  const words = search.trim().toLowerCase();
  if (words === '') return true;
  return (
    application.reference_number.toLowerCase().includes(words) ||
    application.id.includes(words) ||
    application.applicants.some((applicant) => applicant.name.toLowerCase().includes(words))
  );
}

function OpenApplication({ id }: { id: string }) {
  const open = useKiosk((state) => state.openApplication);
  return (
    <button type="button" className="link-button" aria-label={say('applications.list.open', { id })} onClick={() => open(id)}>
      {id}
    </button>
  );
}

const columns: readonly ListColumn<Application>[] = [
  { header: say('applications.list.created'), cell: (application) => day.format(new Date(application.created)) },
  { header: say('applications.list.application'), cell: (application) => <OpenApplication id={application.id} /> },
  {
    header: say('applications.list.customer'),
    cell: (application) => application.applicants.map((applicant) => applicant.name).join(' & ') || '—',
  },
  { header: say('applications.list.reference'), cell: (application) => application.reference_number || <span className="muted">—</span> },
  { header: say('applications.list.financed'), numeric: true, cell: (application) => formatCents(application.financed_amount) },
  { header: say('applications.list.status'), cell: (application) => <ApplicationStatusChip status={application.status} /> },
];

const applicationFilter: ListFilterWords<StatusFilter> = {
  statuses: [
    { value: 'ALL', words: say('applications.list.anyStatus') },
    ...applicationStatuses.map((value) => ({ value, words: applicationStatusWords[value] })),
    { value: 'EVER_APPROVED', words: say('applications.list.everApproved') },
  ],
  searchLabel: say('applications.list.search'),
  wideSearch: true,
  noteId: 'applications-search-note',
  note: say('applications.list.searchNote'),
};

/** Opened from Branch's funnel: only the applications made from the quotes of these dates, until staff ask for all. */
function FromQuotesNote() {
  const only = useKiosk((state) => state.applicationsFromQuotes);
  const showEvery = useKiosk((state) => state.showEveryApplication);
  if (only === null) return null;
  return (
    <p className="applications-from-quotes">
      <span>{say('applications.list.fromQuotes')}</span>
      <button type="button" className="button button--quiet" onClick={showEvery}>
        {say('applications.list.showEvery')}
      </button>
    </p>
  );
}

/** Newest first (D8 pages oldest first), then by id, as the list shows the dates loaded. */
function newestFirst(a: Application, b: Application): number {
  return Date.parse(b.created) - Date.parse(a.created) || b.id.localeCompare(a.id);
}

/** A search's rows: every date read so far, with the dates loaded (which a search still under way may not have reached). */
function searchedRows(loaded: readonly Application[], every: readonly Application[] | undefined): readonly Application[] {
  if (every === undefined) return loaded;
  const byId = new Map(every.map((application) => [application.id, application]));
  for (const application of loaded) byId.set(application.id, application);
  return [...byId.values()].sort(newestFirst);
}

/** How far back a search has gone, and whether it is still looking (the service's first day is its oldest application). */
function EveryDateStatus() {
  const searching = useKiosk((state) => state.applicationsSearch.trim() !== '');
  const every = useEveryApplication(searching);
  const state = every.isSuccess && !every.isFetching ? done : queryStateOf(every);
  const count = every.data?.length ?? 0;
  const oldest = every.data?.[0];
  const from = oldest === undefined ? '' : day.format(new Date(oldest.created));
  return (
    <div className="filters__note">
      <AsyncStatus
        state={searching ? state : idle}
        working={oldest === undefined ? say('applications.list.searchStarting') : say('applications.list.searching', { count, from })}
        done={oldest === undefined ? say('applications.list.searchedNone') : say('applications.list.searched', { count, from })}
        failedLead={say('applications.list.searchStopped', { count })}
        onRetry={() => void every.refetch()}
      />
    </div>
  );
}

/** Status looks through the dates loaded; a search through every date the service holds. */
function ApplicationFilters() {
  const status = useKiosk((state) => state.applicationsStatus);
  const search = useKiosk((state) => state.applicationsSearch);
  const setStatus = useKiosk((state) => state.setApplicationsStatus);
  const setSearch = useKiosk((state) => state.setApplicationsSearch);
  return (
    <>
      <ListFilterFields words={applicationFilter} status={status} onStatus={setStatus} search={search} onSearch={setSearch} />
      <EveryDateStatus />
    </>
  );
}

/** The branch's applications by date range, newest first (the service pages oldest first, D8), 50 to a page. */
export function ApplicationsListScreen() {
  const first = useFirstDates();
  const range = useKiosk((state) => state.applicationsRange) ?? first;
  const dates = useKiosk((state) => state.applicationsShown) ?? first;
  const status = useKiosk((state) => state.applicationsStatus);
  const search = useKiosk((state) => state.applicationsSearch);
  const page = useKiosk((state) => state.applicationsPage);
  const fromQuotes = useKiosk((state) => state.applicationsFromQuotes);
  const setRange = useKiosk((state) => state.setApplicationsRange);
  const setPage = useKiosk((state) => state.setApplicationsPage);
  const showDates = useKiosk((state) => state.showApplicationsDates);
  const searching = search.trim() !== '';
  const list = useApplicationsList(dates);
  const every = useEveryApplication(searching);
  // A failed list shows no rows: what is on screen would not be the dates asked for.
  const loaded = useMemo(() => (list.isError ? [] : (list.data ?? [])), [list.isError, list.data]);
  const applications = useMemo(() => (searching ? searchedRows(loaded, every.data) : loaded), [searching, loaded, every.data]);
  const only = useMemo(() => (fromQuotes === null ? null : new Set(fromQuotes)), [fromQuotes]);
  const keep = useCallback((application: Application) => matches(application, status, search, only), [status, search, only]);
  const shown = useListFilter({
    list: 'applications',
    rows: applications,
    keep,
    filtered: status !== 'ALL' || search.trim() !== '' || only !== null,
    page,
    onPage: setPage,
  });

  return (
    <>
      <div className="page-head">
        <h1>{say('applications.list.heading')}</h1>
        <p>{say('applications.list.lead')}</p>
      </div>
      <StatusWatch />
      <FromQuotesNote />
      <DatedList
        list="applications"
        range={range}
        onRangeChange={setRange}
        onShow={() => {
          // The same dates again are read again; other dates are a new read.
          if (sameDates(range, dates)) void list.refetch();
          showDates();
        }}
        filters={<ApplicationFilters />}
        state={queryStateOf(list)}
        columns={columns}
        rowKey={(application) => application.id}
        {...shown}
      />
    </>
  );
}
