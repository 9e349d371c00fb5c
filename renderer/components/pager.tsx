import { say } from './words';
import './pager.css';

/**
 * Where a paged list is: the page on screen (from 1), and either how many pages there are (a list the kiosk holds
 * whole) or only whether another follows (a list the service pages, D8, whose end is not known until reached).
 */
export type Paging = { page: number; onPage(page: number): void } & ({ pages: number } | { hasMore: boolean });

/** "Page 3 of 21", or "Page 3" while the last page is not known. */
export function pagePosition(paging: Paging): string {
  return 'pages' in paging
    ? say('components.pager.position', { page: paging.page, pages: paging.pages })
    : say('components.pager.positionOpen', { page: paging.page });
}

/** Previous and next, and first and last when the list knows its end; still while the list is loading. */
export function Pager({ paging, busy }: { paging: Paging; busy: boolean }) {
  const { page, onPage } = paging;
  const last = 'pages' in paging ? paging.pages : null;
  const hasNext = 'pages' in paging ? page < paging.pages : paging.hasMore;
  return (
    <nav className="pager" aria-label={say('components.pager.label')}>
      {last !== null && (
        <button type="button" className="button button--quiet" disabled={page <= 1 || busy} onClick={() => onPage(1)}>
          {say('components.pager.first')}
        </button>
      )}
      <button type="button" className="button button--quiet" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        {say('components.pager.previous')}
      </button>
      <button type="button" className="button button--quiet" disabled={!hasNext || busy} onClick={() => onPage(page + 1)}>
        {say('components.pager.next')}
      </button>
      {last !== null && (
        <button type="button" className="button button--quiet" disabled={!hasNext || busy} onClick={() => onPage(last)}>
          {say('components.pager.last')}
        </button>
      )}
    </nav>
  );
}
