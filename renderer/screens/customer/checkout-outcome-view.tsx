import { useShallow } from 'zustand/react/shallow';
import { applicationStatusWords } from '../../../shared/application-status-words';
import type { ApplicationStatus } from '../../../shared/enums';
import { AsyncStatus } from '../../components/async-status';
import { Amount } from '../../i18n/amount';
import { useWords } from '../../i18n/use-words';
import { mutationStateOf, queryStateOf } from '../../queries/query-state';
import { useKioskQuery } from '../../queries/use-kiosk-query';
import { done } from '../../store/async-state';
import { useKiosk } from '../../store/kiosk-store';
import { ApplicationStatusChip } from '../applications/application-status-chip';
import { useAdvanceClock } from '../training/use-advance-clock';
import { applicationStatusExplained, applicationStatusNextStep, applicationStatusShown } from './application-status';
import { CustomerStatus } from './customer-status';
import { NotAppliedView } from './not-applied-view';
import { outcomeSummaryOf } from './outcome-summary';

/** The application as the service has it now, asked only when staff check its status again (after unlocking, K6). */
const useCheckedApplication = (id: string | null) => useKioskQuery('applications:get', { id: id ?? '' }, { enabled: false });

/** What came back from checkout, once main has verified it (D23): the customer's view, then the staff's. */
export function CheckoutOutcomeView({ staff, startCheckout }: { staff: boolean; startCheckout?: () => void }) {
  const outcome = useKiosk((state) => state.outcome);
  const outcomeState = useKiosk((state) => state.outcomeState);
  const submitted = outcome?.result === 'submitted' ? outcome : null;
  const application = useCheckedApplication(submitted?.applicationId ?? null).data ?? null;
  const summary = useKiosk(useShallow((state) => outcomeSummaryOf(state, application)));
  const status = (application?.id === submitted?.applicationId ? application?.status : null) ?? submitted?.status ?? null;
  const words = useWords();
  // Staff, once nothing was applied for (cancelled, unconfirmed, or never started): back on the quote (K6).
  if (staff && !submitted && outcomeState.status !== 'working') return <NotAppliedView />;
  return (
    <section className="card stack centre outcome" aria-labelledby="outcome-heading">
      {/* Main's reason is for staff, in English; the customer reads its kind in their language (K14). */}
      {staff ? (
        <AsyncStatus state={outcomeState} working={words('outcome.checking')} />
      ) : (
        <CustomerStatus state={outcomeState} working="outcome.checking" failed="outcome.checkFailed" />
      )}
      {submitted && (
        <>
          <h1 id="outcome-heading">
            {staff
              ? summary.fullName
                ? `${summary.fullName}’s application`
                : 'The customer’s application'
              : summary.firstName
                ? words('outcome.thanksNamed', { firstName: summary.firstName })
                : words('outcome.thanks')}
          </h1>
          <dl className="summary outcome__summary">
            {submitted.applicationId && (
              <>
                <dt>{words('outcome.applicationNumber')}</dt>
                <dd>
                  <bdi>{submitted.applicationId}</bdi>
                </dd>
              </>
            )}
            {summary.financedCents !== null && (
              <>
                <dt>{words('outcome.financed')}</dt>
                <dd>
                  <Amount cents={summary.financedCents} />
                </dd>
              </>
            )}
            {status && (
              <>
                <dt>{words('outcome.status')}</dt>
                <dd>
                  <ApplicationStatusChip status={status} words={words(applicationStatusShown[status])} />
                </dd>
              </>
            )}
          </dl>
          {status && <p>{words(applicationStatusExplained[status])}</p>}
          {!staff && status && <CustomerNextStep status={status} numbered={submitted.applicationId !== null} />}
        </>
      )}
      {outcome && !submitted && (
        <>
          <h1 id="outcome-heading">{words(outcome.result === 'cancelled' ? 'outcome.notSent' : 'outcome.notConfirmed')}</h1>
          {/* Main's reason is for staff, in English; the customer reads what it means for them. */}
          <p>
            {outcome.result === 'cancelled' ? words('outcome.nothingSent') : staff ? outcome.message : words('outcome.notConfirmedLine')}
          </p>
        </>
      )}
      {startCheckout && outcome?.result === 'cancelled' && <StartAgain startCheckout={startCheckout} />}
      {!staff && (outcome || outcomeState.status === 'failed') && <p className="muted">{words('outcome.handBack')}</p>}
      {staff && <StaffNextSteps applicationId={submitted?.applicationId ?? null} statusWords={status && applicationStatusWords[status]} />}
    </section>
  );
}

/** What happens next for the customer, per status (D14), and why to keep the application's number. */
function CustomerNextStep({ status, numbered }: { status: ApplicationStatus; numbered: boolean }) {
  const words = useWords();
  return (
    <>
      <h2 className="outcome__next">{words('outcome.next.heading')}</h2>
      <p>{words(applicationStatusNextStep[status])}</p>
      {numbered && <p className="muted">{words('outcome.keepNumber')}</p>}
    </>
  );
}

/**
 * Left the provider's form before submitting: the customer may go straight back to it (their quote's screen opens the
 * form, as its own button does), or hand the kiosk back.
 */
function StartAgain({ startCheckout }: { startCheckout(): void }) {
  const startAgain = useKiosk((state) => state.startAgain);
  const words = useWords();
  return (
    <div className="row">
      <button type="button" className="button button--primary button--large" onClick={() => void startAgain().then(startCheckout)}>
        {words('customer.apply.start')}
      </button>
    </div>
  );
}

/** After unlocking (K6): the status checked again, and where staff go next with this customer's application. */
function StaffNextSteps({ applicationId, statusWords }: { applicationId: string | null; statusWords: string | null }) {
  const checked = useCheckedApplication(applicationId);
  const openApplication = useKiosk((state) => state.openApplication);
  const nextCustomer = useKiosk((state) => state.nextCustomer);
  const advance = useAdvanceClock();
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
          <button type="button" className="button button--quiet" onClick={() => void checked.refetch()}>
            Check the status again
          </button>
          {training && (
            <button type="button" className="button button--quiet" onClick={() => advance.mutate({ seconds: 180 })}>
              Advance the sandbox clock 3 minutes
            </button>
          )}
        </div>
      )}
      <AsyncStatus
        state={checked.isSuccess && !checked.isFetching ? done : queryStateOf(checked)}
        working="Asking the financing service…"
        done={`Status updated${statusWords ? `: ${statusWords}` : ''}.`}
      />
      {training && (
        <AsyncStatus
          state={mutationStateOf(advance)}
          working="Moving the sandbox clock…"
          done="Sandbox clock moved 3 minutes. Check the status again."
        />
      )}
    </>
  );
}
