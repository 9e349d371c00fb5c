import type { ListFilter } from '../../shared/contract/lists';
import { collectPages } from '../../shared/paging/walk-pages';
import type { Application } from '../../shared/wire/applications';
import type { Quote } from '../../shared/wire/quotes';
import type { SessionService } from '../session/session-service';
import { listQuery } from './list-query';

/** Whole UTC days (D4); a date left out is the service's own default (the beginning, or its today). */
export type ListDates = Omit<ListFilter, 'pageNumber'>;

/** One page of a list as the session answers it (it throws its failures, so the walk never holds one). */
type PageOf<T> = (pageNumber: number) => Promise<{ records: readonly T[]; more: boolean }>;

/** Every page of a list (D8), in the service's order. */
async function everyPage<T>(page: PageOf<T>): Promise<T[]> {
  const walked = await collectPages<T, never>(async (pageNumber) => ({ ok: true, data: await page(pageNumber) }));
  return walked.ok ? walked.data : [];
}

/** Every quote of the signed-in branch made on the dates given, oldest first (Get Quotes, every page). */
export function everyQuote(session: SessionService, dates: ListDates): Promise<Quote[]> {
  const accountId = session.accountId();
  return everyPage(async (pageNumber) => {
    const page = await session.call((vendor) => vendor.getQuotes(listQuery(accountId, { ...dates, pageNumber })));
    return { records: page.quotes, more: page.hasMoreRecords === 1 };
  });
}

/** Every application of the signed-in branch made on the dates given, oldest first (Get Applications, every page). */
export function everyApplication(session: SessionService, dates: ListDates): Promise<Application[]> {
  const accountId = session.accountId();
  return everyPage(async (pageNumber) => {
    const page = await session.call((vendor) => vendor.getApplications(listQuery(accountId, { ...dates, pageNumber })));
    return { records: page.applications, more: page.hasMoreRecords === 1 };
  });
}
