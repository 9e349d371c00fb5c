import type { ProfileSummary } from '../../../shared/contract/session';
import { newStaffPinRule } from '../../../shared/staff-pin-rule';
import { AsyncStatus } from '../../components/async-status';
import { ModalDialog } from '../../components/modal-dialog';
import { PinField } from '../../components/pin-field';
import { usePinAttempt } from '../../components/use-pin-attempt';
import { idle } from '../../store/async-state';
import { useKiosk } from '../../store/kiosk-store';
// The first-time PIN note's look, as the lock dialog shows it.
import '../../components/pin-dialog.css';
import { say } from './words';

const headingId = 'switch-profile-title';
const saysId = 'switch-profile-says';

/**
 * K11: switching to a profile asks for that profile's own staff PIN. One that has none yet takes the PIN entered here,
 * where main allows it (not an administrator's profile to someone who is not one); main's refusals go next to the field.
 */
export function SwitchProfileDialog({ profile, onClose }: { profile: ProfileSummary | null; onClose(): void }) {
  const selectProfile = useKiosk((store) => store.selectProfile);
  const { pin, setPin, state, tried, formProps, pinInput, refusal } = usePinAttempt(profile, async (pin) => {
    if (profile === null) return null;
    const outcome = await selectProfile(profile.id, pin);
    // Switched: the picker and this dialog go, and the staff screens come.
    return outcome.status === 'failed' ? outcome : null;
  });
  const name = profile?.displayName ?? '';
  return (
    <ModalDialog open={profile !== null} labelledBy={headingId} describedBy={saysId} onClose={onClose}>
      {profile && (
        <form className="stack" {...formProps}>
          <h2 id={headingId}>{say('start.switch.heading', { name })}</h2>
          <div id={saysId} className="stack">
            <p className="muted">{say('start.switch.says', { name })}</p>
            <p className="pin-first-time">{say('start.switch.firstTime', { rule: newStaffPinRule })}</p>
          </div>
          <PinField label={say('start.switch.pin')} value={pin} tried={tried} error={refusal} inputRef={pinInput} onChange={setPin} />
          <AsyncStatus state={refusal === undefined ? state : idle} working={say('start.switch.checking')} />
          <div className="row row--end">
            <button type="button" className="button button--quiet" onClick={onClose}>
              {say('start.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={state.status === 'working'}>
              {say('start.switch.submit', { name })}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
