import { AsyncStatus } from '../../components/async-status';
import { useKiosk } from '../../store/kiosk-store';

/**
 * After a call-back is booked (D18 leaves nothing to choose about the call), the quote's own ways forward: emailed, and
 * from there its QR code, print and PDF, so staff are not left with only "Next customer".
 */
export function CallbackWaysForward() {
  const email = useKiosk((state) => state.customer.email);
  const quoteState = useKiosk((state) => state.quoteState);
  const sendQuote = useKiosk((state) => state.sendQuote);
  return (
    <div className="stack callback-ways-forward">
      <h3>The figures to take away</h3>
      <p className="muted small">
        Email the customer this quote too, with a link to apply; it can then be printed, saved as a PDF or scanned from its QR code.
      </p>
      <div className="row">
        <button
          type="button"
          className="button button--secondary"
          disabled={quoteState.status === 'working'}
          onClick={() => void sendQuote()}
        >
          Send quote by email
        </button>
      </div>
      <p className="muted small">It goes to {email} and is valid for 30 days.</p>
      <AsyncStatus state={quoteState} working="Sending the quote…" />
    </div>
  );
}
