import { useState } from 'react';
import { clearsThePin, idle } from '../store/async-state';
import { useKiosk } from '../store/kiosk-store';
import { AsyncStatus } from './async-status';
import { ChangePinForm } from './change-pin-form';
import { LockOutClearForm } from './lock-out-clear-form';
import { LockOutHelp } from './lock-out-help';
import { ModalDialog } from './modal-dialog';
import { isStaffPin, PinField } from './pin-field';
import { say } from './shared-words';
import { useTriedForm } from './use-tried-form';
import './pin-dialog.css';

/** What the dialog asks the PIN for, in its own words. */
export interface PinAsk {
  /** Locking asks for the profile's own PIN (chosen before anything else: first-pin-screen.tsx); unlocking for the PIN of who locked. */
  purpose: 'lock' | 'unlock';
  title: string;
  intro: string;
  submitLabel: string;
}

interface PinDialogProps {
  open: boolean;
  ask: PinAsk;
  onSubmit(pin: string): void;
  onClose(): void;
}

type View = 'pin' | 'change' | 'administrator';

const headingId = 'pin-dialog-title';

/**
 * The staff member's own PIN (K6), asked in a modal dialog; also where it is changed, and where a lock-out is cleared
 * (D10). While open it shows how the session's last PIN call went.
 */
export function PinDialog({ open, ask, onSubmit, onClose }: PinDialogProps) {
  const { purpose, title, intro, submitLabel } = ask;
  const session = useKiosk((store) => store.session);
  const sessionState = useKiosk((store) => store.sessionState);
  const [view, setView] = useState<View>('pin');
  const [pin, setPin] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  const { tried, reset, formProps } = useTriedForm(() => {
    setNotice(null);
    if (isStaffPin(pin)) onSubmit(pin);
  });
  const backToPin = (message: string | null) => {
    setView('pin');
    setPin('');
    reset();
    setNotice(message);
  };
  // A closed dialog forgets its PINs, reset while rendering rather than in an effect (react.dev "Adjusting some state when a prop changes").
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) backToPin(null);
  }
  const state = open ? sessionState : idle;
  // After a wrong PIN (or during a pause) the field starts empty again, as the other PIN dialogs do.
  const [answered, setAnswered] = useState(state);
  if (state !== answered) {
    setAnswered(state);
    if (clearsThePin(state) && view === 'pin') {
      setPin('');
      reset();
    }
  }
  const name = session?.profile?.displayName ?? say('shared.pin.theStaffMember');

  return (
    <ModalDialog open={open} labelledBy={headingId} onClose={onClose}>
      {view === 'change' ? (
        <ChangePinForm
          headingId={headingId}
          onChanged={() => backToPin(say('shared.pin.changed'))}
          onBack={() => backToPin(null)}
          onAskAdministrator={() => setView('administrator')}
        />
      ) : view === 'administrator' ? (
        <LockOutClearForm
          headingId={headingId}
          submitLabel={say(purpose === 'unlock' ? 'shared.pin.clearAndUnlock' : 'shared.pin.clearThePause')}
          onCleared={() => backToPin(say('shared.pin.cleared'))}
          onBack={() => backToPin(null)}
        />
      ) : (
        <form className="stack" {...formProps}>
          <h2 id={headingId}>{title}</h2>
          <p className="muted">{intro}</p>
          <PinField
            label={say('shared.staffPin')}
            hint={purpose === 'unlock' ? say('shared.pin.unlockHint', { name }) : say('shared.pin.hint')}
            value={pin}
            tried={tried}
            onChange={setPin}
          />
          <div role="status" aria-live="polite">
            {notice && <p className="notice notice--done">{notice}</p>}
          </div>
          <AsyncStatus state={state} working={say('shared.checking')} />
          <LockOutHelp state={state} onAskAdministrator={() => setView('administrator')} />
          {purpose === 'lock' && (
            <div className="row">
              <button type="button" className="button button--quiet" onClick={() => setView('change')}>
                {say('shared.pin.changeMine')}
              </button>
            </div>
          )}
          <div className="row row--end">
            <button type="button" className="button button--quiet" onClick={onClose}>
              {say('shared.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={state.status === 'working'}>
              {submitLabel}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
