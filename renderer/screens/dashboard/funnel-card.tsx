import type { BranchFigures, QuoteFunnel } from '../../../shared/contract/dashboard';
import type { DateRange } from '../../store/date-range';
import { useKiosk } from '../../store/kiosk-store';
import { AllApplicationsBeside } from './all-applications-beside';
import { FunnelChart } from './funnel-chart';
import { funnelStatus, funnelSteps, funnelWords, type FunnelStep } from './funnel-words';
import { say } from './words';

/** The funnel, a button per step to the list of what it counts (same dates), and all applications beside it. */
export function FunnelCard({
  figures,
  funnel,
  range,
  busy,
}: {
  figures: BranchFigures;
  funnel: QuoteFunnel;
  range: DateRange;
  busy: boolean;
}) {
  const showQuotes = useKiosk((state) => state.showQuotes);
  const showApplications = useKiosk((state) => state.showApplications);
  // A step's applications are only those made from the dates' quotes.
  const open = (step: FunnelStep) =>
    step === 'quotesSent' ? showQuotes(range, 'all') : showApplications(range, funnelStatus[step], funnel.applicationIds);
  return (
    <section className="card funnel-card" aria-labelledby="funnel-heading">
      <h2 id="funnel-heading">{say('dashboard.funnel.heading')}</h2>
      <div className="funnel-card__body">
        <div className="funnel-card__funnel">
          <FunnelChart funnel={funnel} />
          <ul className="funnel-card__steps" aria-label={say('dashboard.funnel.steps')}>
            {funnelSteps.map((step) => (
              <li key={step}>
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={busy}
                  aria-label={funnelWords[step].opens(funnel[step])}
                  onClick={() => open(step)}
                >
                  {funnelWords[step].label}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <AllApplicationsBeside figures={figures} fromQuotes={funnel.applied} range={range} busy={busy} />
      </div>
    </section>
  );
}
