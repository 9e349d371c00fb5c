import { useCallback, useMemo } from 'react';
import type { ListedQuote } from '../../../shared/contract/lists';
import { formatCents } from '../../../shared/money';
import { spacedMobile } from '../../../shared/mobile-number';
import { appliedAtKioskWords, standingShown } from '../../../shared/quotes/applied-at-kiosk';
import type { QuoteStanding } from '../../../shared/quotes/quote-standing';
import type { StandingFilter } from '../../store/quotes-list-slice';
import { DatedList, type ListColumn } from '../../components/dated-list';
import { ListFilterFields, type ListFilterWords } from '../../components/list-filter-fields';
import { useListFilter } from '../../components/use-list-filter';
import { useFirstDates } from '../../queries/first-dates';
import { queryStateOf } from '../../queries/query-state';
import { useQuotesList } from '../../queries/quote-reads';
import { sameDates } from '../../store/date-range';
import { useKiosk } from '../../store/kiosk-store';
import { OpenAppliedApplication } from './applied-at-kiosk-note';
import { QuoteActions } from './quote-actions';
import { quoteMatches } from './quote-search';
import { QuoteStandingChip, quoteStandingWords } from './quote-standing-chip';
import { say } from './words';
import './quotes.css';

const day = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

/** Which application a quote was applied for with: K10's record at this kiosk, else Branch's funnel's rule. */
function appliedWith(quote: ListedQuote): string | undefined {
  return quote.appliedAtKiosk?.applicationId ?? quote.appliedFor?.applicationId;
}

/** A listed quote and the service's clock when its list was read (D17). */
interface ListedRow {
  quote: ListedQuote;
  checkedAt: number;
}

function QuoteChip({ quote, checkedAt }: ListedRow) {
  const chip = <QuoteStandingChip standing={standingShown(quote, checkedAt)} />;
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
function ListedQuoteActions({ quote, checkedAt }: ListedRow) {
  const applicationId = appliedWith(quote);
  if (applicationId !== undefined) return <OpenAppliedApplication applicationId={applicationId} />;
  return <QuoteActions quote={quote} standing={standingShown(quote, checkedAt)} />;
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

const columns: readonly ListColumn<ListedRow>[] = [
  { header: say('quotes.list.sent'), cell: ({ quote }) => day.format(new Date(quote.created)) },
  {
    header: say('quotes.list.customer'),
    cell: ({ quote }) => (
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
  { header: say('quotes.list.product'), cell: ({ quote }) => quote.product_description },
  { header: say('quotes.list.price'), numeric: true, cell: ({ quote }) => formatCents(quote.total_purchase_amount) },
  { header: say('quotes.list.status'), cell: (row) => <QuoteChip {...row} /> },
  { header: say('quotes.list.actions'), cell: (row) => <ListedQuoteActions {...row} /> },
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
  const first = useFirstDates();
  const range = useKiosk((state) => state.quotesRange) ?? first;
  const dates = useKiosk((state) => state.quotesShown) ?? first;
  const search = useKiosk((state) => state.quotesSearch);
  const standing = useKiosk((state) => state.quotesStanding);
  const page = useKiosk((state) => state.quotesPage);
  const setRange = useKiosk((state) => state.setQuotesRange);
  const setPage = useKiosk((state) => state.setQuotesPage);
  const showDates = useKiosk((state) => state.showQuotesDates);
  const list = useQuotesList(dates);
  // A failed list shows no rows: what is on screen would not be the dates asked for (never "0 quotes").
  const rows = useMemo(
    () => (list.isError || list.data === undefined ? [] : list.data.read.map((quote) => ({ quote, checkedAt: list.data.checkedAt }))),
    [list.isError, list.data],
  );
  const keep = useCallback(
    ({ quote, checkedAt }: ListedRow) => standingMatches(quote, standing, checkedAt) && quoteMatches(quote, search),
    [standing, search],
  );
  const shown = useListFilter({
    list: 'quotes',
    rows,
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
        onShow={() => {
          // The same dates again are read again; other dates are a new read.
          if (sameDates(range, dates)) void list.refetch();
          showDates();
        }}
        filters={<QuoteSearch />}
        state={queryStateOf(list)}
        columns={columns}
        rowKey={({ quote }) => quote.id}
        {...shown}
      />
    </>
  );
}
