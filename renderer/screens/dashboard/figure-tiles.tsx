import type { BranchFigures } from '../../../shared/contract/dashboard';
import { formatCents } from '../../../shared/money';
import type { DateRange } from '../../store/date-range';
import { useKiosk } from '../../store/kiosk-store';
import { definitionId, figureOrder, figureWords, type FigureName } from './figure-words';
import { funnelDefinition } from './funnel-words';
import { say } from './words';

/** Which list, with which filter, shows the records a figure counts (each number opens its list). */
type FigureList =
  { list: 'quotes'; standing: 'all' | 'applied' } | { list: 'applications'; status: 'ALL' | 'EVER_APPROVED' | 'DECLINED' | 'PAID' };

const listOfFigure: Record<FigureName, FigureList> = {
  quotesSent: { list: 'quotes', standing: 'all' },
  quotesApplied: { list: 'quotes', standing: 'applied' },
  applied: { list: 'applications', status: 'ALL' },
  approved: { list: 'applications', status: 'EVER_APPROVED' },
  declined: { list: 'applications', status: 'DECLINED' },
  paid: { list: 'applications', status: 'PAID' },
  // The amount is the paid applications' (shared/dashboard/branch-figures.ts): their list shows each one's.
  financedCents: { list: 'applications', status: 'PAID' },
};

function shownValue(name: FigureName, figures: BranchFigures): string {
  return name === 'financedCents' ? formatCents(figures.financedCents) : figures[name].toLocaleString('en-AU');
}

/** The figures, each a button to the list of what it counts, on the same dates. */
export function FigureTiles({ figures, range, busy }: { figures: BranchFigures; range: DateRange; busy: boolean }) {
  const showQuotes = useKiosk((state) => state.showQuotes);
  const showApplications = useKiosk((state) => state.showApplications);
  const open = (name: FigureName) => {
    const target = listOfFigure[name];
    if (target.list === 'quotes') showQuotes(range, target.standing);
    else showApplications(range, target.status, null);
  };
  return (
    <ul className="figure-tiles" aria-label={say('dashboard.figures.label')}>
      {figureOrder.map((name) => (
        <li key={name}>
          <button
            type="button"
            className={`figure-tile figure-tile--${name}`}
            aria-describedby={definitionId(name)}
            disabled={busy}
            onClick={() => open(name)}
          >
            <span className="figure-tile__value">{shownValue(name, figures)}</span>
            <span className="figure-tile__label">{figureWords[name].label}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** One line each: what a figure counts. */
export function FigureDefinitions() {
  return (
    <section className="card" aria-labelledby="figure-definitions-heading">
      <h2 id="figure-definitions-heading">{say('dashboard.definitions.heading')}</h2>
      <dl className="figure-definitions">
        {figureOrder.map((name) => (
          <div key={name}>
            <dt>{figureWords[name].label}</dt>
            <dd id={definitionId(name)}>{figureWords[name].definition}</dd>
          </div>
        ))}
        <div>
          <dt>{say('dashboard.funnel.heading')}</dt>
          <dd>{funnelDefinition}</dd>
        </div>
      </dl>
      <p className="muted small">{say('dashboard.definitions.when')}</p>
    </section>
  );
}
