import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useOutbox } from '../queries/outbox-cache';
import { useOutboxDecision } from '../queries/outbox-decision';
import { mutationStateOf } from '../queries/query-state';
import { useFollowedWrite, type FollowedWrite, type WriteAnswer } from '../store/followed-write';
import { useKiosk, useKioskStore } from '../store/kiosk-store';
import { draftName, unsentWrite, type UnsentWrite } from '../store/unsaved-draft';
import { AsyncStatus } from './async-status';
import { ModalDialog } from './modal-dialog';
import { say } from './shared-words';

interface DiscardDraftDialogProps {
  /** What the salesperson was doing when asked: "Next customer" or "Switch profile". */
  action: string;
  /** Stay with this customer. */
  onKeep(): void;
  /** Go on with `action`: K4 then wipes the customer from the screens. */
  onGoOn(): void;
}

/**
 * Asked before "Next customer" or "Switch profile" would throw away a quote nobody sent yet (K4 wipes it all). One
 * waiting in the outbox is kept there or withdrawn, never dropped from the screen while main still sends it (K8); one
 * that went meanwhile says so instead of offering to discard it.
 */
export function DiscardDraftDialog({ action, onKeep, onGoOn }: DiscardDraftDialogProps) {
  const name = useKiosk(draftName);
  const outbox = useOutbox().snapshot.entries;
  const unsent = useKiosk(useShallow((state) => unsentWrite(state, outbox)));
  const store = useKioskStore();
  // What was on its way when staff asked: once it settles, the question is about that, not a draft.
  const [asked] = useState<UnsentWrite['kind'] | null>(() => unsentWrite(store.getState(), outbox)?.kind ?? null);
  const answer = useKiosk((state) => (asked === 'quote' ? state.quoteAnswer : asked === 'callout' ? state.calloutAnswer : null));
  let body;
  if (unsent?.sending) body = <Sending kind={unsent.kind} name={name} onKeep={onKeep} />;
  else if (unsent)
    body = <Queued kind={unsent.kind} outboxId={unsent.outboxId} name={name} action={action} onKeep={onKeep} onGoOn={onGoOn} />;
  else if (asked && answer) body = <Settled kind={asked} answer={answer} name={name} onKeep={onKeep} onGoOn={onGoOn} />;
  // Nothing went (or its try was refused at once): what was typed is a draft like any other.
  else body = <Draft name={name} action={action} onKeep={onKeep} onDiscard={onGoOn} />;
  return (
    <ModalDialog open role="alertdialog" labelledBy="discard-draft-title" describedBy="discard-draft-text" onClose={onKeep}>
      <div className="stack">{body}</div>
    </ModalDialog>
  );
}

/** The question's heading and what it means: the dialog is named and described by them. */
function Asked({ heading, text }: { heading: string; text: string }) {
  return (
    <>
      <h2 id="discard-draft-title">{heading}</h2>
      <p id="discard-draft-text" className="muted">
        {text}
      </p>
    </>
  );
}

function Draft({ name, action, onKeep, onDiscard }: { name: string; action: string; onKeep(): void; onDiscard(): void }) {
  return (
    <>
      <Asked heading={say('shared.discardDraft.heading', { name })} text={say('shared.discardDraft.text', { action })} />
      <div className="row row--end">
        <button type="button" className="button button--secondary" autoFocus onClick={onKeep}>
          {say('shared.discardDraft.keep')}
        </button>
        <button type="button" className="button button--danger" onClick={onDiscard}>
          {say('shared.discardDraft.discard')}
        </button>
      </div>
    </>
  );
}

/** On its way right now: nothing can be withdrawn until its answer comes (a moment: one try, K8). */
function Sending({ kind, name, onKeep }: { kind: UnsentWrite['kind']; name: string; onKeep(): void }) {
  return (
    <>
      <Asked heading={say('shared.discardDraft.sendingHeading', { kind, name })} text={say('shared.discardDraft.sendingText')} />
      <div className="row row--end">
        <button type="button" className="button button--secondary" autoFocus onClick={onKeep}>
          {say('shared.discardDraft.stay')}
        </button>
      </div>
    </>
  );
}

interface QueuedProps {
  kind: UnsentWrite['kind'];
  outboxId: string;
  name: string;
  action: string;
  onKeep(): void;
  onGoOn(): void;
}

/** Waiting in the outbox: it goes when the service takes it, or staff withdraw it and it never goes. */
function Queued({ kind, outboxId, name, action, onKeep, onGoOn }: QueuedProps) {
  const withdraw = useOutboxDecision();
  const busy = withdraw.isPending;
  return (
    <>
      <Asked heading={say('shared.discardDraft.queuedHeading', { kind, name })} text={say('shared.discardDraft.queuedText', { action })} />
      {!withdraw.isIdle && <AsyncStatus state={mutationStateOf(withdraw)} working={say('shared.outbox.discarding')} />}
      {/* Three ways on, one under the other: read in order, none of them squeezed by the others' length. */}
      <div className="stack">
        <button type="button" className="button button--primary" disabled={busy} onClick={onGoOn}>
          {say('shared.discardDraft.sendLater')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          // The promise, not mutate's own callback: main's push can settle the dialog (and unmount this) before the answer comes.
          onClick={() => void withdraw.mutateAsync({ id: outboxId, action: 'withdraw' }).then(onGoOn, () => undefined)}
        >
          {say('shared.discardDraft.discardQueued')}
        </button>
        <button type="button" className="button button--quiet" autoFocus onClick={onKeep}>
          {say('shared.discardDraft.stay')}
        </button>
      </div>
    </>
  );
}

interface SettledProps {
  kind: UnsentWrite['kind'];
  answer: WriteAnswer<unknown>;
  name: string;
  onKeep(): void;
  onGoOn(): void;
}

/** What became of it: the waiting states never reach here (they are asked about as queued). */
function settledText(write: FollowedWrite<unknown> | null): string {
  switch (write?.state) {
    case 'failed':
      return say('shared.discardDraft.refusedText');
    case 'withdrawn':
      return say('shared.discardDraft.withdrawnText');
    case 'unconfirmed':
      return say('shared.discardDraft.unconfirmedText');
    default:
      return say('shared.discardDraft.sentText');
  }
}

/** It settled while staff were asked (sent, refused or withdrawn): say which, and offer nothing to discard. */
function Settled({ kind, answer, name, onKeep, onGoOn }: SettledProps) {
  const write = useFollowedWrite(answer);
  return (
    <>
      <Asked heading={say('shared.discardDraft.settledHeading', { kind, name })} text={settledText(write)} />
      <div className="row row--end">
        <button type="button" className="button button--quiet" onClick={onKeep}>
          {say('shared.discardDraft.stay')}
        </button>
        <button type="button" className="button button--primary" autoFocus onClick={onGoOn}>
          {say('shared.discardDraft.carryOn')}
        </button>
      </div>
    </>
  );
}
