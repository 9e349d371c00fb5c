import { useState } from 'react';
import type { AsyncState } from '../store/async-state';
import { useKiosk } from '../store/kiosk-store';
import { AsyncStatus } from './async-status';
import { ChangePinForm } from './change-pin-form';
import { LockOutClearForm } from './lock-out-clear-form';
import { LockOutHelp } from './lock-out-help';
import { ModalDialog } from './modal-dialog';
import { PinField, pinLengthError, pinPattern } from './pin-field';

interface PinDialogProps {
  open: boolean;
  /** Locking asks for the profile's own PIN (chosen, typed twice, the first time); unlocking for the PIN of who locked. */
  purpose: 'lock' | 'unlock';
  title: string;
  intro: string;
  submitLabel: string;
  state: AsyncState;
  onSubmit(pin: string): void;
  onClose(): void;
}

type View = 'pin' | 'change' | 'administrator';

const headingId = 'pin-dialog-title';

/** The staff member's own PIN (K6), asked in a modal dialog; also where it is changed, and where a lock-out is cleared (D10). */
export function PinDialog({ open, purpose, title, intro, submitLabel, state, onSubmit, onClose }: PinDialogProps) {
  const session = useKiosk((store) => store.session);
  const [view, setView] = useState<View>('pin');
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [tried, setTried] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  // A closed dialog forgets its PINs, reset while rendering rather than in an effect (react.dev "Adjusting some state when a prop changes").
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) {
      setView('pin');
      setPin('');
      setAgain('');
      setTried(false);
      setNotice(null);
    }
  }
  const choosing = purpose === 'lock' && session?.staffPinChosen !== true;
  const name = session?.profile?.displayName ?? 'the staff member';
  const lockedOut = state.status === 'failed' && state.code === 'too-many-attempts';
  const errors = {
    pin: tried && !pinPattern.test(pin) ? pinLengthError : undefined,
    again:
      choosing && tried && pinPattern.test(pin) && again !== pin ? 'The two PINs are not the same. Type the same PIN twice.' : undefined,
  };
  const backToPin = (message: string | null) => {
    setView('pin');
    setPin('');
    setAgain('');
    setTried(false);
    setNotice(message);
  };

  return (
    <ModalDialog open={open} labelledBy={headingId} onClose={onClose}>
      {view === 'change' ? (
        <ChangePinForm
          headingId={headingId}
          onChanged={() => backToPin('Your staff PIN is changed. Use the new one from now on.')}
          onBack={() => backToPin(null)}
          onAskAdministrator={() => setView('administrator')}
        />
      ) : view === 'administrator' ? (
        <LockOutClearForm
          headingId={headingId}
          submitLabel={purpose === 'unlock' ? 'Clear and unlock' : 'Clear the pause'}
          onCleared={() => backToPin('An administrator cleared the pause. You can enter your staff PIN again.')}
          onBack={() => backToPin(null)}
        />
      ) : (
        <form
          className="stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            setNotice(null);
            if (pinPattern.test(pin) && (!choosing || again === pin)) onSubmit(pin);
          }}
        >
          <h2 id={headingId}>{title}</h2>
          <p className="muted">{intro}</p>
          {choosing ? (
            <>
              <p className="pin-first-time">
                First, choose your own staff PIN: 4 to 8 digits that only you know. From now on you lock and unlock the kiosk with it.
              </p>
              <PinField label="New staff PIN" value={pin} error={errors.pin} onChange={setPin} />
              <PinField label="New staff PIN again" value={again} error={errors.again} onChange={setAgain} />
            </>
          ) : (
            <PinField
              label="Staff PIN"
              hint={purpose === 'unlock' ? `Enter the staff PIN of ${name}, who locked the kiosk.` : 'Enter your staff PIN.'}
              value={pin}
              error={errors.pin}
              onChange={setPin}
            />
          )}
          <div role="status" aria-live="polite">
            {notice && <p className="notice notice--done">{notice}</p>}
          </div>
          <AsyncStatus state={state} working="Checking…" />
          {lockedOut && <LockOutHelp onAskAdministrator={() => setView('administrator')} />}
          {purpose === 'lock' && !choosing && (
            <div className="row">
              <button type="button" className="button button--quiet" onClick={() => setView('change')}>
                Change my PIN
              </button>
            </div>
          )}
          <div className="row row--end">
            <button type="button" className="button button--quiet" onClick={onClose}>
              Cancel
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
