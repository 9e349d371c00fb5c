import { useState } from 'react';
import { say } from '../app-words';
import { useOutbox } from '../queries/outbox-cache';
import { ModalDialog } from './modal-dialog';
import { onDemand } from './on-demand';
import { outboxAttention } from './outbox-attention';
import './outbox-panel.css';

// The list loads when the panel is first opened: the first screen shows only the button (issue 37).
const OutboxList = onDemand(say('app.part.outbox'), () => import('./outbox-list').then((module) => module.OutboxList));

/** K8: said in the top bar (and announced) while the service cannot be reached, with what waits for it. */
export function OfflineState() {
  const { online, queued, needsDecision } = useOutbox().snapshot;
  return (
    <div role="status" className="topbar__status">
      {!online && (
        <span className="offline-state">
          <span aria-hidden="true" className="offline-state__dot" />
          <span className="offline-state__words">{say('app.outbox.offlineQueued', { queued })}</span>
          {/* On a 1024 px screen the nav keeps one row: the Outbox button beside it already shows the count. */}
          <span aria-hidden="true" className="offline-state__short">
            {say('app.outbox.offlineShort')}
          </span>
        </span>
      )}
      {needsDecision > 0 && <span className="visually-hidden">{say('app.outbox.needDecision', { count: needsDecision })}</span>}
    </div>
  );
}

/** The top bar's Outbox (K8): what waits to go and what needs staff, and the panel that lists it. */
export function OutboxButton() {
  const { queued, needsDecision, unreadable } = useOutbox().snapshot;
  const [open, setOpen] = useState(false);
  const attention = outboxAttention(queued, needsDecision, unreadable);
  return (
    <>
      <button
        type="button"
        className={`button button--quiet outbox-button${needsDecision > 0 || unreadable > 0 ? ' outbox-button--decide' : ''}`}
        aria-label={attention.label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {say('app.outbox.button')}
        {attention.count > 0 && (
          <span className="badge" aria-hidden="true">
            {attention.count}
          </span>
        )}
      </button>
      <ModalDialog open={open} labelledBy="outbox-title" wide onClose={() => setOpen(false)}>
        <OutboxList onClose={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}
