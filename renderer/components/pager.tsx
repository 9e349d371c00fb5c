import './pager.css';

/**
 * Where a paged list is: the page on screen (from 1), and either how many pages there are (a list the kiosk holds
 * whole) or only whether another follows (a list the service pages, D8, whose end is not known until reached).
 */
export type Paging = { page: number; onPage(page: number): void } & ({ pages: number } | { hasMore: boolean });

/** "Page 3 of 21", or "Page 3" while the last page is not known. */
export function pagePosition(paging: Paging): string {
  return 'pages' in paging ? `Page ${paging.page} of ${paging.pages}` : `Page ${paging.page}`;
}

/** Previous and next, and first and last when the list knows its end; still while the list is loading. */
export function Pager({ paging, busy }: { paging: Paging; busy: boolean }) {
  const { page, onPage } = paging;
  const last = 'pages' in paging ? paging.pages : null;
  const hasNext = 'pages' in paging ? page < paging.pages : paging.hasMore;
  return (
    <nav className="pager" aria-label="Pages">
      {last !== null && (
        <button type="button" className="button button--quiet" disabled={page <= 1 || busy} onClick={() => onPage(1)}>
          First page
        </button>
      )}
      <button type="button" className="button button--quiet" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <button type="button" className="button button--quiet" disabled={!hasNext || busy} onClick={() => onPage(page + 1)}>
        Next page
      </button>
      {last !== null && (
        <button type="button" className="button button--quiet" disabled={!hasNext || busy} onClick={() => onPage(last)}>
          Last page
        </button>
      )}
    </nav>
  );
}
