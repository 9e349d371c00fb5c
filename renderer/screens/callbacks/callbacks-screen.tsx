import { spacedMobile } from '../../../shared/mobile-number';
import type { CallbackRecord } from '../../../shared/contract/kiosk-records';
import { formatCents } from '../../../shared/money';
import { AsyncStatus } from '../../components/async-status';
import { StatusChip } from '../../components/status-chip';
import { queryStateOf } from '../../queries/query-state';
import { useKioskQuery } from '../../queries/use-kiosk-query';
import { useKiosk } from '../../store/kiosk-store';
import { callTimeWords } from './call-slot-words';
import { ScrollTable } from '../../components/scroll-table';
import { say } from './words';
import './callbacks.css';

const askedAt = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

const callbackHeadings = [
  { header: say('callbacks.column.customer') },
  { header: say('callbacks.column.financed'), numeric: true },
  { header: say('callbacks.column.providerCalls') },
  { header: say('callbacks.column.askedFor') },
] as const;

/** The call-backs asked for from this kiosk (D18), read back from its Outbox (K8). Staff only: never in customer mode (K4). */
export function CallbacksScreen() {
  // K4: the list is in memory only while it is on screen.
  const list = useKioskQuery('callouts:list', {}, { gcTime: 0 });
  const callbacks = list.data?.callbacks ?? [];
  // Read again on every Outbox change (kiosk-events.ts): the list on screen stays put meanwhile, no "Loading…" flicker.
  const state = queryStateOf({ isFetching: list.isLoading, error: list.error });
  // K8: training without a keychain keeps its outbox's key in memory only, so each start of the kiosk begins afresh.
  const freshEachStart = useKiosk(
    (state) => state.session?.profile?.environment === 'training' && state.session.keychain?.available === false,
  );
  return (
    <>
      <div className="page-head">
        <h1 className="callbacks-title">{say('callbacks.heading')}</h1>
        <p>{say('callbacks.lead')}</p>
      </div>
      <section className="card stack" aria-labelledby="callbacks-heading">
        <h2 id="callbacks-heading">{say('callbacks.count', { count: callbacks.length })}</h2>
        <AsyncStatus
          state={state}
          working={say('callbacks.loading')}
          failedLead={say('callbacks.loadFailed')}
          onRetry={() => void list.refetch()}
        />
        {callbacks.length === 0 && state.status === 'idle' && <p className="muted">{say('callbacks.none')}</p>}
        {freshEachStart && <p className="notice small">{say('callbacks.freshEachStart')}</p>}
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
          <StatusChip tone="success">{say('callbacks.state.booked')}</StatusChip>
          <span>{callback.callAt === undefined ? say('callbacks.state.earliestTime') : callTimeWords(Date.parse(callback.callAt))}</span>
        </div>
      );
    case 'pending':
      return (
        <div className="callback-when">
          <StatusChip tone="info">{say('callbacks.state.sending')}</StatusChip>
        </div>
      );
    case 'queued':
      return (
        <div className="callback-when">
          <StatusChip tone="info">{say('callbacks.state.queued')}</StatusChip>
          <span className="muted small">{say('callbacks.state.queuedNote')}</span>
        </div>
      );
    case 'unconfirmed':
      return (
        <div className="callback-when">
          <StatusChip tone="warning">{say('callbacks.state.unconfirmed')}</StatusChip>
          <span className="muted small">{say('callbacks.state.unconfirmedNote')}</span>
        </div>
      );
    case 'failed':
      return (
        <div className="callback-when">
          <StatusChip tone="danger">{say('callbacks.state.refused')}</StatusChip>
          <span className="muted small">{callback.message ?? say('callbacks.state.noReason')}</span>
        </div>
      );
  }
}
