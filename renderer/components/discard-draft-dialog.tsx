import { useKiosk } from '../store/kiosk-store';
import { draftName } from '../store/unsaved-draft';
import { ModalDialog } from './modal-dialog';

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
        <h2 id="discard-draft-title">Discard the quote for {name}?</h2>
        <p id="discard-draft-text" className="muted">
          It has not been sent yet. {action} clears the customer’s details and amounts from the kiosk.
        </p>
        <div className="row row--end">
          <button type="button" className="button button--secondary" autoFocus onClick={onKeep}>
            Keep
          </button>
          <button type="button" className="button button--danger" onClick={onDiscard}>
            Discard
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
