import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { walkPages } from '../../shared/paging/walk-pages';
import type { Application } from '../../shared/wire/applications';
import { kiosk } from '../kiosk';
import type { DateRange } from '../store/date-range';
import { dataOf, KioskFailure } from './kiosk-call';
import { everyPageNewestFirst, notYetDated, pageOf } from './list-page';
import { kioskQueriesOf, useKioskQuery, useKioskRead } from './use-kiosk-query';

/** Every application of the dates shown, newest first (D8 pages oldest first); other dates' stay on screen while these are read. */
export function useApplicationsList(shown: DateRange | null) {
  const read = () =>
    everyPageNewestFirst(
      (pageNumber) => kiosk().applications.list({ ...shown, pageNumber }),
      (data) => data.applications,
    );
  return useKioskRead('applications:list', shown ?? notYetDated, read, { enabled: shown !== null, placeholderData: keepPreviousData });
}

const stopped = { ok: true, data: { records: [], more: false } } as const;

/**
 * Every application the service holds, for a search through every date (D8: no dates is its beginning to its today),
 * oldest first, each page on screen as it comes. Read once a search is typed, then again only when asked.
 */
export function useEveryApplication(searching: boolean) {
  return useKioskRead(
    'applications:list',
    {},
    async ({ client, queryKey, signal }): Promise<Application[]> => {
      client.setQueryData<Application[]>(queryKey, []);
      const walked = await walkPages(
        async (pageNumber) =>
          signal.aborted ? stopped : pageOf(await kiosk().applications.list({ pageNumber }), (data) => data.applications),
        // K4: a page that comes after a wipe (or after a newer walk began) lands in no cache.
        (records) => !signal.aborted && client.setQueryData<Application[]>(queryKey, (pages = []) => [...pages, ...records]),
      );
      if (!walked.ok) throw new KioskFailure(walked.error);
      return client.getQueryData<Application[]>(queryKey) ?? [];
    },
    { enabled: searching, staleTime: Number.POSITIVE_INFINITY },
  );
}

/** One application; the lists show what it says now too. */
export function useApplication(id: string | null) {
  return useKioskRead(
    'applications:get',
    { id: id ?? '' },
    async ({ client, signal }) => {
      const application = await dataOf('applications:get', { id: id ?? '' });
      if (!signal.aborted) replaceInLists(client, application);
      return application;
    },
    { enabled: id !== null },
  );
}

/** Its documents; read when the screen asks (it opens, an upload ends, an invoice queued in the outbox goes). */
export const useApplicationDocuments = (applicationId: string) => useKioskQuery('documents:list', { applicationId }, { enabled: false });

export type DocumentsRead = ReturnType<typeof useApplicationDocuments>;

/** What this kiosk sent for it (its invoices, its payment request), from the outbox record (K8); read when the screen asks. */
export const useKioskRecord = (id: string) => useKioskQuery('applications:kioskRecord', { id }, { enabled: false });

/** A write answered with the application as it is now: it replaces the one on screen and in the lists. */
export function followApplication(queryClient: QueryClient, application: Application): void {
  queryClient.setQueriesData<Application>(kioskQueriesOf('applications:get'), (open) => (open?.id === application.id ? application : open));
  replaceInLists(queryClient, application);
}

function replaceInLists(queryClient: QueryClient, application: Application): void {
  queryClient.setQueriesData<Application[]>(kioskQueriesOf('applications:list'), (listed) =>
    listed?.map((each) => (each.id === application.id ? application : each)),
  );
}
