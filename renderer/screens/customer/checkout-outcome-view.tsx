import { useShallow } from 'zustand/react/shallow';
import { applicationStatusWords } from '../../../shared/application-status-words';
import { formatCents } from '../../../shared/money';
import { AsyncStatus } from '../../components/async-status';
import { useKiosk } from '../../store/kiosk-store';
import { ApplicationStatusChip } from '../applications/application-status-chip';
import { applicationStatusExplained } from './application-status';
import { NotAppliedView } from './not-applied-view';
import { outcomeSummaryOf } from './outcome-summary';

/** What came back from checkout, once main has verified it (D23): the customer's view, then the staff's. */
export function CheckoutOutcomeView({ staff }: { staff: boolean }) {
  const outcome = useKiosk((state) => state.outcome);
  const outcomeState = useKiosk((state) => state.outcomeState);
  const application = useKiosk((state) => state.application);
  const summary = useKiosk(useShallow(outcomeSummaryOf));
  const submitted = outcome?.result === 'submitted' ? outcome : null;
  const status = (application?.id === submitted?.applicationId ? application?.status : null) ?? submitted?.status ?? null;
  const financed = summary.financedCents === null ? null : formatCents(summary.financedCents);
  // Staff, once nothing was applied for (cancelled, unconfirmed, or never started): back on the quote (K6).
  if (staff && !submitted && outcomeState.status !== 'working') return <NotAppliedView />;
  return (
    <section className="card stack centre outcome" aria-labelledby="outcome-heading">
      <AsyncStatus state={outcomeState} working="Checking the outcome with the financing service…" />
      {submitted && (
        <>
          <h1 id="outcome-heading">
            {staff
              ? summary.fullName
                ? `${summary.fullName}’s application`
                : 'The customer’s application'
              : summary.firstName
                ? `Thank you, ${summary.firstName}, your application is in`
                : 'Thank you, your application is in'}
          </h1>
          <dl className="summary outcome__summary">
            {staff && submitted.applicationId && (
              <>
                <dt>Application</dt>
                <dd>{submitted.applicationId}</dd>
              </>
            )}
            {financed && (
              <>
                <dt>Amount financed</dt>
                <dd>{financed}</dd>
              </>
            )}
            {status && (
              <>
                <dt>Status</dt>
                <dd>
                  <ApplicationStatusChip status={status} />
                </dd>
              </>
            )}
          </dl>
          {status && <p>{applicationStatusExplained[status]}</p>}
        </>
      )}
      {outcome && !submitted && (
        <>
          <h1 id="outcome-heading">
            {outcome.result === 'cancelled' ? 'Your application was not sent' : 'We could not confirm the outcome'}
          </h1>
          {outcome.result === 'cancelled' ? <p>Nothing was sent to the finance provider.</p> : <p>{outcome.message}</p>}
        </>
      )}
      {!staff && outcome && <p className="muted">Please hand the kiosk back to the staff member.</p>}
      {staff && <StaffNextSteps applicationId={submitted?.applicationId ?? null} statusWords={status && applicationStatusWords[status]} />}
    </section>
  );
}

/** After unlocking (K6): the status checked again, and where staff go next with this customer's application. */
function StaffNextSteps({ applicationId, statusWords }: { applicationId: string | null; statusWords: string | null }) {
  const applicationState = useKiosk((state) => state.applicationState);
  const refresh = useKiosk((state) => state.refreshApplication);
  const openApplication = useKiosk((state) => state.openApplication);
  const nextCustomer = useKiosk((state) => state.nextCustomer);
  const advance = useKiosk((state) => state.advanceClock);
  const clockState = useKiosk((state) => state.clockState);
  const training = useKiosk((state) => state.session?.profile?.environment === 'training');
  return (
    <>
      <h2 className="outcome__next">Next steps</h2>
      <div className="row outcome__actions">
        {applicationId !== null && (
          <>
            <button type="button" className="button button--secondary" onClick={() => openApplication(applicationId)}>
              Open the application
            </button>
            <button type="button" className="button button--secondary" onClick={() => openApplication(applicationId, 'capture')}>
              Photograph the invoice
            </button>
          </>
        )}
        <button type="button" className="button button--primary" onClick={nextCustomer}>
          Next customer
        </button>
      </div>
      {applicationId !== null && (
        <div className="row outcome__status-tools">
          <button type="button" className="button button--quiet" onClick={() => void refresh()}>
            Check the status again
          </button>
          {training && (
            <button type="button" className="button button--quiet" onClick={() => void advance(180)}>
              Advance the sandbox clock 3 minutes
            </button>
          )}
        </div>
      )}
      <AsyncStatus
        state={applicationState}
        working="Asking the financing service…"
        done={`Status updated${statusWords ? `: ${statusWords}` : ''}.`}
      />
      {training && (
        <AsyncStatus state={clockState} working="Moving the sandbox clock…" done="Sandbox clock moved 3 minutes. Check the status again." />
      )}
    </>
  );
}
