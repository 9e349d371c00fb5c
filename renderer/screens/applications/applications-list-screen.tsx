import { useEffect, useMemo } from 'react';
import { wasApproved } from '../../../shared/dashboard/application-outcomes';
import { applicationStatuses } from '../../../shared/enums';
import { formatCents } from '../../../shared/money';
import type { Application } from '../../../shared/wire/applications';
import { DatedList, type ListColumn } from '../../components/dated-list';
import { Field } from '../../components/field';
import { applicationStatusWords } from '../../../shared/application-status-words';
import type { StatusFilter } from '../../store/applications-slice';
import { useKiosk } from '../../store/kiosk-store';
import { ApplicationStatusChip } from './application-status-chip';
import { StatusWatch } from './status-watch';

const pageSize = 50;
const day = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

function isStatusFilter(value: string): value is StatusFilter {
  return value === 'ALL' || value === 'EVER_APPROVED' || applicationStatuses.some((status) => status === value);
}

/** Issue 17: the dashboard's "approved" counts by the same rule (shared/dashboard), so its figure and this list agree. */
function statusMatches(application: Application, status: StatusFilter): boolean {
  if (status === 'ALL') return true;
  if (status === 'EVER_APPROVED') return wasApproved(application);
  return application.status === status;
}

function matches(application: Application, status: StatusFilter, search: string): boolean {
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
    <button type="button" className="link-button" aria-label={`Open application ${id}`} onClick={() => open(id)}>
      {id}
    </button>
  );
}

const columns: readonly ListColumn<Application>[] = [
  { header: 'Created', cell: (application) => day.format(new Date(application.created)) },
  { header: 'Application', cell: (application) => <OpenApplication id={application.id} /> },
  { header: 'Customer', cell: (application) => application.applicants.map((applicant) => applicant.name).join(' & ') || '—' },
  { header: 'Reference', cell: (application) => application.reference_number || <span className="muted">—</span> },
  { header: 'Financed', numeric: true, cell: (application) => formatCents(application.financed_amount) },
  { header: 'Status', cell: (application) => <ApplicationStatusChip status={application.status} /> },
];

/** Status and search: they look through the applications already loaded for the dates on screen. */
function ApplicationFilters() {
  const status = useKiosk((state) => state.applicationsStatus);
  const search = useKiosk((state) => state.applicationsSearch);
  const setStatus = useKiosk((state) => state.setApplicationsStatus);
  const setSearch = useKiosk((state) => state.setApplicationsSearch);
  return (
    <>
      <Field label="Status">
        {(control) => (
          <select
            {...control}
            className="select"
            value={status}
            onChange={(event) => isStatusFilter(event.target.value) && setStatus(event.target.value)}
          >
            <option value="ALL">Any status</option>
            {applicationStatuses.map((value) => (
              <option key={value} value={value}>
                {applicationStatusWords[value]}
              </option>
            ))}
            <option value="EVER_APPROVED">Ever approved</option>
          </select>
        )}
      </Field>
      <Field label="Search by name or reference">
        {(control) => (
          <input
            {...control}
            aria-describedby="applications-search-note"
            className="input"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </Field>
      <p id="applications-search-note" className="muted small filters__note">
        Status and search look through the applications loaded for these dates; change the dates to look further back.
      </p>
    </>
  );
}

/** The branch's applications by date range, newest first (the service pages oldest first, D8), 50 to a page. */
export function ApplicationsListScreen() {
  const range = useKiosk((state) => state.applicationsRange);
  const status = useKiosk((state) => state.applicationsStatus);
  const search = useKiosk((state) => state.applicationsSearch);
  const page = useKiosk((state) => state.applicationsPage);
  const applications = useKiosk((state) => state.applications);
  const listState = useKiosk((state) => state.applicationsState);
  const setRange = useKiosk((state) => state.setApplicationsRange);
  const setPage = useKiosk((state) => state.setApplicationsPage);
  const openDesk = useKiosk((state) => state.openApplicationsDesk);
  const load = useKiosk((state) => state.loadApplications);
  useEffect(() => void openDesk(), [openDesk]);

  const shown = useMemo(() => applications.filter((application) => matches(application, status, search)), [applications, status, search]);
  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, pages);
  const filtered = status !== 'ALL' || search.trim() !== '';

  return (
    <>
      <div className="page-head">
        <h1>Applications</h1>
        <p>Applications customers have made with this branch, newest first.</p>
      </div>
      <StatusWatch />
      <DatedList
        noun="applications"
        range={range}
        onRangeChange={setRange}
        onShow={() => void load()}
        filters={<ApplicationFilters />}
        state={listState}
        paging={{ page: current, pages, onPage: setPage }}
        count={`${shown.length.toLocaleString('en-AU')} ${filtered ? `of ${applications.length.toLocaleString('en-AU')} ` : ''}applications`}
        columns={columns}
        rows={shown.slice((current - 1) * pageSize, current * pageSize)}
        rowKey={(application) => application.id}
        empty={filtered ? 'No applications match.' : 'No applications in these dates.'}
      />
    </>
  );
}
