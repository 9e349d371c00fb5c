import { useEffect, useRef, useState } from 'react';
import type { ProfileSummary } from '../../../shared/contract/session';
import { AsyncStatus } from '../../components/async-status';
import { ModalDialog } from '../../components/modal-dialog';
import { isStaffPin, PinField } from '../../components/pin-field';
import { useTriedForm } from '../../components/use-tried-form';
import { clearsThePin, idle, pinRefusal, working, type AsyncState } from '../../store/async-state';
import { useKiosk } from '../../store/kiosk-store';
// The first-time PIN note's look, as the lock dialog shows it.
import '../../components/pin-dialog.css';

const headingId = 'switch-profile-title';
const saysId = 'switch-profile-says';

/**
 * K11: switching to a profile asks for that profile's own staff PIN. One that has none yet takes the PIN entered here,
 * where main allows it (not an administrator's profile to someone who is not one); main's refusals go next to the field.
 */
export function SwitchProfileDialog({ profile, onClose }: { profile: ProfileSummary | null; onClose(): void }) {
  const selectProfile = useKiosk((store) => store.selectProfile);
  const [pin, setPin] = useState('');
  const [state, setState] = useState<AsyncState>(idle);
  const [shown, setShown] = useState(profile);
  const submit = async (untried: () => void) => {
    if (profile === null || !isStaffPin(pin)) return;
    setState(working);
    const outcome = await selectProfile(profile.id, pin);
    // Switched: the picker and this dialog go, and the staff screens come.
    if (outcome.status !== 'failed') return;
    if (clearsThePin(outcome)) {
      setPin('');
      untried();
    }
    setState(outcome);
  };
  const { tried, reset, formProps } = useTriedForm((untried) => void submit(untried));
  // Another profile starts with an empty PIN, reset while rendering (react.dev "Adjusting some state when a prop changes").
  if (profile !== shown) {
    setShown(profile);
    setPin('');
    reset();
    setState(idle);
  }
  const pinInput = useRef<HTMLInputElement>(null);
  // After a wrong PIN the emptied field has the focus again, ready for the next try.
  useEffect(() => {
    if (clearsThePin(state)) pinInput.current?.focus();
  }, [state]);
  const refusal = pinRefusal(state);
  const name = profile?.displayName ?? '';
  return (
    <ModalDialog open={profile !== null} labelledBy={headingId} describedBy={saysId} onClose={onClose}>
      {profile && (
        <form className="stack" {...formProps}>
          <h2 id={headingId}>Enter {name}’s staff PIN</h2>
          <div id={saysId} className="stack">
            <p className="muted">The kiosk switches to {name} once the PIN is right.</p>
            <p className="pin-first-time">
              A profile with no staff PIN yet takes the one you enter now: it then locks and unlocks the kiosk, and switches to this
              profile.
            </p>
          </div>
          <PinField label="Staff PIN" value={pin} tried={tried} error={refusal} inputRef={pinInput} onChange={setPin} />
          <AsyncStatus state={refusal === undefined ? state : idle} working="Checking…" />
          <div className="row row--end">
            <button type="button" className="button button--quiet" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={state.status === 'working'}>
              Switch to {name}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
