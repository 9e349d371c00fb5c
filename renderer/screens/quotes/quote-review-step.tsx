import { useState } from 'react';
import { AsyncStatus } from '../../components/async-status';
import { ConfirmRepeat } from '../../components/confirm-repeat';
import { fieldError } from '../../store/async-state';
import { useLegalTexts } from '../../queries/legal-texts';
import { useOutbox } from '../../queries/outbox-cache';
import { queryStateOf } from '../../queries/query-state';
import { useKiosk } from '../../store/kiosk-store';
import { CustomerLanguagePreset } from '../customer/customer-language-preset';
import { QuoteCosts } from './quote-costs';
import { QuoteSummary } from './quote-summary';
import { CallbackConfirmDialog } from './callback-confirm-dialog';
import { HandOverDialog } from './hand-over-dialog';
import { SecureCodePanel } from './secure-code-panel';
import { say } from './words';

export function QuoteReviewStep() {
  const email = useKiosk((state) => state.customer.email);
  const quoteState = useKiosk((state) => state.quoteState);
  const calloutState = useKiosk((state) => state.calloutState);
  const legalState = queryStateOf(useLegalTexts());
  const sendQuote = useKiosk((state) => state.sendQuote);
  const requestCallout = useKiosk((state) => state.requestCallout);
  const setQuoteStep = useKiosk((state) => state.setQuoteStep);
  const online = useOutbox().snapshot.online;
  const [handingOver, setHandingOver] = useState(false);
  // D18: the call-back is booked only once staff have seen who is called, on which number, and when.
  const [confirmingCall, setConfirmingCall] = useState(false);
  const busy = quoteState.status === 'working' || calloutState.status === 'working';
  const serviceField = fieldError(
    quoteState,
    'email',
    'phone',
    'first_name',
    'last_name',
    'product_description',
    'product_category',
    'total_purchase_amount',
    'repayment_term',
  );

  return (
    <div className="grid-2">
      <section className="card stack" aria-labelledby="review-heading">
        <h2 id="review-heading">{say('quotes.review.heading')}</h2>
        <QuoteSummary />
        <QuoteCosts />
        <button type="button" className="button button--quiet" onClick={() => setQuoteStep('details')}>
          {say('quotes.review.change')}
        </button>
      </section>
      <section className="card stack" aria-labelledby="send-heading">
        <h2 id="send-heading">{say('quotes.review.howHeading')}</h2>
        <div className="stack">
          {/* The usual next step has the focus, so Enter sends once the customer has checked the quote (issue 26). */}
          <button type="button" className="button button--primary button--large" disabled={busy} autoFocus onClick={() => void sendQuote()}>
            {say('quotes.sendByEmail')}
          </button>
          <p className="muted small">{say('quotes.review.emailGoesTo', { email })}</p>
          <AsyncStatus state={quoteState} working={say('quotes.sending')} />
          {serviceField && <p className="field__error">{serviceField}</p>}
        </div>
        <div className="stack">
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => setConfirmingCall(true)}>
            {say('quotes.review.askForCall')}
          </button>
          <AsyncStatus state={calloutState} working={say('quotes.review.booking')} />
          <ConfirmRepeat state={calloutState} onConfirm={() => void requestCallout(true)} />
        </div>
        <div className="stack">
          <button
            type="button"
            className="button button--secondary"
            disabled={busy || !online}
            aria-describedby="customer-mode-note"
            onClick={() => setHandingOver(true)}
          >
            {say('quotes.customerAppliesHere')}
          </button>
          {online ? (
            <p className="muted small" id="customer-mode-note">
              {say('quotes.review.customerModeNote')}
            </p>
          ) : (
            <p className="notice notice--queued small" id="customer-mode-note">
              {say('quotes.review.customerModeOffline')}
            </p>
          )}
          <AsyncStatus state={legalState} working={say('quotes.review.gettingTerms')} />
          <CustomerLanguagePreset />
        </div>
        <SecureCodePanel />
      </section>
      <CallbackConfirmDialog
        open={confirmingCall}
        onClose={() => setConfirmingCall(false)}
        onBook={() => {
          setConfirmingCall(false);
          void requestCallout();
        }}
      />
      <HandOverDialog open={handingOver} onClose={() => setHandingOver(false)} />
    </div>
  );
}
