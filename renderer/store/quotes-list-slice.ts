import type { StateCreator } from 'zustand';
import type { ListedQuote } from '../../shared/contract/lists';
import type { QuoteAction, QuoteStanding } from '../../shared/quotes/quote-standing';
import { collectPages } from '../../shared/paging/walk-pages';
import { kiosk } from '../kiosk';
import { failed, idle, working, type AsyncState } from './async-state';
import type { CustomerReset } from './customer-reset';
import type { DateRange } from './date-range';
import type { KioskStore } from './kiosk-store';
import { pageOf } from './list-page';
import { serviceLastThirtyDays, serviceNow } from './service-range';

/** Where the quotes on screen stand (D17), or all of them. */
export type StandingFilter = QuoteStanding | 'all';

export interface QuotesListSlice {
  /** null until the list first opens: then the last 30 days by the service's clock. */
  quotesRange: DateRange | null;
  /** Name, email or mobile, so staff find the quote they just sent; over the quotes loaded for the dates. */
  quotesSearch: string;
  /** Where the quotes shown stand, by the service's clock (D17); the dashboard opens the list with one. */
  quotesStanding: StandingFilter;
  /** The page on screen, from 1, over the searched list. */
  quotesPage: number;
  /** Every quote in the range, newest first (the service pages oldest first, D8). */
  quotes: readonly ListedQuote[];
  quotesState: AsyncState;
  /** The service's clock when the list was loaded (epoch ms): a quote has expired by its time, not the kiosk's (D17). */
  quotesCheckedAt: number;
  /** Per quote: the last resend or cancel, and how it went. */
  quoteActions: Readonly<Record<string, { action: QuoteAction; state: AsyncState }>>;
  setQuotesRange(range: DateRange): void;
  setQuotesSearch(search: string): void;
  setQuotesStanding(standing: StandingFilter): void;
  setQuotesPage(page: number): void;
  openQuotesList(): Promise<void>;
  /** Back from a quote's detail the list is read again on the page staff left; new dates start at page 1. */
  loadQuotes(options?: { keepPage?: boolean }): Promise<void>;
  actOnQuote(id: string, action: QuoteAction): Promise<void>;
}

/** K4: the list and the search name customers; the range the staff chose names no one and stays. */
export const initialQuotesList = {
  quotesSearch: '',
  quotesStanding: 'all',
  quotesPage: 1,
  quotes: [],
  quotesState: idle,
  quotesCheckedAt: 0,
  quoteActions: {},
} satisfies Partial<QuotesListSlice>;

export const resetQuotesListCustomer: CustomerReset<QuotesListSlice> = () => initialQuotesList;

export const createQuotesListSlice: StateCreator<KioskStore, [], [], QuotesListSlice> = (set, get) => ({
  quotesRange: null,
  ...initialQuotesList,
  setQuotesRange: (quotesRange) => set({ quotesRange }),
  setQuotesSearch: (quotesSearch) => set({ quotesSearch, quotesPage: 1 }),
  setQuotesStanding: (quotesStanding) => set({ quotesStanding, quotesPage: 1 }),
  setQuotesPage: (quotesPage) => set({ quotesPage }),
  openQuotesList: async () => {
    if (get().quotesRange === null) set({ quotesRange: await serviceLastThirtyDays(training(get())) });
    await get().loadQuotes({ keepPage: true });
  },
  loadQuotes: async ({ keepPage = false } = {}) => {
    const range = get().quotesRange;
    if (range === null) return;
    set({ quotesState: working });
    // D8: oldest first, 500 a page; newest first on screen needs every page of the range, then reversed.
    const result = await collectPages(async (pageNumber) =>
      pageOf(await kiosk().quotes.list({ ...range, pageNumber }), (data) => data.quotes),
    );
    // A failed list shows no rows: what is on screen would not be the dates asked for (never "0 quotes").
    if (!result.ok) return set({ quotes: [], quotesState: failed(result.error), quoteActions: {} });
    const checkedAt = (await serviceNow(training(get()))).getTime();
    const quotesPage = keepPage ? get().quotesPage : 1;
    set({ quotes: result.data.reverse(), quotesState: idle, quotesPage, quotesCheckedAt: checkedAt, quoteActions: {} });
  },
  actOnQuote: async (id, action) => {
    const mark = (state: AsyncState) => set((store) => ({ quoteActions: { ...store.quoteActions, [id]: { action, state } } }));
    mark(working);
    const result = action === 'resend' ? await kiosk().quotes.resend({ id }) : await kiosk().quotes.cancel({ id });
    if (!result.ok) return mark(failed(result.error));
    // The service's quote has no mobile: the one the kiosk knew stays, for search.
    const answered = (quote: ListedQuote): ListedQuote =>
      quote.mobile === undefined ? result.data : { ...result.data, mobile: quote.mobile };
    set((store) => ({ quotes: store.quotes.map((quote) => (quote.id === id ? answered(quote) : quote)) }));
    get().followQuoteDetail(result.data);
    mark({ status: 'done' });
  },
});

function training(store: KioskStore): boolean {
  return store.session?.profile?.environment === 'training';
}
