import { useMemo } from 'react';
import type { Paging } from './pager';
import { say } from './words';

const pageSize = 50;

/** The dated lists: each has its own whole sentences in the catalogue, so no sentence is built around a noun. */
export type ListKind = 'quotes' | 'applications';

interface ListFilterInput<Row> {
  /** Which list: its count and empty words are the catalogue's. */
  list: ListKind;
  /** Every row loaded for the dates, in the order shown. */
  rows: readonly Row[];
  /** The rows the status and search keep (stable between renders, as from useCallback). */
  keep(row: Row): boolean;
  /** A status or a search is chosen, so the list shows some of what was loaded. */
  filtered: boolean;
  /** The page staff are on, from 1: past the last page it shows the last. */
  page: number;
  onPage(page: number): void;
}

/** What a dated list shows of its rows (DatedList's props): the page of those kept, where it is, and its empty words. */
export interface FilteredPage<Row> {
  rows: readonly Row[];
  paging: Paging;
  count: string;
  empty: string;
}

/** A loaded list's status and search filter, 50 rows to a page: the same for the quotes and the applications. */
export function useListFilter<Row>({ list, rows, keep, filtered, page, onPage }: ListFilterInput<Row>): FilteredPage<Row> {
  const shown = useMemo(() => rows.filter(keep), [rows, keep]);
  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, pages);
  return {
    rows: shown.slice((current - 1) * pageSize, current * pageSize),
    paging: { page: current, pages, onPage },
    count: filtered
      ? say('components.listFilter.countOf', { list, shown: shown.length, total: rows.length })
      : say('components.listFilter.count', { list, shown: shown.length }),
    empty: say(filtered ? 'components.listFilter.noneMatch' : 'components.listFilter.noneInDates', { list }),
  };
}
