import { AsyncStatus } from '../../components/async-status';
import { useKiosk } from '../../store/kiosk-store';
import { say } from './words';

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
      <h3>{say('quotes.waysForward.heading')}</h3>
      <p className="muted small">{say('quotes.waysForward.lead')}</p>
      <div className="row">
        <button
          type="button"
          className="button button--secondary"
          disabled={quoteState.status === 'working'}
          onClick={() => void sendQuote()}
        >
          {say('quotes.sendByEmail')}
        </button>
      </div>
      <p className="muted small">{say('quotes.waysForward.goesTo', { email })}</p>
      <AsyncStatus state={quoteState} working={say('quotes.sending')} />
    </div>
  );
}
