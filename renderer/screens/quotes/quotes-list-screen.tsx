import { useCallback, useEffect } from 'react';
import type { ListedQuote } from '../../../shared/contract/lists';
import { formatCents } from '../../../shared/money';
import { spacedMobile } from '../../../shared/mobile-number';
import { appliedAtKioskWords, standingShown } from '../../../shared/quotes/applied-at-kiosk';
import type { QuoteStanding } from '../../../shared/quotes/quote-standing';
import type { StandingFilter } from '../../store/quotes-list-slice';
import { DatedList, type ListColumn } from '../../components/dated-list';
import { ListFilterFields, type ListFilterWords } from '../../components/list-filter-fields';
import { useListFilter } from '../../components/use-list-filter';
import { useKiosk } from '../../store/kiosk-store';
import { OpenAppliedApplication } from './applied-at-kiosk-note';
import { QuoteActions } from './quote-actions';
import { quoteMatches } from './quote-search';
import { QuoteStandingChip, quoteStandingWords } from './quote-standing-chip';
import { say } from './words';
import './quotes.css';

const day = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

function useStanding(quote: ListedQuote): QuoteStanding {
  const checkedAt = useKiosk((state) => state.quotesCheckedAt);
  return standingShown(quote, checkedAt);
}

/** Which application a quote was applied for with: K10's record at this kiosk, else Branch's funnel's rule. */
function appliedWith(quote: ListedQuote): string | undefined {
  return quote.appliedAtKiosk?.applicationId ?? quote.appliedFor?.applicationId;
}

function QuoteChip({ quote }: { quote: ListedQuote }) {
  const chip = <QuoteStandingChip standing={useStanding(quote)} />;
  const applicationId = appliedWith(quote);
  if (applicationId === undefined) return chip;
  return (
    <>
      {chip}
      <br />
      <span className="muted small">
        {quote.appliedAtKiosk ? appliedAtKioskWords(applicationId) : say('quotes.list.appliedFor', { applicationId })}
      </span>
    </>
  );
}

/** A quote applied for (K10, or since, by the funnel's rule) has nothing left to do but open its application. */
function ListedQuoteActions({ quote }: { quote: ListedQuote }) {
  const standing = useStanding(quote);
  const applicationId = appliedWith(quote);
  if (applicationId !== undefined) return <OpenAppliedApplication applicationId={applicationId} />;
  return <QuoteActions quote={quote} standing={standing} />;
}

/** The customer's name opens the quote's detail (the service's Get Quote); the list keeps its search and page meanwhile. */
function OpenQuote({ quote }: { quote: ListedQuote }) {
  const open = useKiosk((state) => state.openQuote);
  return (
    <button
      type="button"
      className="link-button quote-open"
      aria-label={say('quotes.list.openQuote', { applicant: quote.applicant })}
      onClick={() => open(quote.id)}
    >
      {quote.applicant}
    </button>
  );
}

const columns: readonly ListColumn<ListedQuote>[] = [
  { header: say('quotes.list.sent'), cell: (quote) => day.format(new Date(quote.created)) },
  {
    header: say('quotes.list.customer'),
    cell: (quote) => (
      <>
        <OpenQuote quote={quote} />
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
  { header: say('quotes.list.product'), cell: (quote) => quote.product_description },
  { header: say('quotes.list.price'), numeric: true, cell: (quote) => formatCents(quote.total_purchase_amount) },
  { header: say('quotes.list.status'), cell: (quote) => <QuoteChip quote={quote} /> },
  { header: say('quotes.list.actions'), cell: (quote) => <ListedQuoteActions quote={quote} /> },
];

const standings: readonly QuoteStanding[] = ['open', 'applied', 'cancelled', 'expired'];

const quoteFilter: ListFilterWords<StandingFilter> = {
  statuses: [
    { value: 'all', words: say('quotes.list.anyStatus') },
    ...standings.map((value) => ({ value, words: say(quoteStandingWords[value].words) })),
  ],
  searchLabel: say('quotes.list.searchLabel'),
  wideSearch: true,
  noteId: 'quotes-search-note',
  note: say('quotes.list.searchNote'),
};

/** Where a quote stands by the service's clock when the list was loaded (D17), as its chip shows it. */
function standingMatches(quote: ListedQuote, standing: StandingFilter, checkedAt: number): boolean {
  return standing === 'all' || standingShown(quote, checkedAt) === standing;
}

/** Status and search: they look through the quotes already loaded for the dates on screen. */
function QuoteSearch() {
  const search = useKiosk((state) => state.quotesSearch);
  const setSearch = useKiosk((state) => state.setQuotesSearch);
  const standing = useKiosk((state) => state.quotesStanding);
  const setStanding = useKiosk((state) => state.setQuotesStanding);
  return <ListFilterFields words={quoteFilter} status={standing} onStatus={setStanding} search={search} onSearch={setSearch} />;
}

/** The branch's quotes by date range, newest first (the service pages oldest first, D8), 50 to a page. */
export function QuotesListScreen() {
  const range = useKiosk((state) => state.quotesRange);
  const search = useKiosk((state) => state.quotesSearch);
  const standing = useKiosk((state) => state.quotesStanding);
  const checkedAt = useKiosk((state) => state.quotesCheckedAt);
  const page = useKiosk((state) => state.quotesPage);
  const quotes = useKiosk((state) => state.quotes);
  const listState = useKiosk((state) => state.quotesState);
  const setRange = useKiosk((state) => state.setQuotesRange);
  const setPage = useKiosk((state) => state.setQuotesPage);
  const openList = useKiosk((state) => state.openQuotesList);
  const load = useKiosk((state) => state.loadQuotes);
  useEffect(() => void openList(), [openList]);
  const keep = useCallback(
    (quote: ListedQuote) => standingMatches(quote, standing, checkedAt) && quoteMatches(quote, search),
    [standing, checkedAt, search],
  );
  const shown = useListFilter({
    list: 'quotes',
    rows: quotes,
    keep,
    filtered: standing !== 'all' || search.trim() !== '',
    page,
    onPage: setPage,
  });

  return (
    <>
      <div className="page-head">
        <h1>{say('quotes.list.heading')}</h1>
        <p>{say('quotes.list.lead')}</p>
      </div>
      <DatedList
        list="quotes"
        range={range}
        onRangeChange={setRange}
        onShow={() => void load()}
        filters={<QuoteSearch />}
        state={listState}
        columns={columns}
        rowKey={(quote) => quote.id}
        {...shown}
      />
    </>
  );
}
