import { useEffect, useMemo } from 'react';
import { applicationStatuses } from '../../../shared/enums';
import { formatCents } from '../../../shared/money';
import type { Application } from '../../../shared/wire/applications';
import { AsyncStatus } from '../../components/async-status';
import { Field } from '../../components/field';
import { statusWords, type StatusFilter } from '../../store/applications-slice';
import { useKiosk } from '../../store/kiosk-store';
import { ApplicationStatusChip } from './application-status-chip';
import { StatusWatch } from './status-watch';

const pageSize = 50;
const day = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

function isStatusFilter(value: string): value is StatusFilter {
  return value === 'ALL' || applicationStatuses.some((status) => status === value);
}

function matches(application: Application, status: StatusFilter, search: string): boolean {
  if (status !== 'ALL' && application.status !== status) return false;
  const words = search.trim().toLowerCase();
  if (words === '') return true;
  return (
    application.reference_number.toLowerCase().includes(words) ||
    application.id.includes(words) ||
    application.applicants.some((applicant) => applicant.name.toLowerCase().includes(words))
  );
}

/** The branch's applications by date range, newest first (D8 pages oldest first), with status and search. */
export function ApplicationsListScreen() {
  const range = useKiosk((state) => state.applicationsRange);
  const status = useKiosk((state) => state.applicationsStatus);
  const search = useKiosk((state) => state.applicationsSearch);
  const page = useKiosk((state) => state.applicationsPage);
  const applications = useKiosk((state) => state.applications);
  const listState = useKiosk((state) => state.applicationsState);
  const setRange = useKiosk((state) => state.setApplicationsRange);
  const setStatus = useKiosk((state) => state.setApplicationsStatus);
  const setSearch = useKiosk((state) => state.setApplicationsSearch);
  const setPage = useKiosk((state) => state.setApplicationsPage);
  const openDesk = useKiosk((state) => state.openApplicationsDesk);
  const load = useKiosk((state) => state.loadApplications);
  const open = useKiosk((state) => state.openApplication);
  useEffect(() => void openDesk(), [openDesk]);

  const shown = useMemo(() => applications.filter((application) => matches(application, status, search)), [applications, status, search]);
  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, pages);
  const rows = shown.slice((current - 1) * pageSize, current * pageSize);
  const busy = listState.status === 'working';
  const filtered = status !== 'ALL' || search.trim() !== '';

  return (
    <>
      <div className="page-head">
        <h1>Applications</h1>
        <p>Applications customers have made with this branch, newest first.</p>
      </div>
      <StatusWatch />
      <form
        className="card filters"
        aria-label="Find applications"
        onSubmit={(event) => {
          event.preventDefault();
          void load();
        }}
      >
        <Field label="From">
          {(control) => (
            <input {...control} className="input" type="date" value={range?.startDate ?? ''} disabled={range === null} onChange={(event) => range && setRange({ ...range, startDate: event.target.value })} />
          )}
        </Field>
        <Field label="To">
          {(control) => (
            <input {...control} className="input" type="date" value={range?.endDate ?? ''} disabled={range === null} onChange={(event) => range && setRange({ ...range, endDate: event.target.value })} />
          )}
        </Field>
        <button type="submit" className="button button--primary" disabled={busy || range === null}>
          Show applications
        </button>
        <Field label="Status">
          {(control) => (
            <select {...control} className="select" value={status} onChange={(event) => isStatusFilter(event.target.value) && setStatus(event.target.value)}>
              <option value="ALL">Any status</option>
              {applicationStatuses.map((value) => (
                <option key={value} value={value}>
                  {statusWords[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Search by name or reference">
          {(control) => <input {...control} aria-describedby="applications-search-note" className="input" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />}
        </Field>
        <p id="applications-search-note" className="muted small filters__note">
          Status and search look through the applications loaded for these dates; change the dates to look further back.
        </p>
      </form>
      <section className="card stack" aria-labelledby="applications-table">
        <div className="card-head">
          <h2 id="applications-table">
            Page {current} of {pages}
            <span className="muted small">
              {' '}
              · {shown.length.toLocaleString('en-AU')} {filtered ? `of ${applications.length.toLocaleString('en-AU')} ` : ''}applications
            </span>
          </h2>
          <nav className="pager" aria-label="Pages">
            <button type="button" className="button button--quiet" disabled={current <= 1 || busy} onClick={() => setPage(1)}>
              First page
            </button>
            <button type="button" className="button button--quiet" disabled={current <= 1 || busy} onClick={() => setPage(current - 1)}>
              Previous page
            </button>
            <button type="button" className="button button--quiet" disabled={current >= pages || busy} onClick={() => setPage(current + 1)}>
              Next page
            </button>
            <button type="button" className="button button--quiet" disabled={current >= pages || busy} onClick={() => setPage(pages)}>
              Last page
            </button>
          </nav>
        </div>
        <AsyncStatus state={listState} working="Loading applications…" />
        {rows.length === 0 && !busy && <p className="muted">{filtered ? 'No applications match.' : 'No applications in these dates.'}</p>}
        {rows.length > 0 && (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Created</th>
                <th scope="col">Application</th>
                <th scope="col">Customer</th>
                <th scope="col">Reference</th>
                <th scope="col" className="num">
                  Financed
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((application) => (
                <tr key={application.id}>
                  <td>{day.format(new Date(application.created))}</td>
                  <td>
                    <button type="button" className="link-button" aria-label={`Open application ${application.id}`} onClick={() => open(application.id)}>
                      {application.id}
                    </button>
                  </td>
                  <td>{application.applicants.map((applicant) => applicant.name).join(' & ') || '—'}</td>
                  <td>{application.reference_number || <span className="muted">—</span>}</td>
                  <td className="num">{formatCents(application.financed_amount)}</td>
                  <td>
                    <ApplicationStatusChip status={application.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
