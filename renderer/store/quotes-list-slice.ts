import type { StateCreator } from 'zustand';
import type { QuoteStanding } from '../../shared/quotes/quote-standing';
import type { CustomerReset } from './customer-reset';
import type { DateRange } from './date-range';
import type { KioskStore } from './kiosk-store';

/** Where the quotes on screen stand (D17), or all of them. */
export type StandingFilter = QuoteStanding | 'all';

/** The quotes screens' own choices; the quotes themselves are the query cache's (quotes-list-screen.tsx, quote-detail-screen.tsx). */
export interface QuotesListSlice {
  /** The dates in the fields; null until staff choose: the first dates (queries/first-dates.ts). */
  quotesRange: DateRange | null;
  /** The dates the list shows: the fields' when staff last pressed Show; null, the first dates. */
  quotesShown: DateRange | null;
  /** Name, email or mobile, so staff find the quote they just sent; over the quotes loaded for the dates. */
  quotesSearch: string;
  /** Where the quotes shown stand, by the service's clock (D17); the dashboard opens the list with one. */
  quotesStanding: StandingFilter;
  /** The page on screen, from 1, over the searched list; kept while a quote's detail is open. */
  quotesPage: number;
  /** The quote the detail screen shows, opened from the quotes list. */
  quoteDetailId: string | null;
  setQuotesRange(range: DateRange): void;
  setQuotesSearch(search: string): void;
  setQuotesStanding(standing: StandingFilter): void;
  setQuotesPage(page: number): void;
  /** Show: the dates in the fields become the list's, from its first page. */
  showQuotesDates(): void;
  /** A figure on Branch opens the list on its dates, with the standing it counts. */
  showQuotes(range: DateRange, standing: StandingFilter): void;
  openQuote(id: string): void;
}

/** K4: the search and the quote open name customers; the range the staff chose names no one and stays. */
const initialQuotesList = {
  quotesSearch: '',
  quotesStanding: 'all',
  quotesPage: 1,
  quoteDetailId: null,
} satisfies Partial<QuotesListSlice>;

export const resetQuotesListCustomer: CustomerReset<QuotesListSlice> = () => initialQuotesList;

export const createQuotesListSlice: StateCreator<KioskStore, [], [], QuotesListSlice> = (set) => ({
  quotesRange: null,
  quotesShown: null,
  ...initialQuotesList,
  setQuotesRange: (quotesRange) => set({ quotesRange }),
  setQuotesSearch: (quotesSearch) => set({ quotesSearch, quotesPage: 1 }),
  setQuotesStanding: (quotesStanding) => set({ quotesStanding, quotesPage: 1 }),
  setQuotesPage: (quotesPage) => set({ quotesPage }),
  showQuotesDates: () => set((state) => ({ quotesShown: state.quotesRange, quotesPage: 1 })),
  showQuotes: (range, quotesStanding) =>
    set({ quotesRange: range, quotesShown: range, quotesStanding, quotesSearch: '', quotesPage: 1, screen: 'quotes' }),
  openQuote: (quoteDetailId) => set({ quoteDetailId, screen: 'quote' }),
});
