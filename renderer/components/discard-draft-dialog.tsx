import { useKiosk } from '../store/kiosk-store';
import { draftName } from '../store/unsaved-draft';
import { ModalDialog } from './modal-dialog';
import { say } from './shared-words';

interface DiscardDraftDialogProps {
  open: boolean;
  /** What the salesperson was doing when asked: "Next customer" or "Switch profile". */
  action: string;
  onKeep(): void;
  onDiscard(): void;
}

/** Asked before "Next customer" or "Switch profile" would throw away a quote nobody sent yet (K4 wipes it all). */
export function DiscardDraftDialog({ open, action, onKeep, onDiscard }: DiscardDraftDialogProps) {
  const name = useKiosk(draftName);
  return (
    <ModalDialog open={open} role="alertdialog" labelledBy="discard-draft-title" describedBy="discard-draft-text" onClose={onKeep}>
      <div className="stack">
        <h2 id="discard-draft-title">{say('shared.discardDraft.heading', { name })}</h2>
        <p id="discard-draft-text" className="muted">
          {say('shared.discardDraft.text', { action })}
        </p>
        <div className="row row--end">
          <button type="button" className="button button--secondary" autoFocus onClick={onKeep}>
            {say('shared.discardDraft.keep')}
          </button>
          <button type="button" className="button button--danger" onClick={onDiscard}>
            {say('shared.discardDraft.discard')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
