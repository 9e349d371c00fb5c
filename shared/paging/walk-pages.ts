// D8: the service pages 500 records at a time, oldest first, while `hasMoreRecords` says more follow.

/** One page as a walker sees it: its records, and whether another page follows. */
export interface Page<T> {
  readonly records: readonly T[];
  readonly more: boolean;
}

/** Any `{ok, data} | {ok: false, error}` answer: the vendor client's and the contract's alike. */
export type PageAnswer<T, E> = { readonly ok: true; readonly data: Page<T> } | { readonly ok: false; readonly error: E };

/** A guard against a service that never says the last page came (200 pages of 500 is 100,000 records). */
export const maxPages = 200;

/**
 * Asks for pages 1, 2, … until one says no more follow (or comes back empty), handing each page's records to
 * `visit` as it arrives; stops at the first failure and answers it. Every "fetch every page" loop is this one.
 */
export async function walkPages<T, E>(
  fetchPage: (pageNumber: number) => Promise<PageAnswer<T, E>>,
  visit: (records: readonly T[]) => void,
  limit = maxPages,
): Promise<{ readonly ok: true; readonly data: { pages: number } } | { readonly ok: false; readonly error: E }> {
  for (let pageNumber = 1; pageNumber <= limit; pageNumber++) {
    const answer = await fetchPage(pageNumber);
    if (!answer.ok) return answer;
    visit(answer.data.records);
    if (!answer.data.more || answer.data.records.length === 0) return { ok: true, data: { pages: pageNumber } };
  }
  throw new Error(`The service kept saying more records follow after ${limit} pages.`);
}

/** Every record of every page, in the service's order (D8: oldest first). */
export async function collectPages<T, E>(
  fetchPage: (pageNumber: number) => Promise<PageAnswer<T, E>>,
  limit = maxPages,
): Promise<{ readonly ok: true; readonly data: T[] } | { readonly ok: false; readonly error: E }> {
  const records: T[] = [];
  const walked = await walkPages(fetchPage, (page) => records.push(...page), limit);
  return walked.ok ? { ok: true, data: records } : walked;
}
