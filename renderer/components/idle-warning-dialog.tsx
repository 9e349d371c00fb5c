import { countdownAnnouncement } from '../idle-countdown';
import { idleWarningWords } from '../idle-warning-words';
import { ModalDialog } from './modal-dialog';
import './idle-warning-dialog.css';

interface IdleWarningDialogProps {
  /** Seconds left before the wipe (K4); null: the dialog is closed. */
  secondsLeft: number | null;
  warningSeconds: number;
  /** Customer mode (K6) speaks to the customer; staff's screens to the salesperson. */
  customer: boolean;
  onStay(): void;
}

/**
 * "Still there?" before the idle wipe (K4). An alert dialog, so a screen reader announces the question and the
 * time once as it opens; after that only the halfway mark is announced, never each second.
 */
export function IdleWarningDialog({ secondsLeft, warningSeconds, customer, onStay }: IdleWarningDialogProps) {
  const open = secondsLeft !== null;
  const announcement = open ? countdownAnnouncement(secondsLeft, warningSeconds) : null;
  return (
    // Escape is an answer too: whoever pressed it is still there.
    <ModalDialog open={open} role="alertdialog" labelledBy="idle-warning-title" describedBy="idle-warning-text" onClose={onStay}>
      <div className="stack idle-warning">
        <h2 id="idle-warning-title">Still there?</h2>
        <p id="idle-warning-text">{idleWarningWords(secondsLeft ?? warningSeconds, customer)}</p>
        <p className="idle-warning__count" aria-hidden="true">
          <span className="idle-warning__number">{secondsLeft}</span> {secondsLeft === 1 ? 'second' : 'seconds'} left
        </p>
        <div role="status" className="visually-hidden">
          {announcement}
        </div>
        <div className="row row--end">
          <button type="button" className="button button--primary button--large" autoFocus onClick={onStay}>
            I’m still here
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
