import type { StateCreator } from 'zustand';
import type { QuoteDetail } from '../../shared/contract/quote-detail';
import { kiosk } from '../kiosk';
import { failed, idle, working, type AsyncState } from './async-state';
import type { CustomerReset } from './customer-reset';
import type { KioskStore } from './kiosk-store';
import { serviceNow } from './service-range';

export interface QuoteDetailSlice {
  /** The quote the detail screen shows, opened from the quotes list. */
  quoteDetailId: string | null;
  quoteDetail: QuoteDetail | null;
  quoteDetailState: AsyncState;
  /** The service's clock when the quote was read (epoch ms): it has expired by the service's time, not the kiosk's (D17). */
  quoteDetailCheckedAt: number;
  openQuote(id: string): void;
  loadQuoteDetail(id: string): Promise<void>;
  /** Resend or cancel answered with the quote as it is now: the detail follows, keeping what only the kiosk knew. */
  followQuoteDetail(answered: Partial<QuoteDetail> & { id: string }): void;
}

/** K4: the quote names a customer. */
export const initialQuoteDetail = {
  quoteDetailId: null,
  quoteDetail: null,
  quoteDetailState: idle,
  quoteDetailCheckedAt: 0,
} satisfies Partial<QuoteDetailSlice>;

export const resetQuoteDetailCustomer: CustomerReset<QuoteDetailSlice> = () => initialQuoteDetail;

export const createQuoteDetailSlice: StateCreator<KioskStore, [], [], QuoteDetailSlice> = (set, get) => ({
  ...initialQuoteDetail,
  openQuote: (id) => set({ quoteDetailId: id, quoteDetail: null, quoteDetailState: idle, screen: 'quote' }),
  loadQuoteDetail: async (id) => {
    set({ quoteDetailState: working });
    const result = await kiosk().quotes.get({ id });
    const checkedAt = result.ok ? (await serviceNow(get().session?.profile?.environment === 'training')).getTime() : 0;
    // Another quote opened meanwhile (or Next customer): this answer is not about the one on screen.
    if (get().quoteDetailId !== id) return;
    if (!result.ok) return set({ quoteDetailState: failed(result.error) });
    set({ quoteDetail: result.data, quoteDetailState: idle, quoteDetailCheckedAt: checkedAt });
  },
  followQuoteDetail: (answered) =>
    set((state) => (state.quoteDetail?.id === answered.id ? { quoteDetail: { ...state.quoteDetail, ...answered } } : {})),
});
