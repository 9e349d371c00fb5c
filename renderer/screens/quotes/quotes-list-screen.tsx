import { useEffect, useMemo, useState } from 'react';
import type { ListedQuote } from '../../../shared/contract/lists';
import { formatCents } from '../../../shared/money';
import { spacedMobile } from '../../../shared/mobile-number';
import { quoteActionsAllowed, standingOfQuote, type QuoteAction, type QuoteStanding } from '../../../shared/quotes/quote-standing';
import { AsyncStatus } from '../../components/async-status';
import { DatedList, type ListColumn } from '../../components/dated-list';
import { Field } from '../../components/field';
import { StatusChip, type ChipTone } from '../../components/status-chip';
import { useKiosk } from '../../store/kiosk-store';
import { CancelQuoteDialog } from './cancel-quote-dialog';
import { quoteMatches } from './quote-search';

const pageSize = 50;
const day = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

/** Plain words for where a quote stands (D17), never the service's SENT/COMPLETED. */
const standingChips: Record<QuoteStanding, { words: string; tone: ChipTone }> = {
  open: { words: 'Sent', tone: 'info' },
  applied: { words: 'Applied', tone: 'success' },
  cancelled: { words: 'Cancelled', tone: 'neutral' },
  expired: { words: 'Expired', tone: 'warning' },
};

/** Each action staff may take on an open quote, its button naming the customer for screen readers. */
const actionButtons: Record<QuoteAction, { label: string; describe: (applicant: string) => string; style: string }> = {
  resend: { label: 'Resend', describe: (applicant) => `Resend quote to ${applicant}`, style: 'button--quiet' },
  cancel: { label: 'Cancel', describe: (applicant) => `Cancel quote for ${applicant}`, style: 'button--danger' },
};

function useStanding(quote: ListedQuote): QuoteStanding {
  const checkedAt = useKiosk((state) => state.quotesCheckedAt);
  return standingOfQuote(quote, checkedAt);
}

function QuoteChip({ quote }: { quote: ListedQuote }) {
  const { words, tone } = standingChips[useStanding(quote)];
  return <StatusChip tone={tone}>{words}</StatusChip>;
}

/** D17: only what the service would accept is offered; Cancel asks first, because the apply link stops working. */
function QuoteActions({ quote }: { quote: ListedQuote }) {
  const last = useKiosk((state) => state.quoteActions[quote.id]);
  const act = useKiosk((state) => state.actOnQuote);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const allowed = quoteActionsAllowed(useStanding(quote));
  const busy = last?.state.status === 'working';
  return (
    <>
      {allowed.length > 0 ? (
        <div className="row quote-actions">
          {allowed.map((action) => {
            const { label, describe, style } = actionButtons[action];
            return (
              <button
                key={action}
                type="button"
                className={`button ${style}`}
                aria-label={describe(quote.applicant)}
                disabled={busy}
                onClick={() => (action === 'cancel' ? setConfirmingCancel(true) : void act(quote.id, action))}
              >
                {label}
              </button>
            );
          })}
        </div>
      ) : (
        <span className="muted small">No actions</span>
      )}
      {last && (
        <AsyncStatus
          state={last.state}
          working={last.action === 'resend' ? 'Resending…' : 'Cancelling…'}
          done={last.action === 'resend' ? 'Sent again.' : 'Cancelled.'}
        />
      )}
      <CancelQuoteDialog
        quote={quote}
        open={confirmingCancel}
        onKeep={() => setConfirmingCancel(false)}
        onCancelQuote={() => {
          setConfirmingCancel(false);
          void act(quote.id, 'cancel');
        }}
      />
    </>
  );
}

const columns: readonly ListColumn<ListedQuote>[] = [
  { header: 'Sent', cell: (quote) => day.format(new Date(quote.created)) },
  {
    header: 'Customer',
    cell: (quote) => (
      <>
        {quote.applicant}
        <br />
        <span className="muted small quote-email">{quote.applicant_email}</span>
        {quote.mobile !== undefined && (
          <>
            <br />
            <span className="muted small">{spacedMobile(quote.mobile)}</span>
          </>
        )}
      </>
    ),
  },
  { header: 'Product', cell: (quote) => quote.product_description },
  { header: 'Price', numeric: true, cell: (quote) => formatCents(quote.total_purchase_amount) },
  { header: 'Status', cell: (quote) => <QuoteChip quote={quote} /> },
  { header: 'Actions', cell: (quote) => <QuoteActions quote={quote} /> },
];

/** The search: it looks through the quotes already loaded for the dates on screen. */
function QuoteSearch() {
  const search = useKiosk((state) => state.quotesSearch);
  const setSearch = useKiosk((state) => state.setQuotesSearch);
  return (
    <>
      <div className="filters__search">
        <Field label="Search by name, email or mobile">
          {(control) => (
            <input
              {...control}
              aria-describedby="quotes-search-note"
              className="input"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
      </div>
      <p id="quotes-search-note" className="muted small filters__note">
        Search looks through the quotes loaded for these dates. Mobiles are known for quotes sent from this kiosk in the last week.
      </p>
    </>
  );
}

/** The branch's quotes by date range, newest first (the service pages oldest first, D8), 50 to a page. */
export function QuotesListScreen() {
  const range = useKiosk((state) => state.quotesRange);
  const search = useKiosk((state) => state.quotesSearch);
  const page = useKiosk((state) => state.quotesPage);
  const quotes = useKiosk((state) => state.quotes);
  const listState = useKiosk((state) => state.quotesState);
  const setRange = useKiosk((state) => state.setQuotesRange);
  const setPage = useKiosk((state) => state.setQuotesPage);
  const openList = useKiosk((state) => state.openQuotesList);
  const load = useKiosk((state) => state.loadQuotes);
  useEffect(() => void openList(), [openList]);

  const shown = useMemo(() => quotes.filter((quote) => quoteMatches(quote, search)), [quotes, search]);
  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, pages);
  const searching = search.trim() !== '';

  return (
    <>
      <div className="page-head">
        <h1>Quotes</h1>
        <p>Quotes this branch has sent, newest first.</p>
      </div>
      <DatedList
        noun="quotes"
        range={range}
        onRangeChange={setRange}
        onShow={() => void load()}
        filters={<QuoteSearch />}
        state={listState}
        paging={{ page: current, pages, onPage: setPage }}
        count={`${shown.length.toLocaleString('en-AU')} ${searching ? `of ${quotes.length.toLocaleString('en-AU')} ` : ''}quotes`}
        columns={columns}
        rows={shown.slice((current - 1) * pageSize, current * pageSize)}
        rowKey={(quote) => quote.id}
        empty={searching ? 'No quotes match.' : 'No quotes in these dates.'}
      />
    </>
  );
}
