import type { StateCreator } from 'zustand';
import type { Quote } from '../../shared/wire/quotes';
import { kiosk } from '../kiosk';
import { failed, idle, working, type AsyncState } from './async-state';
import { lastThirtyDays, type DateRange } from './date-range';
import type { KioskStore } from './kiosk-store';

export interface QuotesListSlice {
  quotesRange: DateRange;
  quotesPage: number;
  quotes: readonly Quote[];
  quotesHasMore: boolean;
  quotesState: AsyncState;
  /** Per quote: the last resend or cancel, and how it went. */
  quoteActions: Readonly<Record<string, { action: 'resend' | 'cancel'; state: AsyncState }>>;
  setQuotesRange(range: DateRange): void;
  loadQuotes(page: number): Promise<void>;
  actOnQuote(id: string, action: 'resend' | 'cancel'): Promise<void>;
}

export const createQuotesListSlice: StateCreator<KioskStore, [], [], QuotesListSlice> = (set, get) => ({
  quotesRange: lastThirtyDays(),
  quotesPage: 1,
  quotes: [],
  quotesHasMore: false,
  quotesState: idle,
  quoteActions: {},
  setQuotesRange: (quotesRange) => set({ quotesRange }),
  loadQuotes: async (page) => {
    const { startDate, endDate } = get().quotesRange;
    set({ quotesState: working, quotesPage: page });
    const result = await kiosk().quotes.list({ startDate, endDate, pageNumber: page });
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
