import { useEffect, useRef, useState } from 'react';
import { useKiosk } from '../store/kiosk-store';
import { AsyncStatus } from './async-status';
import { LockOutHelp } from './lock-out-help';
import { PinField, pinLengthError, pinPattern } from './pin-field';

interface ChangePinFormProps {
  headingId: string;
  onChanged(): void;
  onBack(): void;
  onAskAdministrator(): void;
}

/** The profile in use changes its own staff PIN; the current one is asked first (K6). */
export function ChangePinForm({ headingId, onChanged, onBack, onAskAdministrator }: ChangePinFormProps) {
  const changePin = useKiosk((state) => state.changePin);
  const sessionState = useKiosk((state) => state.sessionState);
  const [currentPin, setCurrentPin] = useState('');
  const [newPin, setNewPin] = useState('');
  const [again, setAgain] = useState('');
  const [tried, setTried] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  // The button that opened this form is gone, so focus starts on the first field.
  useEffect(() => first.current?.focus(), []);
  const errors = {
    current: tried && !pinPattern.test(currentPin) ? pinLengthError : undefined,
    new: tried && !pinPattern.test(newPin) ? pinLengthError : undefined,
    again: tried && pinPattern.test(newPin) && again !== newPin ? 'The two new PINs are not the same.' : undefined,
  };
  const lockedOut = sessionState.status === 'failed' && sessionState.code === 'too-many-attempts';
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!pinPattern.test(currentPin) || !pinPattern.test(newPin) || again !== newPin) return;
        void changePin(currentPin, newPin).then((ok) => ok && onChanged());
      }}
    >
      <h2 id={headingId}>Change your staff PIN</h2>
      <PinField label="Current staff PIN" value={currentPin} error={errors.current} inputRef={first} onChange={setCurrentPin} />
      <PinField label="New staff PIN" hint="4 to 8 digits that only you know." value={newPin} error={errors.new} onChange={setNewPin} />
      <PinField label="New staff PIN again" value={again} error={errors.again} onChange={setAgain} />
      <AsyncStatus state={sessionState} working="Checking…" />
      {lockedOut && <LockOutHelp onAskAdministrator={onAskAdministrator} />}
      <div className="row row--end">
        <button type="button" className="button button--quiet" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="button button--primary" disabled={sessionState.status === 'working'}>
          Change PIN
        </button>
      </div>
    </form>
  );
}
