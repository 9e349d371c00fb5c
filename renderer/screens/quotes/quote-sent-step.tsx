import { useState } from 'react';
import { normaliseMobile, spacedMobile } from '../../../shared/mobile-number';
import type { Callout } from '../../../shared/wire/callouts';
import type { Quote } from '../../../shared/wire/quotes';
import { StatusChip } from '../../components/status-chip';
import { callTimeWords } from '../callbacks/call-slot-words';
import { useFollowedWrite, type FollowedWrite } from '../../store/followed-write';
import { useKiosk } from '../../store/kiosk-store';
import { CallbackWaysForward } from './callback-ways-forward';
import { HandOverDialog } from './hand-over-dialog';
import { handOffQuoteOf, QuoteHandOff, type HandOffQuote } from './quote-hand-off';
import { QuoteSummary } from './quote-summary';

const day = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });

/** The quote step's heading, which follows a queued quote or call-back until it is sent (K8). */
export function useSentStepTitle(): string | null {
  const step = useKiosk((state) => state.quoteStep);
  const quote = useFollowedWrite(useKiosk((state) => state.quoteAnswer));
  const callout = useFollowedWrite(useKiosk((state) => state.calloutAnswer));
  if (step === 'sent' && quote) return titleOf(quote, 'Quote');
  if (step === 'callout-booked' && callout) return titleOf(callout, 'Call-back');
  return null;
}

function titleOf(write: FollowedWrite<unknown>, noun: 'Quote' | 'Call-back'): string {
  switch (write.state) {
    case 'sent':
      return noun === 'Quote' ? 'Quote sent' : 'Call booked';
    case 'sending':
      return `${noun} sending`;
    case 'queued':
      return `${noun} queued`;
    case 'unconfirmed':
      return `${noun} may have been sent`;
    case 'failed':
      return `${noun} refused`;
  }
}

/** What was sent where, or when the provider will call; or that it waits in the outbox, and then that it went. */
export function QuoteSentStep() {
  const step = useKiosk((state) => state.quoteStep);
  const nextCustomer = useKiosk((state) => state.nextCustomer);
  const sentQuote = useFollowedWrite(useKiosk((state) => state.quoteAnswer));
  const online = useKiosk((state) => state.serviceOnline);
  const callbackBooked = useKiosk((state) => state.calloutAnswer !== null);
  const [handingOver, setHandingOver] = useState(false);
  // Once the quote has gone, the customer may apply here or, from its QR code, on their own phone.
  const quote = step === 'sent' && sentQuote?.state === 'sent' ? sentQuote.result : null;
  return (
    <section className="card stack centre" aria-labelledby="sent-heading">
      {step === 'sent' ? <QuoteOutcome /> : <CalloutOutcome />}
      {step === 'sent' && callbackBooked && <p className="muted">The call-back is booked too: it is listed under Call-backs.</p>}
      <QuoteSummary />
      {step === 'callout-booked' && <CallbackWaysForward />}
      <div className="row row--end">
        {quote && (
          <button type="button" className="button button--secondary button--large" disabled={!online} onClick={() => setHandingOver(true)}>
            Customer applies now on this screen
          </button>
        )}
        {quote && (
          <HandOverDialog open={handingOver} onClose={() => setHandingOver(false)} quote={{ id: quote.id, expires: quote.expires }} />
        )}
        <button type="button" className="button button--primary button--large" onClick={nextCustomer}>
          Next customer
        </button>
      </div>
    </section>
  );
}

function QuoteOutcome() {
  const answer = useKiosk((state) => state.quoteAnswer);
  const customer = useKiosk((state) => state.customer);
  const email = customer.email;
  const write = useFollowedWrite<Quote>(answer);
  if (!write) return null;
  const quote = write.state === 'sent' ? write.result : null;
  const number = quote?.id ?? (write.state === 'sent' ? write.serviceId : null);
  return (
    <>
      <div className="card-head">
        <h2 id="sent-heading">What the customer receives</h2>
        <WriteChip write={write} />
      </div>
      <div role="status" aria-live="polite" className="stack">
        {write.state === 'sent' && (
          <p>
            The quote was emailed to <strong>{quote?.applicant_email ?? email}</strong> with a link to apply.{' '}
            {quote ? `It is valid until ${day.format(new Date(quote.expires))}.` : 'It is valid for 30 days.'}
            {number && (
              <>
                {' '}
                Quote number <strong>{number}</strong>.
              </>
            )}
          </p>
        )}
        <Waiting
          write={write}
          what={`The quote for ${customer.firstName.trim()} ${customer.lastName.trim()}`}
          goes={`emailed to ${email}`}
        />
      </div>
      {number && <SentQuoteHandOff quote={quote} id={number} />}
      <Refused write={write} kind="quote" />
    </>
  );
}

/** The QR of the apply link and the printable quote, from the service's quote or, sent from the outbox, the kiosk's. */
function SentQuoteHandOff({ quote, id }: { quote: Quote | null; id: string }) {
  const customer = useKiosk((state) => state.customer);
  const totalCents = useKiosk((state) => state.totalCents) ?? 0;
  const depositCents = useKiosk((state) => state.depositCents) ?? 0;
  const termMonths = useKiosk((state) => state.termMonths);
  const repayment = useKiosk((state) => state.repayment);
  const includesFee = useKiosk((state) => state.includeEstablishmentFee);
  const handOff: HandOffQuote = quote
    ? handOffQuoteOf(quote)
    : {
        id,
        email: customer.email,
        productCategory: customer.productCategory,
        productDescription: customer.productDescription,
        totalCents,
        depositCents,
        termMonths,
        expires: null,
      };
  // Just created: the service's own time is the quote's (D17); without the quote there is no expiry to count down to.
  const now = quote ? Date.parse(quote.created) : 0;
  return <QuoteHandOff quote={handOff} repayment={repayment} repaymentIncludesEstablishmentFee={includesFee} now={now} />;
}

function CalloutOutcome() {
  const answer = useKiosk((state) => state.calloutAnswer);
  const customer = useKiosk((state) => state.customer);
  const write = useFollowedWrite<Callout>(answer);
  if (!write) return null;
  const callout = write.state === 'sent' ? write.result : null;
  const name = `${customer.firstName.trim()} ${customer.lastName.trim()}`;
  return (
    <>
      <div className="card-head">
        <h2 id="sent-heading">What happens next</h2>
        <WriteChip write={write} />
      </div>
      <div role="status" aria-live="polite" className="stack">
        {callout && (
          <p>
            The provider will call <strong>{callout.full_name}</strong> on <strong>{spacedMobile(callout.phone)}</strong> at{' '}
            <strong>{callTimeWords(Date.parse(callout.call_datetime))}</strong> (this kiosk’s local time). The call-back is listed under
            Call-backs.
          </p>
        )}
        {write.state === 'sent' && !callout && (
          <p>
            The provider has the request and will call <strong>{name}</strong> on{' '}
            <strong>{spacedMobile(normaliseMobile(customer.mobile) ?? customer.mobile)}</strong> at its earliest free time on a weekday.
            {write.serviceId && ` Request number ${write.serviceId}.`}
          </p>
        )}
        <Waiting write={write} what={`The call-back request for ${name}`} goes="sent to the provider" />
      </div>
      <Refused write={write} kind="callout" />
    </>
  );
}

function WriteChip({ write }: { write: FollowedWrite<unknown> }) {
  switch (write.state) {
    case 'sent':
      return <StatusChip tone="success">Sent</StatusChip>;
    case 'sending':
      return <StatusChip tone="info">Sending…</StatusChip>;
    case 'queued':
      return <StatusChip tone="info">Queued</StatusChip>;
    case 'unconfirmed':
      return <StatusChip tone="warning">May have been sent</StatusChip>;
    case 'failed':
      return <StatusChip tone="danger">Refused</StatusChip>;
  }
}

/** Queued, being sent from the queue, or its answer lost: plain words, and that nothing needs retyping. */
function Waiting({ write, what, goes }: { write: FollowedWrite<unknown>; what: string; goes: string }) {
  if (write.state === 'queued')
    return (
      <>
        <p className="notice notice--queued">Queued — it will be sent when the service is back.</p>
        <p>
          The financing service cannot be reached just now. {what} is kept safely in this kiosk’s Outbox and will be {goes}, once, as soon
          as the service is back. Nothing needs retyping: you can carry on with the next customer.
        </p>
      </>
    );
  if (write.state === 'sending') return <p className="notice notice--working">The service is back: sending it now…</p>;
  if (write.state === 'unconfirmed')
    return <p className="notice notice--queued">This may have reached the provider. Check the Outbox before sending it again.</p>;
  return null;
}

function Refused({ write, kind }: { write: FollowedWrite<unknown>; kind: 'quote' | 'callout' }) {
  const revise = useKiosk((state) => state.reviseRefused);
  if (write.state !== 'failed') return null;
  return (
    <div className="stack">
      <p className="notice notice--failed" role="alert">
        The provider refused it: {write.message}
      </p>
      <div className="row">
        <button type="button" className="button button--secondary" onClick={() => revise(kind, write.message)}>
          Back to the quote to put it right
        </button>
      </div>
    </div>
  );
}
