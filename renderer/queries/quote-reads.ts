import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { ListedQuote } from '../../shared/contract/lists';
import type { QuoteDetail } from '../../shared/contract/quote-detail';
import { kiosk } from '../kiosk';
import type { DateRange } from '../store/date-range';
import { useKiosk } from '../store/kiosk-store';
import { serviceNow } from '../store/service-range';
import { dataOf } from './kiosk-call';
import { everyPageNewestFirst, notYetDated } from './list-page';
import { kioskQueriesOf, useKioskRead, type ChannelData } from './use-kiosk-query';

/** What was read, with the service's clock when it was read (epoch ms): a quote expires by the service's time, not the kiosk's (D17). */
interface CheckedRead<T> {
  read: T;
  checkedAt: number;
}

function useServiceNow(): () => Promise<number> {
  const training = useKiosk((state) => state.session?.profile?.environment === 'training');
  return async () => (await serviceNow(training)).getTime();
}

/** Every quote of the dates shown, newest first (D8 pages oldest first); other dates' stay on screen while these are read. */
export function useQuotesList(shown: DateRange | null) {
  const now = useServiceNow();
  // The clock asked beside the pages, not after the last of them.
  const read = async (): Promise<CheckedRead<ListedQuote[]>> => {
    const [read, checkedAt] = await Promise.all([
      everyPageNewestFirst(
        (pageNumber) => kiosk().quotes.list({ ...shown, pageNumber }),
        (data) => data.quotes,
      ),
      now(),
    ]);
    return { read, checkedAt };
  };
  return useKioskRead('quotes:list', shown ?? notYetDated, read, { enabled: shown !== null, placeholderData: keepPreviousData });
}

/** One quote as the service has it now (its Get Quote). */
export function useQuoteDetail(id: string | null) {
  const now = useServiceNow();
  const read = async (): Promise<CheckedRead<QuoteDetail>> => ({
    read: await dataOf('quotes:get', { id: id ?? '' }),
    checkedAt: await now(),
  });
  return useKioskRead('quotes:get', { id: id ?? '' }, read, { enabled: id !== null });
}

/** Resend or cancel answered with the quote as it is now: the lists and its detail follow, keeping what only the kiosk knew. */
export function followQuoteAnswer(queryClient: QueryClient, answered: ChannelData<'quotes:resend'>): void {
  // The service's quote has no mobile: the one the kiosk knew stays, for search.
  const listed = (quote: ListedQuote): ListedQuote => (quote.mobile === undefined ? answered : { ...answered, mobile: quote.mobile });
  queryClient.setQueriesData<CheckedRead<ListedQuote[]>>(
    kioskQueriesOf('quotes:list'),
    (list) => list && { ...list, read: list.read.map((quote) => (quote.id === answered.id ? listed(quote) : quote)) },
  );
  queryClient.setQueriesData<CheckedRead<QuoteDetail>>(kioskQueriesOf('quotes:get'), (detail) =>
    detail?.read.id === answered.id ? { ...detail, read: { ...detail.read, ...answered } } : detail,
  );
}
