import { useKiosk } from '../../store/kiosk-store';
import { QuoteSummary } from './quote-summary';

const callTime = new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' });

/** What was sent where, or when the provider will call. */
export function QuoteSentStep() {
  const quote = useKiosk((state) => state.sentQuote);
  const callout = useKiosk((state) => state.bookedCallout);
  const step = useKiosk((state) => state.quoteStep);
  const nextCustomer = useKiosk((state) => state.nextCustomer);
  return (
    <section className="card stack centre" aria-labelledby="sent-heading">
      {step === 'sent' && quote && (
        <>
          <h2 id="sent-heading">What the customer receives</h2>
          <p role="status">
            The quote was emailed to <strong>{quote.applicant_email}</strong> with a link to apply. It is valid until{' '}
            {new Date(quote.expires).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' })}.
          </p>
        </>
      )}
      {step === 'callout-booked' && callout && (
        <>
          <h2 id="sent-heading">What happens next</h2>
          <p role="status">
            The provider will call <strong>{callout.full_name}</strong> on <strong>{callout.phone}</strong> at{' '}
            <strong>{callTime.format(new Date(callout.call_datetime))}</strong> (this kiosk’s local time).
          </p>
        </>
      )}
      <QuoteSummary />
      <div className="row row--end">
        <button type="button" className="button button--primary button--large" onClick={nextCustomer}>
          Next customer
        </button>
      </div>
    </section>
  );
}
