import type { StateCreator } from 'zustand';
import type { Quote } from '../../shared/wire/quotes';
import { kiosk } from '../kiosk';
import { failed, idle, working, type AsyncState } from './async-state';
import type { CustomerReset } from './customer-reset';
import type { DateRange } from './date-range';
import type { KioskStore } from './kiosk-store';
import { serviceLastThirtyDays } from './service-range';

export interface QuotesListSlice {
  /** null until the list first opens: then the last 30 days by the service's clock. */
  quotesRange: DateRange | null;
  quotesPage: number;
  quotes: readonly Quote[];
  quotesHasMore: boolean;
  quotesState: AsyncState;
  /** Per quote: the last resend or cancel, and how it went. */
  quoteActions: Readonly<Record<string, { action: 'resend' | 'cancel'; state: AsyncState }>>;
  setQuotesRange(range: DateRange): void;
  openQuotesList(): Promise<void>;
  loadQuotes(page: number): Promise<void>;
  actOnQuote(id: string, action: 'resend' | 'cancel'): Promise<void>;
}

/** K4: the list names customers; the range the staff chose names no one and stays. */
export const initialQuotesList = {
  quotesPage: 1,
  quotes: [],
  quotesHasMore: false,
  quotesState: idle,
  quoteActions: {},
} satisfies Partial<QuotesListSlice>;

export const resetQuotesListCustomer: CustomerReset<QuotesListSlice> = () => initialQuotesList;

export const createQuotesListSlice: StateCreator<KioskStore, [], [], QuotesListSlice> = (set, get) => ({
  quotesRange: null,
  ...initialQuotesList,
  setQuotesRange: (quotesRange) => set({ quotesRange }),
  openQuotesList: async () => {
    if (get().quotesRange === null) set({ quotesRange: await serviceLastThirtyDays(get().session?.profile?.environment === 'training') });
    await get().loadQuotes(1);
  },
  loadQuotes: async (page) => {
    const range = get().quotesRange;
    if (range === null) return;
    set({ quotesState: working, quotesPage: page });
    // D8: one page of 500 at a time, oldest first, as the service pages them.
    const result = await kiosk().quotes.list({ ...range, pageNumber: page });
    set(
      result.ok
        ? { quotes: result.data.quotes, quotesHasMore: result.data.hasMoreRecords, quotesState: idle, quoteActions: {} }
        : { quotesState: failed(result.error) },
    );
  },
  actOnQuote: async (id, action) => {
    const mark = (state: AsyncState) => set((store) => ({ quoteActions: { ...store.quoteActions, [id]: { action, state } } }));
    mark(working);
    const result = action === 'resend' ? await kiosk().quotes.resend({ id }) : await kiosk().quotes.cancel({ id });
    if (!result.ok) return mark(failed(result.error));
    set((store) => ({ quotes: store.quotes.map((quote) => (quote.id === id ? result.data : quote)) }));
    mark({ status: 'done' });
  },
});
