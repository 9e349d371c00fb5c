import { AsyncStatus } from '../../components/async-status';
import { StatusChip } from '../../components/status-chip';
import { useKiosk } from '../../store/kiosk-store';
import { applicationStatusText } from './application-status';

/** What came back from checkout, once main has verified it (D23): the customer's view, then the staff's. */
export function CheckoutOutcomeView({ staff }: { staff: boolean }) {
  const outcome = useKiosk((state) => state.outcome);
  const outcomeState = useKiosk((state) => state.outcomeState);
  const application = useKiosk((state) => state.application);
  const applicationState = useKiosk((state) => state.applicationState);
  const refresh = useKiosk((state) => state.refreshApplication);
  const nextCustomer = useKiosk((state) => state.nextCustomer);
  const advance = useKiosk((state) => state.advanceClock);
  const clockState = useKiosk((state) => state.clockState);
  const training = useKiosk((state) => state.session?.profile?.environment === 'training');
  const status = application?.status ?? outcome?.status ?? null;
  const text = status ? applicationStatusText[status] : null;
  return (
    <section className="card stack centre" aria-labelledby="outcome-heading">
      <AsyncStatus state={outcomeState} working="Checking the outcome with the financing service…" />
      {outcome?.result === 'submitted' && text && (
        <>
          <h1 id="outcome-heading">{staff ? `Application ${outcome.applicationId ?? ''}` : 'Thank you, your application is in'}</h1>
          <div className="row">
            <span className="muted">Status</span>
            <StatusChip tone={text.tone}>{text.label}</StatusChip>
          </div>
          <p>{text.explain}</p>
        </>
      )}
      {outcome && outcome.result !== 'submitted' && (
        <>
          <h1 id="outcome-heading">
            {outcome.result === 'cancelled' ? 'The application was not completed' : 'We could not confirm the outcome'}
          </h1>
          <p>{outcome.message}</p>
        </>
      )}
      {!staff && outcome && <p className="muted">Please hand the kiosk back to the staff member.</p>}
      {staff && (
        <>
          {outcome?.result === 'submitted' && (
            <div className="row">
              <button type="button" className="button button--secondary" onClick={() => void refresh()}>
                Check the status again
              </button>
              {training && (
                <button type="button" className="button button--quiet" onClick={() => void advance(180)}>
                  Advance the sandbox clock 3 minutes
                </button>
              )}
            </div>
          )}
          <AsyncStatus state={applicationState} working="Asking the financing service…" done="Status updated." />
          {training && (
            <AsyncStatus
              state={clockState}
              working="Moving the sandbox clock…"
              done="Sandbox clock moved 3 minutes. Check the status again."
            />
          )}
          <div className="row row--end">
            <button type="button" className="button button--primary button--large" onClick={nextCustomer}>
              Next customer
            </button>
          </div>
        </>
      )}
    </section>
  );
}
