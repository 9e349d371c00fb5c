import { useEffect } from 'react';
import { formatCents } from '../../../shared/money';
import type { Quote } from '../../../shared/wire/quotes';
import { AsyncStatus } from '../../components/async-status';
import { DatedList, type ListColumn } from '../../components/dated-list';
import { StatusChip } from '../../components/status-chip';
import { useKiosk } from '../../store/kiosk-store';

const day = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

function quoteChip(quote: Quote) {
  if (quote.status === 'COMPLETED') return <StatusChip tone="success">Applied</StatusChip>;
  if (quote.active === 0) return <StatusChip tone="neutral">Cancelled</StatusChip>;
  if (new Date(quote.expires).getTime() < Date.now()) return <StatusChip tone="warning">Expired</StatusChip>;
  return <StatusChip tone="info">Sent</StatusChip>;
}

/** Resend and cancel (D17), and how the last of them went for this quote. */
/** What staff may do to a sent quote, each button naming its customer for screen readers. */
const quoteActions = [
  { action: 'resend', label: 'Resend', describe: (applicant: string) => `Resend quote to ${applicant}`, style: 'button--quiet' },
  { action: 'cancel', label: 'Cancel', describe: (applicant: string) => `Cancel quote for ${applicant}`, style: 'button--danger' },
] as const;

function QuoteActions({ quote }: { quote: Quote }) {
  const last = useKiosk((state) => state.quoteActions[quote.id]);
  const act = useKiosk((state) => state.actOnQuote);
  return (
    <>
      <div className="row">
        {quoteActions.map(({ action, label, describe, style }) => (
          <button
            key={action}
            type="button"
            className={`button ${style}`}
            aria-label={describe(quote.applicant)}
            onClick={() => void act(quote.id, action)}
          >
            {label}
          </button>
        ))}
      </div>
      {last && (
        <AsyncStatus
          state={last.state}
          working={last.action === 'resend' ? 'Resending…' : 'Cancelling…'}
          done={last.action === 'resend' ? 'Sent again.' : 'Cancelled.'}
        />
      )}
    </>
  );
}

const columns: readonly ListColumn<Quote>[] = [
  { header: 'Sent', cell: (quote) => day.format(new Date(quote.created)) },
  {
    header: 'Customer',
    cell: (quote) => (
      <>
        {quote.applicant}
        <br />
        <span className="muted small">{quote.applicant_email}</span>
      </>
    ),
  },
  { header: 'Product', cell: (quote) => quote.product_description },
  { header: 'Price', numeric: true, cell: (quote) => formatCents(quote.total_purchase_amount) },
  { header: 'Status', cell: quoteChip },
  { header: 'Actions', cell: (quote) => <QuoteActions quote={quote} /> },
];

/** The branch's quotes by date range, as the service pages them: 500 a page, oldest first (D8). */
export function QuotesListScreen() {
  const range = useKiosk((state) => state.quotesRange);
  const page = useKiosk((state) => state.quotesPage);
  const quotes = useKiosk((state) => state.quotes);
  const hasMore = useKiosk((state) => state.quotesHasMore);
  const listState = useKiosk((state) => state.quotesState);
  const setRange = useKiosk((state) => state.setQuotesRange);
  const openList = useKiosk((state) => state.openQuotesList);
  const load = useKiosk((state) => state.loadQuotes);
  useEffect(() => void openList(), [openList]);
  return (
    <>
      <div className="page-head">
        <h1>Quotes</h1>
        <p>Quotes this branch has sent.</p>
      </div>
      <DatedList
        noun="quotes"
        range={range}
        onRangeChange={setRange}
        onShow={() => void load(1)}
        state={listState}
        paging={{ page, hasMore, onPage: (next) => void load(next) }}
        count={`${quotes.length.toLocaleString('en-AU')} quotes`}
        columns={columns}
        rows={quotes}
        rowKey={(quote) => quote.id}
        empty="No quotes in these dates."
      />
    </>
  );
}
