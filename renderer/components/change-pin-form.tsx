import { useEffect, useRef, useState } from 'react';
import { newStaffPinRule } from '../../shared/staff-pin-rule';
import { useKiosk } from '../store/kiosk-store';
import { AsyncStatus } from './async-status';
import { LockOutHelp } from './lock-out-help';
import { isNewStaffPin, isStaffPin, NewPinFields, PinField } from './pin-field';
import { say } from './shared-words';
import { useTriedForm } from './use-tried-form';

interface ChangePinFormProps {
  headingId: string;
  /** Another heading and a paragraph under it (id `<headingId>-intro`), where the change is asked for (K15). */
  heading?: string;
  intro?: string;
  onChanged(): void;
  /** Absent where the change cannot be put off (K15): no Back then. */
  onBack?: () => void;
  onAskAdministrator(): void;
}

/** The profile in use changes its own staff PIN; the current one is asked first (K6), the new one keeps K15's rule. */
export function ChangePinForm({ headingId, heading, intro, onChanged, onBack, onAskAdministrator }: ChangePinFormProps) {
  const changePin = useKiosk((state) => state.changePin);
  const sessionState = useKiosk((state) => state.sessionState);
  const [currentPin, setCurrentPin] = useState('');
  const [newPin, setNewPin] = useState('');
  const [again, setAgain] = useState('');
  const { tried, formProps } = useTriedForm(() => {
    if (!isStaffPin(currentPin) || !isNewStaffPin(newPin) || again !== newPin) return;
    void changePin(currentPin, newPin).then((ok) => ok && onChanged());
  });
  const first = useRef<HTMLInputElement>(null);
  // The button that opened this form is gone, so focus starts on the first field.
  useEffect(() => first.current?.focus(), []);
  return (
    <form className="stack" {...formProps}>
      <h2 id={headingId}>{heading ?? say('shared.changePin.heading')}</h2>
      {intro !== undefined && (
        <p id={`${headingId}-intro`} className="muted">
          {intro}
        </p>
      )}
      <PinField label={say('shared.changePin.current')} value={currentPin} tried={tried} inputRef={first} onChange={setCurrentPin} />
      <NewPinFields
        pin={newPin}
        again={again}
        tried={tried}
        hint={say('shared.changePin.hint', { rule: newStaffPinRule })}
        mismatch={say('shared.changePin.mismatch')}
        onPin={setNewPin}
        onAgain={setAgain}
      />
      <AsyncStatus state={sessionState} working={say('shared.checking')} />
      <LockOutHelp state={sessionState} onAskAdministrator={onAskAdministrator} />
      <div className="row row--end">
        {onBack && (
          <button type="button" className="button button--quiet" onClick={onBack}>
            {say('shared.back')}
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={sessionState.status === 'working'}>
          {say('shared.changePin.submit')}
        </button>
      </div>
    </form>
  );
}
