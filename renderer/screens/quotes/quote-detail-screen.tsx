import type { QuoteDetail } from '../../../shared/contract/quote-detail';
import { spacedMobile } from '../../../shared/mobile-number';
import { formatCents } from '../../../shared/money';
import { standingShown } from '../../../shared/quotes/applied-at-kiosk';
import type { QuoteStanding } from '../../../shared/quotes/quote-standing';
import { AsyncStatus } from '../../components/async-status';
import { queryStateOf } from '../../queries/query-state';
import { useQuoteDetail } from '../../queries/quote-reads';
import { useKiosk } from '../../store/kiosk-store';
import { AppliedAtKioskNote } from './applied-at-kiosk-note';
import { QuoteActions } from './quote-actions';
import { handOffQuoteOf, QuoteHandOff } from './quote-hand-off';
import { QuoteStandingChip } from './quote-standing-chip';
import { say } from './words';
import './quotes.css';

const when = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** D17: why nothing can be done with a quote any more, in the words staff would use with the customer. */
// An open quote always has its actions, so it needs no reason.
const noActionReasons = {
  applied: 'quotes.detail.noActions.applied',
  cancelled: 'quotes.detail.noActions.cancelled',
  expired: 'quotes.detail.noActions.expired',
} as const satisfies Record<Exclude<QuoteStanding, 'open'>, string>;

/** One quote as the service has it now (its Get Quote): who, what, the figures, where it stands, and what can be done. */
export function QuoteDetailScreen() {
  const id = useKiosk((state) => state.quoteDetailId);
  const go = useKiosk((state) => state.go);
  const detail = useQuoteDetail(id);
  const shown = detail.data;
  return (
    <>
      <div className="page-head">
        <h1>{shown ? say('quotes.detail.title', { applicant: shown.read.applicant }) : say('quotes.detail.titleLoading')}</h1>
        <button type="button" className="button button--quiet" onClick={() => go('quotes')}>
          {say('quotes.detail.back')}
        </button>
      </div>
      {shown === undefined ? (
        <section className="card">
          <AsyncStatus
            state={queryStateOf(detail)}
            working={say('quotes.detail.loading')}
            failedLead={say('quotes.detail.loadFailed')}
            onRetry={() => void detail.refetch()}
          />
        </section>
      ) : (
        <QuoteCards quote={shown.read} checkedAt={shown.checkedAt} />
      )}
    </>
  );
}

function QuoteCards({ quote, checkedAt }: { quote: QuoteDetail; checkedAt: number }) {
  const standing = standingShown(quote, checkedAt);
  return (
    <div className="grid-2 quote-detail">
      <div className="stack stack--cards">
        <section className="card" aria-labelledby="quote-customer">
          <div className="card-head">
            <h2 id="quote-customer">{say('quotes.detail.customer')}</h2>
            <QuoteStandingChip standing={standing} />
          </div>
          <dl className="facts quote-detail__facts">
            <dt>{say('quotes.detail.name')}</dt>
            <dd>{quote.applicant}</dd>
            <dt>{say('quotes.detail.email')}</dt>
            <dd className="quote-email">{quote.applicant_email}</dd>
            {/* The service keeps no mobile on a quote: the kiosk knows it only for quotes it sent (K8's record). */}
            {quote.mobile !== undefined && (
              <>
                <dt>{say('quotes.detail.mobile')}</dt>
                <dd>{spacedMobile(quote.mobile)}</dd>
              </>
            )}
            <dt>{say('quotes.detail.sentOn')}</dt>
            <dd>
              <time dateTime={quote.created}>{when.format(new Date(quote.created))}</time>
            </dd>
            {/* K10: applied for here, so its link was cancelled; when it would have expired no longer matters. */}
            {quote.appliedAtKiosk ? (
              <>
                <dt>{say('quotes.detail.application')}</dt>
                <dd>
                  <AppliedAtKioskNote applicationId={quote.appliedAtKiosk.applicationId} />
                </dd>
              </>
            ) : (
              <>
                <dt>{say(standing === 'expired' ? 'quotes.detail.expiredOn' : 'quotes.detail.expiresOn')}</dt>
                <dd>
                  <time dateTime={quote.expires}>{when.format(new Date(quote.expires))}</time>
                </dd>
              </>
            )}
            {/* No name from the service: nothing, not a dash (issue 26). */}
            {quote.team_member.trim() !== '' && (
              <>
                <dt>{say('quotes.detail.sentBy')}</dt>
                <dd>{quote.team_member}</dd>
              </>
            )}
          </dl>
        </section>
        <section className="card stack" aria-labelledby="quote-actions">
          <h2 id="quote-actions">{say('quotes.detail.actions')}</h2>
          <QuoteActions quote={quote} standing={standing} none={standing === 'open' ? undefined : say(noActionReasons[standing])} />
        </section>
      </div>
      <div className="stack stack--cards">
        <section className="card" aria-labelledby="quote-figures">
          <h2 id="quote-figures">{say('quotes.detail.figures')}</h2>
          <dl className="facts quote-detail__facts">
            <dt>{say('quotes.detail.product')}</dt>
            <dd>
              {quote.product_description}
              <br />
              <span className="muted small">{quote.product_category}</span>
            </dd>
            <dt>{say('quotes.detail.price')}</dt>
            <dd className="quote-detail__amount">{formatCents(quote.total_purchase_amount)}</dd>
            <dt>{say('quotes.detail.deposit')}</dt>
            <dd className="quote-detail__amount">{formatCents(quote.deposit_amount)}</dd>
            <dt>{say('quotes.detail.financed')}</dt>
            <dd className="quote-detail__amount">{formatCents(quote.total_purchase_amount - quote.deposit_amount)}</dd>
            <dt>{say('quotes.detail.term')}</dt>
            <dd>{say('quotes.detail.termValue', { months: quote.repayment_term })}</dd>
            <dt>{say('quotes.detail.repayments')}</dt>
            <dd>
              {quote.repayment ? (
                <>
                  <span className="quote-detail__amount">
                    {say('quotes.detail.repaymentsValue', {
                      instalments: quote.repayment.instalments,
                      amount: formatCents(quote.repayment.repaymentAmount),
                    })}
                  </span>
                  <br />
                  <span className="muted small">{say('quotes.detail.feeIncluded')}</span>
                </>
              ) : (
                <span className="muted">{say('quotes.detail.notWorkedOut')}</span>
              )}
            </dd>
          </dl>
        </section>
        {/* D17: only an open quote's link still works, so only an open quote is handed over. */}
        {standing === 'open' && (
          <section className="card stack" aria-labelledby="quote-hand-off">
            <h2 id="quote-hand-off">{say('quotes.detail.handOff')}</h2>
            <QuoteHandOff
              quote={handOffQuoteOf(quote)}
              repayment={quote.repayment}
              // D19: the quote keeps no fee choice; its repayment is a first-time customer's, establishment fee included.
              repaymentIncludesEstablishmentFee
              now={checkedAt}
            />
          </section>
        )}
      </div>
    </div>
  );
}
