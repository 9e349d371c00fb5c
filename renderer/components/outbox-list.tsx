import { useState } from 'react';
import type { OutboxDecision, OutboxEntryView } from '../../shared/contract/outbox';
import { useOutbox } from '../queries/outbox-cache';
import { useOutboxDecision } from '../queries/outbox-decision';
import { mutationStateOf } from '../queries/query-state';
import { AsyncStatus } from './async-status';
import { entryStateWords, outboxKindNames, unreadableAdvice, unreadableWords } from './outbox-words';
import { say } from './shared-words';

const when = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/** K8: the Outbox panel's list, what waits to go and what needs staff; loaded when the panel is first opened (issue 37). */
export function OutboxList({ onClose }: { onClose(): void }) {
  const {
    snapshot: { entries, online, queued, unreadable },
    state: loadState,
  } = useOutbox();
  return (
    <div className="stack">
      <div className="card-head">
        <h2 id="outbox-title">{say('shared.outbox.heading')}</h2>
        <button type="button" className="button button--quiet" onClick={onClose}>
          {say('shared.outbox.close')}
        </button>
      </div>
      <p className="muted small">{say('shared.outbox.lead')}</p>
      {!online && <p className="notice notice--queued">{say('shared.outbox.offline', { queued })}</p>}
      {unreadable > 0 && (
        // K8: damaged on disk, so neither sent nor shown; main keeps the lines for support, and staff learn of them.
        <div className="notice notice--queued outbox-unreadable">
          <p>{unreadableWords(unreadable)}</p>
          <p className="notice__detail">{unreadableAdvice(unreadable)}</p>
        </div>
      )}
      <AsyncStatus state={loadState} working={say('shared.outbox.loading')} />
      {entries.length === 0 && loadState.status !== 'working' && (
        <p className="muted">{say(unreadable > 0 ? 'shared.outbox.nothingElse' : 'shared.outbox.empty')}</p>
      )}
      {entries.length > 0 && (
        <ul className="outbox-list" aria-label={say('shared.outbox.entries')}>
          {entries.map((entry) => (
            <OutboxEntry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  );
}

const decisionWords = {
  sendAgain: { working: 'shared.outbox.sending', done: 'shared.outbox.sent' },
  dismiss: { working: 'shared.outbox.dismissing', done: 'shared.outbox.dismissed' },
  withdraw: { working: 'shared.outbox.discarding', done: 'shared.outbox.discarded' },
} as const satisfies Record<OutboxDecision, { working: string; done: string }>;

const secondYes = {
  sendAgain: { group: 'shared.outbox.confirmGroup', check: 'shared.outbox.confirmCheck', yes: 'shared.outbox.confirmYes' },
  withdraw: { group: 'shared.outbox.discardGroup', check: 'shared.outbox.discardCheck', yes: 'shared.outbox.discardYes' },
} as const;

function OutboxEntry({ entry }: { entry: OutboxEntryView }) {
  const decide = useOutboxDecision();
  const resolve = (id: string, action: OutboxDecision) => decide.mutate({ id, action });
  const decision = decide.variables && { action: decide.variables.action, state: mutationStateOf(decide) };
  // Sending again (K7) and discarding each ask a second yes first.
  const [confirming, setConfirming] = useState<'sendAgain' | 'withdraw' | null>(null);
  const words = entryStateWords(entry);
  const summary = entry.summary ?? outboxKindNames[entry.kind];
  const busy = decision?.state.status === 'working';
  return (
    <li className="outbox-entry">
      <div className="outbox-entry__head">
        <strong>{outboxKindNames[entry.kind]}</strong>
        <span className="muted small">
          <time dateTime={entry.created}>{when.format(new Date(entry.created))}</time>
          {entry.serviceId && <> · {say('shared.outbox.providerNumber', { number: entry.serviceId })}</>}
        </span>
      </div>
      {entry.summary && <p>{entry.summary}</p>}
      <p className={`outbox-entry__state outbox-entry__state--${words.tone}`}>{words.text}</p>
      {entry.message && entry.state !== 'failed' && <p className="small">{entry.message}</p>}
      {entry.needsDecision && confirming === null && (
        <div className="row">
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            aria-label={say('shared.outbox.sendAgainFor', { summary })}
            onClick={() => setConfirming('sendAgain')}
          >
            {say('shared.outbox.sendAgain')}
          </button>
          <button
            type="button"
            className="button button--quiet"
            disabled={busy}
            aria-label={say('shared.outbox.dismissFor', { summary })}
            onClick={() => void resolve(entry.id, 'dismiss')}
          >
            {say('shared.outbox.dismiss')}
          </button>
        </div>
      )}
      {/* K10: the kiosk's own cancel of a quote applied for here is not staff's to discard. */}
      {entry.waiting && entry.kind !== 'quoteCancel' && confirming === null && (
        <div className="row">
          <button
            type="button"
            className="button button--quiet"
            disabled={busy}
            aria-label={say('shared.outbox.discardFor', { summary })}
            onClick={() => setConfirming('withdraw')}
          >
            {say('shared.outbox.discard')}
          </button>
        </div>
      )}
      {confirming !== null && (entry.needsDecision || entry.waiting) && (
        <div className="confirm-repeat" role="group" aria-label={say(secondYes[confirming].group)}>
          <p className="small">{say(secondYes[confirming].check)}</p>
          <div className="row">
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                setConfirming(null);
                void resolve(entry.id, confirming);
              }}
            >
              {say(secondYes[confirming].yes)}
            </button>
            <button type="button" className="button button--quiet" onClick={() => setConfirming(null)}>
              {say('shared.outbox.notNow')}
            </button>
          </div>
        </div>
      )}
      {decision && (
        <AsyncStatus
          state={decision.state}
          working={say(decisionWords[decision.action].working)}
          done={say(decisionWords[decision.action].done)}
        />
      )}
    </li>
  );
}
