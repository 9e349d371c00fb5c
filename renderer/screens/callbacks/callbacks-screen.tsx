import { spacedMobile } from '../../../shared/mobile-number';
import { useEffect } from 'react';
import type { CallbackRecord } from '../../../shared/contract/kiosk-records';
import { formatCents } from '../../../shared/money';
import { AsyncStatus } from '../../components/async-status';
import { StatusChip } from '../../components/status-chip';
import { useKiosk } from '../../store/kiosk-store';
import { callTimeWords } from './call-slot-words';
import { ScrollTable } from '../../components/scroll-table';
import './callbacks.css';

const askedAt = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

const callbackHeadings = [
  { header: 'Customer' },
  { header: 'Financed', numeric: true },
  { header: 'The provider calls' },
  { header: 'Asked for' },
] as const;

/** The call-backs asked for from this kiosk (D18), read back from its Outbox (K8). Staff only: never in customer mode (K4). */
export function CallbacksScreen() {
  const callbacks = useKiosk((state) => state.callbacks);
  const state = useKiosk((state) => state.callbacksState);
  const load = useKiosk((state) => state.loadCallbacks);
  const forget = useKiosk((state) => state.forgetCallbacks);
  // The list follows the Outbox: a queued call-back shows its booked time once it has gone.
  const outboxEntries = useKiosk((state) => state.outboxEntries);
  useEffect(() => void load(), [load, outboxEntries]);
  // K4: the list is in memory only while it is on screen.
  useEffect(() => forget, [forget]);
  const count = `${callbacks.length} ${callbacks.length === 1 ? 'call-back' : 'call-backs'}`;
  return (
    <>
      <div className="page-head">
        <h1 className="callbacks-title">Call-backs</h1>
        <p>Calls the provider was asked to make from this kiosk, kept for a week with its Outbox.</p>
      </div>
      <section className="card stack" aria-labelledby="callbacks-heading">
        <h2 id="callbacks-heading">{count}</h2>
        <AsyncStatus
          state={state}
          working="Loading call-backs…"
          failedLead="The call-backs could not be loaded:"
          onRetry={() => void load()}
        />
        {callbacks.length === 0 && state.status === 'idle' && (
          <p className="muted">No call-backs have been asked for from this kiosk this week.</p>
        )}
        {callbacks.length > 0 && (
          <ScrollTable name={{ labelledBy: 'callbacks-heading' }} headings={callbackHeadings} className="callbacks-table">
            {callbacks.map((callback) => (
              <tr key={callback.outboxId}>
                <td>
                  {callback.name}
                  <br />
                  <span className="muted small">{spacedMobile(callback.mobile)}</span>
                </td>
                <td className="num">{formatCents(callback.financedCents)}</td>
                <td>
                  <CallTime callback={callback} />
                </td>
                <td className="muted small">{askedAt.format(Date.parse(callback.requestedAt))}</td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </section>
    </>
  );
}

/** The booked time (this kiosk's local time), or why there is none yet. */
function CallTime({ callback }: { callback: CallbackRecord }) {
  switch (callback.state) {
    case 'sent':
      return (
        <div className="callback-when">
          <StatusChip tone="success">Booked</StatusChip>
          <span>{callback.callAt === undefined ? 'At the provider’s earliest time' : callTimeWords(Date.parse(callback.callAt))}</span>
        </div>
      );
    case 'pending':
      return (
        <div className="callback-when">
          <StatusChip tone="info">Sending…</StatusChip>
        </div>
      );
    case 'queued':
      return (
        <div className="callback-when">
          <StatusChip tone="info">Queued</StatusChip>
          <span className="muted small">Goes when the service is back; the provider then sets the time.</span>
        </div>
      );
    case 'unconfirmed':
      return (
        <div className="callback-when">
          <StatusChip tone="warning">Not confirmed</StatusChip>
          <span className="muted small">It may have reached the provider. Check the Outbox before asking again.</span>
        </div>
      );
    case 'failed':
      return (
        <div className="callback-when">
          <StatusChip tone="danger">Refused</StatusChip>
          <span className="muted small">{callback.message ?? 'The provider gave no reason.'}</span>
        </div>
      );
  }
}
