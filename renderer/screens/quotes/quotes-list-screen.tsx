import { useEffect } from 'react';
import { formatCents } from '../../../shared/money';
import type { Quote } from '../../../shared/wire/quotes';
import { AsyncStatus } from '../../components/async-status';
import { Field } from '../../components/field';
import { StatusChip } from '../../components/status-chip';
import { useKiosk } from '../../store/kiosk-store';

const day = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

function quoteChip(quote: Quote) {
  if (quote.status === 'COMPLETED') return <StatusChip tone="success">Applied</StatusChip>;
  if (quote.active === 0) return <StatusChip tone="neutral">Cancelled</StatusChip>;
  if (new Date(quote.expires).getTime() < Date.now()) return <StatusChip tone="warning">Expired</StatusChip>;
  return <StatusChip tone="info">Sent</StatusChip>;
}

/** The branch's quotes by date range, 500 a page (D8), with resend and cancel (D17). */
export function QuotesListScreen() {
  const range = useKiosk((state) => state.quotesRange);
  const page = useKiosk((state) => state.quotesPage);
  const quotes = useKiosk((state) => state.quotes);
  const hasMore = useKiosk((state) => state.quotesHasMore);
  const listState = useKiosk((state) => state.quotesState);
  const actions = useKiosk((state) => state.quoteActions);
  const setRange = useKiosk((state) => state.setQuotesRange);
  const load = useKiosk((state) => state.loadQuotes);
  const act = useKiosk((state) => state.actOnQuote);
  useEffect(() => void load(1), [load]);
  return (
    <>
      <div className="page-head">
        <h1>Quotes</h1>
        <p>Quotes this branch has sent.</p>
      </div>
      <form
        className="card row"
        style={{ alignItems: 'flex-end' }}
        onSubmit={(event) => {
          event.preventDefault();
          void load(1);
        }}
      >
        <Field label="From">
          {(control) => <input {...control} className="input" type="date" value={range.startDate} onChange={(event) => setRange({ ...range, startDate: event.target.value })} />}
        </Field>
        <Field label="To">
          {(control) => <input {...control} className="input" type="date" value={range.endDate} onChange={(event) => setRange({ ...range, endDate: event.target.value })} />}
        </Field>
        <button type="submit" className="button button--primary">
          Show quotes
        </button>
      </form>
      <section className="card stack" aria-labelledby="quotes-table">
        <div className="card-head">
          <h2 id="quotes-table">
            Page {page}
            <span className="muted small"> · {quotes.length} quotes</span>
          </h2>
          <nav className="row" aria-label="Pages">
            <button type="button" className="button button--quiet" disabled={page <= 1 || listState.status === 'working'} onClick={() => void load(page - 1)}>
              Previous page
            </button>
            <button type="button" className="button button--quiet" disabled={!hasMore || listState.status === 'working'} onClick={() => void load(page + 1)}>
              Next page
            </button>
          </nav>
        </div>
        <AsyncStatus state={listState} working="Loading quotes…" />
        {quotes.length === 0 && listState.status !== 'working' && <p className="muted">No quotes in these dates.</p>}
        {quotes.length > 0 && (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Sent</th>
                <th scope="col">Customer</th>
                <th scope="col">Product</th>
                <th scope="col" className="num">
                  Price
                </th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {quotes.map((quote) => {
                const last = actions[quote.id];
                return (
                  <tr key={quote.id}>
                    <td>{day.format(new Date(quote.created))}</td>
                    <td>
                      {quote.applicant}
                      <br />
                      <span className="muted small">{quote.applicant_email}</span>
                    </td>
                    <td>{quote.product_description}</td>
                    <td className="num">{formatCents(quote.total_purchase_amount)}</td>
                    <td>{quoteChip(quote)}</td>
                    <td>
                      <div className="row">
                        <button type="button" className="button button--quiet" aria-label={`Resend quote to ${quote.applicant}`} onClick={() => void act(quote.id, 'resend')}>
                          Resend
                        </button>
                        <button type="button" className="button button--danger" aria-label={`Cancel quote for ${quote.applicant}`} onClick={() => void act(quote.id, 'cancel')}>
                          Cancel
                        </button>
                      </div>
                      {last && <AsyncStatus state={last.state} working={last.action === 'resend' ? 'Resending…' : 'Cancelling…'} done={last.action === 'resend' ? 'Sent again.' : 'Cancelled.'} />}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
