import { countdownAnnouncement } from '../idle-countdown';
import { useShownLocale } from '../i18n/customer-words';
import { useWords, Words } from '../i18n/use-words';
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
 * "Still there?" before the idle wipe (K4), over a covered page: whoever walks up reads nothing of the customer. An alert dialog, so a screen reader announces the question and the
 * time once as it opens; after that only the halfway mark is announced, never each second.
 */
export function IdleWarningDialog({ secondsLeft, warningSeconds, customer, onStay }: IdleWarningDialogProps) {
  const open = secondsLeft !== null;
  const announcedFrom = open ? countdownAnnouncement(secondsLeft, warningSeconds) : null;
  const words = useWords();
  // K14: the customer's language in customer mode (IdleGuard gives it), staff's English otherwise.
  const { lang, dir } = useShownLocale();
  // K4: the words say the time the counter shows, never the countdown's starting length (issue 26).
  const seconds = secondsLeft ?? warningSeconds;
  return (
    // Escape is an answer too: whoever pressed it is still there.
    <ModalDialog open={open} role="alertdialog" labelledBy="idle-warning-title" describedBy="idle-warning-text" hidesPage onClose={onStay}>
      <div className="stack idle-warning" lang={lang} dir={dir}>
        <h2 id="idle-warning-title">{words('handOver.idle.title')}</h2>
        <p id="idle-warning-text">{words(customer ? 'handOver.idle.customer' : 'handOver.idle.staff', { seconds })}</p>
        <p className="idle-warning__count" aria-hidden="true">
          <Words id="handOver.idle.left" values={{ seconds }} components={{ 0: <span className="idle-warning__number" /> }} />
        </p>
        <div role="status" className="visually-hidden">
          {announcedFrom !== null && words('handOver.idle.soon', { seconds: announcedFrom })}
        </div>
        <div className="row row--end">
          <button type="button" className="button button--primary button--large" autoFocus onClick={onStay}>
            {words('handOver.idle.stay')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
