import { useEffect, useState } from 'react';
import { callingHoursWords, earliestCallSlot } from '../../../shared/callouts/call-slot';
import { normaliseMobile, spacedMobile } from '../../../shared/mobile-number';
import { ModalDialog } from '../../components/modal-dialog';
import { QuestionForm } from '../../components/question-form';
import { useOutbox } from '../../queries/outbox-cache';
import { useKiosk } from '../../store/kiosk-store';
import { serviceNow } from '../../store/service-range';
import { callTimeWords } from '../callbacks/call-slot-words';
import { timeFromNowWords } from '../callbacks/time-from-now';
import { say } from './words';

interface CallbackConfirmDialogProps {
  open: boolean;
  onClose(): void;
  onBook(): void;
}

/** Before a call-back is booked: who is called, on which number, and the one time the provider books (D18). */
export function CallbackConfirmDialog({ open, onClose, onBook }: CallbackConfirmDialogProps) {
  return (
    <ModalDialog open={open} labelledBy="callback-confirm-title" onClose={onClose}>
      <CallbackConfirm onClose={onClose} onBook={onBook} />
    </ModalDialog>
  );
}

function CallbackConfirm({ onClose, onBook }: Omit<CallbackConfirmDialogProps, 'open'>) {
  const customer = useKiosk((state) => state.customer);
  const training = useKiosk((state) => state.session?.profile?.environment === 'training');
  const online = useOutbox().snapshot.online;
  const estimate = useCallSlotEstimate(training);
  const name = `${customer.firstName.trim()} ${customer.lastName.trim()}`;
  return (
    <QuestionForm
      titleId="callback-confirm-title"
      title={say('quotes.callback.title', { name })}
      no={say('quotes.callback.notNow')}
      yes={say('quotes.callback.book')}
      onNo={onClose}
      onYes={onBook}
    >
      <dl className="facts callback-facts">
        <dt>{say('quotes.callback.who')}</dt>
        <dd>{name}</dd>
        <dt>{say('quotes.callback.number')}</dt>
        <dd>{spacedMobile(normaliseMobile(customer.mobile) ?? customer.mobile.trim())}</dd>
        <dt>{say('quotes.callback.when')}</dt>
        <dd aria-live="polite">
          {estimate === null ? (
            <span className="muted">{say('quotes.callback.estimating')}</span>
          ) : (
            <>
              <strong>{callTimeWords(estimate.slot)}</strong>{' '}
              <span className="muted">({timeFromNowWords(estimate.slot, estimate.now)})</span>
            </>
          )}
        </dd>
      </dl>
      {/* D18: the service books its earliest free time and takes no other, so no choice of time is implied. */}
      <p className="muted small">{say('quotes.callback.earliestOnly', { callingHours: callingHoursWords })}</p>
      {!online && <p className="notice notice--queued small">{say('quotes.callback.offline')}</p>}
    </QuestionForm>
  );
}

/** D18's earliest slot by the service's clock (training's sandbox clock, else the kiosk's), worked out on opening. */
function useCallSlotEstimate(training: boolean): { slot: number; now: number } | null {
  const [estimate, setEstimate] = useState<{ slot: number; now: number } | null>(null);
  useEffect(() => {
    let shown = true;
    void serviceNow(training).then((now) => {
      if (shown) setEstimate({ now: now.getTime(), slot: earliestCallSlot(now.getTime()) });
    });
    return () => {
      shown = false;
    };
  }, [training]);
  return estimate;
}
