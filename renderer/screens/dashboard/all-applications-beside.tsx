import type { BranchFigures } from '../../../shared/contract/dashboard';
import type { StatusFilter } from '../../store/applications-slice';
import type { DateRange } from '../../store/date-range';
import { useKiosk } from '../../store/kiosk-store';
import { figureWords } from './figure-words';
import { say } from './words';

// Beside the funnel, never inside it: every application of these dates, from a quote or at checkout without one (D13),
// so the funnel's narrowing is not read as all the branch's business.

const shown: readonly { name: 'applied' | 'approved' | 'declined' | 'paid'; status: StatusFilter }[] = [
  { name: 'applied', status: 'ALL' },
  { name: 'approved', status: 'EVER_APPROVED' },
  { name: 'declined', status: 'DECLINED' },
  { name: 'paid', status: 'PAID' },
];

interface AllApplicationsBesideProps {
  figures: BranchFigures;
  fromQuotes: number;
  range: DateRange;
  busy: boolean;
}

export function AllApplicationsBeside({ figures, fromQuotes, range, busy }: AllApplicationsBesideProps) {
  const showApplications = useKiosk((state) => state.showApplications);
  return (
    <section className="all-applications" aria-labelledby="all-applications-heading">
      <h3 id="all-applications-heading">{say('dashboard.beside.heading')}</h3>
      <ul className="all-applications__figures">
        {shown.map(({ name, status }) => (
          <li key={name}>
            <button
              type="button"
              className="all-applications__figure"
              disabled={busy}
              onClick={() => showApplications(range, status, null)}
            >
              <span className="all-applications__value">{figures[name].toLocaleString('en-AU')}</span>{' '}
              <span>{figureWords[name].label}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="muted small">
        {say('dashboard.beside.fromQuotes', { fromQuotes: fromQuotes.toLocaleString('en-AU'), applied: figures.applied })}
      </p>
    </section>
  );
}
