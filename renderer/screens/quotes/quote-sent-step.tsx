import { useState, type ReactNode } from 'react';
import { normaliseMobile, spacedMobile } from '../../../shared/mobile-number';
import type { Callout } from '../../../shared/wire/callouts';
import type { Quote } from '../../../shared/wire/quotes';
import { useNextCustomer } from '../../components/ask-first';
import { StatusChip } from '../../components/status-chip';
import { callTimeWords } from '../callbacks/call-slot-words';
import { settledRepayment } from '../../store/calculator-slice';
import { useFollowedWrite, type FollowedWrite } from '../../store/followed-write';
import { useOutbox } from '../../queries/outbox-cache';
import { useKiosk } from '../../store/kiosk-store';
import { CallbackWaysForward } from './callback-ways-forward';
import { HandOverDialog } from './hand-over-dialog';
import { handOffQuoteOf, QuoteHandOff, type HandOffQuote } from './quote-hand-off';
import { QuoteSummary } from './quote-summary';
import { Say, say } from './words';

const day = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });

/** The quote step's heading, which follows a queued quote or call-back until it is sent (K8). */
export function useSentStepTitle(): string | null {
  const step = useKiosk((state) => state.quoteStep);
  const quote = useFollowedWrite(useKiosk((state) => state.quoteAnswer));
  const callout = useFollowedWrite(useKiosk((state) => state.calloutAnswer));
  if (step === 'sent' && quote) return say(titles.quote[quote.state]);
  if (step === 'callout-booked' && callout) return say(titles.callout[callout.state]);
  return null;
}

/** The heading for each state of a followed quote or call-back. */
const titles = {
  quote: {
    sent: 'quotes.title.quoteSent',
    sending: 'quotes.title.quoteSending',
    queued: 'quotes.title.quoteQueued',
    unconfirmed: 'quotes.title.quoteUnconfirmed',
    failed: 'quotes.title.quoteFailed',
    withdrawn: 'quotes.title.quoteWithdrawn',
  },
  callout: {
    sent: 'quotes.title.callBooked',
    sending: 'quotes.title.callbackSending',
    queued: 'quotes.title.callbackQueued',
    unconfirmed: 'quotes.title.callbackUnconfirmed',
    failed: 'quotes.title.callbackFailed',
    withdrawn: 'quotes.title.callbackWithdrawn',
  },
} as const satisfies Record<'quote' | 'callout', Record<FollowedWrite<unknown>['state'], string>>;

/** What was sent where, or when the provider will call; or that it waits in the outbox, and then that it went. */
export function QuoteSentStep() {
  const step = useKiosk((state) => state.quoteStep);
  // Asked first while the quote or call-back still waits to go (K8): kept queued, or withdrawn.
  const nextCustomer = useNextCustomer();
  const sentQuote = useFollowedWrite(useKiosk((state) => state.quoteAnswer));
  const online = useOutbox().snapshot.online;
  const callbackBooked = useKiosk((state) => state.calloutAnswer !== null);
  const [handingOver, setHandingOver] = useState(false);
  // Once the quote has gone, the customer may apply here or, from its QR code, on their own phone.
  const quote = step === 'sent' && sentQuote?.state === 'sent' ? sentQuote.result : null;
  // With a quote to hand off, the next steps sit by Print and PDF, above its QR code: all in view at 1024×768 (issue 38).
  // Issue 38 item 2: a quote queued in the outbox is handed over too, printed from what the kiosk holds.
  const handsOff = step === 'sent' && sentQuote !== null && (sentNumber(sentQuote) !== null || sentQuote.state === 'queued');
  const nextSteps = (
    <div className="row">
      {quote && (
        <button type="button" className="button button--secondary button--large" disabled={!online} onClick={() => setHandingOver(true)}>
          {say('quotes.customerAppliesHere')}
        </button>
      )}
      {quote && (
        <HandOverDialog open={handingOver} onClose={() => setHandingOver(false)} quote={{ id: quote.id, expires: quote.expires }} />
      )}
      <button type="button" className="button button--primary button--large" onClick={nextCustomer}>
        {say('quotes.sent.nextCustomer')}
      </button>
    </div>
  );
  return (
    <section className="card stack centre" aria-labelledby="sent-heading">
      {step === 'sent' ? <QuoteOutcome nextSteps={nextSteps} /> : <CalloutOutcome />}
      {step === 'sent' && callbackBooked && <p className="muted">{say('quotes.sent.callbackToo')}</p>}
      {step === 'callout-booked' && <CallbackWaysForward />}
      {!handsOff && nextSteps}
      <QuoteSummary />
    </section>
  );
}

/** The provider's number for a quote that went: from its answer, or from the outbox that sent it later. */
function sentNumber(write: FollowedWrite<Quote>): string | null {
  return write.state === 'sent' ? (write.result?.id ?? write.serviceId) : null;
}

function QuoteOutcome({ nextSteps }: { nextSteps: ReactNode }) {
  const answer = useKiosk((state) => state.quoteAnswer);
  const customer = useKiosk((state) => state.customer);
  const email = customer.email;
  const write = useFollowedWrite<Quote>(answer);
  if (!write) return null;
  const quote = write.state === 'sent' ? write.result : null;
  const number = sentNumber(write);
  return (
    <>
      <div className="card-head">
        <h2 id="sent-heading">{say('quotes.sent.receivesHeading')}</h2>
        <WriteChip write={write} />
      </div>
      <div role="status" aria-live="polite" className="stack">
        {write.state === 'sent' && (
          <p>
            <Say id="quotes.sent.emailed" values={{ email: quote?.applicant_email ?? email }} components={{ 0: <strong /> }} />{' '}
            {quote ? say('quotes.sent.validUntil', { day: day.format(new Date(quote.expires)) }) : say('quotes.sent.validFor30Days')}
            {number && (
              <>
                {' '}
                <Say id="quotes.sent.quoteNumber" values={{ number }} components={{ 0: <strong /> }} />
              </>
            )}
          </p>
        )}
        <Waiting
          write={write}
          queued={say('quotes.sent.quoteQueued', { name: `${customer.firstName.trim()} ${customer.lastName.trim()}`, email })}
        />
      </div>
      {number && (
        <SentQuoteHandOff quote={quote} id={number}>
          {nextSteps}
        </SentQuoteHandOff>
      )}
      {/* Issue 38 item 2: while it waits in the outbox (K8), Print and PDF work from the quote as the kiosk holds it. */}
      {answer?.state === 'queued' && write.state === 'queued' && (
        <SentQuoteHandOff quote={null} id={answer.outboxId} notYetSent>
          {nextSteps}
        </SentQuoteHandOff>
      )}
      <Refused write={write} kind="quote" />
    </>
  );
}

/** The QR of the apply link and the printable quote, from the service's quote or, sent from (or still in) the outbox, the kiosk's. */
function SentQuoteHandOff({
  quote,
  id,
  children,
  notYetSent = false,
}: {
  quote: Quote | null;
  id: string;
  children: ReactNode;
  notYetSent?: boolean;
}) {
  const customer = useKiosk((state) => state.customer);
  const totalCents = useKiosk((state) => state.totalCents) ?? 0;
  const depositCents = useKiosk((state) => state.depositCents) ?? 0;
  const termMonths = useKiosk((state) => state.termMonths);
  const repayment = useKiosk(settledRepayment);
  const includesFee = useKiosk((state) => state.includeEstablishmentFee);
  const handOff: HandOffQuote = quote
    ? handOffQuoteOf(quote)
    : {
        id,
        customerName: `${customer.firstName.trim()} ${customer.lastName.trim()}`,
        email: customer.email,
        productCategory: customer.productCategory,
        productDescription: customer.productDescription,
        totalCents,
        depositCents,
        termMonths,
        expires: null,
        created: null,
      };
  // Just created: the service's own time is the quote's (D17); without the quote there is no expiry to count down to.
  const now = quote ? Date.parse(quote.created) : 0;
  return (
    <QuoteHandOff quote={handOff} repayment={repayment} repaymentIncludesEstablishmentFee={includesFee} now={now} notYetSent={notYetSent}>
      {children}
    </QuoteHandOff>
  );
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
        <h2 id="sent-heading">{say('quotes.sent.nextHeading')}</h2>
        <WriteChip write={write} />
      </div>
      <div role="status" aria-live="polite" className="stack">
        {callout && (
          <p>
            <Say
              id="quotes.sent.providerWillCall"
              values={{
                name: callout.full_name,
                mobile: spacedMobile(callout.phone),
                time: callTimeWords(Date.parse(callout.call_datetime)),
              }}
              components={{ 0: <strong />, 1: <strong />, 2: <strong /> }}
            />
          </p>
        )}
        {write.state === 'sent' && !callout && (
          <p>
            <Say
              id="quotes.sent.providerHasRequest"
              values={{ name, mobile: spacedMobile(normaliseMobile(customer.mobile) ?? customer.mobile) }}
              components={{ 0: <strong />, 1: <strong /> }}
            />
            {write.serviceId && <> {say('quotes.sent.requestNumber', { number: write.serviceId })}</>}
          </p>
        )}
        <Waiting write={write} queued={say('quotes.sent.callbackQueued', { name })} />
      </div>
      <Refused write={write} kind="callout" />
    </>
  );
}

function WriteChip({ write }: { write: FollowedWrite<unknown> }) {
  switch (write.state) {
    case 'sent':
      return <StatusChip tone="success">{say('quotes.write.sent')}</StatusChip>;
    case 'sending':
      return <StatusChip tone="info">{say('quotes.write.sending')}</StatusChip>;
    case 'queued':
      return <StatusChip tone="info">{say('quotes.write.queued')}</StatusChip>;
    case 'unconfirmed':
      return <StatusChip tone="warning">{say('quotes.write.unconfirmed')}</StatusChip>;
    case 'failed':
      return <StatusChip tone="danger">{say('quotes.write.failed')}</StatusChip>;
    case 'withdrawn':
      return <StatusChip tone="neutral">{say('quotes.write.withdrawn')}</StatusChip>;
  }
}

/** Queued, being sent from the queue, or its answer lost: plain words, and (`queued`) that nothing needs retyping. */
function Waiting({ write, queued }: { write: FollowedWrite<unknown>; queued: string }) {
  if (write.state === 'queued')
    return (
      <>
        <p className="notice notice--queued">{say('quotes.waiting.queued')}</p>
        <p>{queued}</p>
      </>
    );
  if (write.state === 'sending') return <p className="notice notice--working">{say('quotes.waiting.sending')}</p>;
  if (write.state === 'unconfirmed') return <p className="notice notice--queued">{say('quotes.waiting.unconfirmed')}</p>;
  if (write.state === 'withdrawn') return <p className="notice">{say('quotes.waiting.withdrawn')}</p>;
  return null;
}

function Refused({ write, kind }: { write: FollowedWrite<unknown>; kind: 'quote' | 'callout' }) {
  const revise = useKiosk((state) => state.reviseRefused);
  if (write.state !== 'failed') return null;
  return (
    <div className="stack">
      <p className="notice notice--failed" role="alert">
        {say('quotes.refused', { message: write.message })}
      </p>
      <div className="row">
        <button type="button" className="button button--secondary" onClick={() => revise(kind, write.message)}>
          {say('quotes.refused.putRight')}
        </button>
      </div>
    </div>
  );
}
