import { useId, type ReactNode } from 'react';
import { working, type AsyncState } from '../store/async-state';
import type { DateRange } from '../store/date-range';
import { AsyncStatus } from './async-status';
import { DateRangeFields } from './date-range-fields';
import { Pager, pagePosition, type Paging } from './pager';
import { ScrollTable } from './scroll-table';
import type { ListKind } from './use-list-filter';
import { say } from './words';
import './dated-list.css';

/** One column of a dated list: its heading, and what each row shows in it. */
export interface ListColumn<Row> {
  header: string;
  /** Amounts line up on the right. */
  numeric?: boolean;
  cell(row: Row): ReactNode;
}

interface DatedListProps<Row> {
  /** Which list this is: its words are whole sentences in the catalogue, one for each list. */
  list: ListKind;
  /** null until the list knows today by the service's clock (the store asks it when the list first opens). */
  range: DateRange | null;
  onRangeChange(range: DateRange): void;
  /** Asks the service again, for the dates on screen. */
  onShow(): void;
  /** The list's own filters, after the dates: a status, a search, a note about them. */
  filters?: ReactNode;
  state: AsyncState;
  paging: Paging;
  /** Beside the page number: how many rows there are ("1,034 of 1,234 applications"). */
  count: string;
  columns: readonly ListColumn<Row>[];
  /** The rows of the page on screen. */
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** What an empty list says: no rows in the dates, or none that match. */
  empty: string;
}

/** A table of records by date range, page by page: the date filter, the pager, and the list's loading, failed and empty states. */
export function DatedList<Row>({
  list,
  range,
  onRangeChange,
  onShow,
  filters,
  state,
  paging,
  count,
  columns,
  rows,
  rowKey,
  empty,
}: DatedListProps<Row>) {
  const headingId = useId();
  const busy = range === null || state.status === 'working';
  // A list that failed to load says so; it never reads as an empty one ("0 quotes").
  const notLoaded = state.status === 'failed';
  return (
    <>
      <form
        className="card filters"
        aria-label={say('components.datedList.find', { list })}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // A date that is not a day (or the last before the first) says why beside itself and keeps its focus; nothing is sent.
          if (!event.currentTarget.checkValidity()) return firstRefused(event.currentTarget)?.focus();
          onShow();
        }}
      >
        <DateRangeFields range={range} onChange={onRangeChange} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {say('components.datedList.show', { list })}
        </button>
        {filters}
      </form>
      <section className="card stack" aria-labelledby={headingId}>
        <div className="card-head">
          <h2 id={headingId}>
            {notLoaded ? (
              say('components.datedList.notLoaded', { list })
            ) : (
              <>
                {pagePosition(paging)}
                <span className="muted small"> · {count}</span>
              </>
            )}
          </h2>
          {!notLoaded && <Pager paging={paging} busy={busy} />}
        </div>
        {/* Still asking the service what day it is counts as loading. */}
        <AsyncStatus
          state={range === null ? working : state}
          working={say('components.datedList.loading', { list })}
          failedLead={say('components.datedList.failedLead', { list })}
          onRetry={onShow}
        />
        {rows.length === 0 && !busy && !notLoaded && <p className="muted">{empty}</p>}
        {rows.length > 0 && !notLoaded && (
          <ScrollTable name={{ labelledBy: headingId }} headings={columns}>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={column.numeric ? 'num' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </ScrollTable>
        )}
      </section>
    </>
  );
}

/** The form's first control, in screen order, whose text it refuses (what `:invalid` selects, read from each control). */
function firstRefused(form: HTMLFormElement): HTMLInputElement | undefined {
  return [...form.elements].find((control): control is HTMLInputElement => control instanceof HTMLInputElement && !control.validity.valid);
}
