import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ProfileSummary } from '../../../shared/contract/session';
import { actsAsAdministratorFor } from '../../../shared/profiles/administrator-rule';
import { AsyncStatus } from '../../components/async-status';
import { ModalDialog } from '../../components/modal-dialog';
import { PinField } from '../../components/pin-field';
import { usePinAttempt } from '../../components/use-pin-attempt';
import { idle, needsConfirmation } from '../../store/async-state';
import { updateCached } from '../../queries/channel-cache';
import { dataOf } from '../../queries/kiosk-call';
import { outcomeOf } from '../../queries/outcome-of';
import { useProfileList } from '../../queries/profile-list';
import { useKioskStore } from '../../store/kiosk-store';
import { AdministratorSelect } from './administrator-select';
import { say } from './words';

const headingId = 'remove-profile-title';
const saysId = 'remove-profile-says';

interface RemoveProfileDialogProps {
  profile: ProfileSummary | null;
  onRemoved(profile: ProfileSummary): void;
  onClose(): void;
}

/**
 * K11: removing a profile asks for an administrator's own staff PIN, and takes its keychain entries and its outbox
 * with it. Writes still unsent are named first (main's words) and go only with "Remove anyway".
 */
export function RemoveProfileDialog({ profile, onRemoved, onClose }: RemoveProfileDialogProps) {
  const store = useKioskStore();
  const queryClient = useQueryClient();
  // D10, K11: the real administrators' profiles, as main last listed them; main checks again.
  const administrators = useProfileList().profiles.filter((each) => actsAsAdministratorFor(each, undefined));
  const [administratorId, setAdministratorId] = useState('');
  /** Main's words about what is still unsent, once it has asked for confirmation. */
  const [unsent, setUnsent] = useState<string | null>(null);
  const [shown, setShown] = useState(profile);
  // Each opening starts at the PIN, reset while rendering (react.dev "Adjusting some state when a prop changes").
  if (profile !== shown) {
    setShown(profile);
    setUnsent(null);
  }
  const chosenId = administrators.some((each) => each.id === administratorId) ? administratorId : (administrators[0]?.id ?? '');

  const { pin, setPin, state, tried, formProps, pinInput, refusal } = usePinAttempt(profile, async (pin) => {
    if (profile === null || chosenId === '') return null;
    const confirmUnsent = unsent !== null && { confirmUnsent: true };
    const outcome = await outcomeOf(dataOf('profiles:remove', { profileId: profile.id, administratorId: chosenId, pin, ...confirmUnsent }));
    if (outcome.status !== 'failed') {
      // Main signs out of a profile removed while in use: the screens follow.
      if (store.getState().session?.profile?.id === profile.id) await store.getState().loadSession();
      updateCached(queryClient, 'profiles:list', (listed) => ({ profiles: listed.profiles.filter((each) => each.id !== profile.id) }));
      onRemoved(profile);
      return null;
    }
    if (needsConfirmation(outcome)) {
      setUnsent(outcome.message);
      return idle;
    }
    // Any other answer goes back to the PIN, with main's words next to it or below it.
    setUnsent(null);
    return outcome;
  });
  const warning = useRef<HTMLParagraphElement>(null);
  // The PIN step's button is gone: focus goes to what main said, read first.
  useEffect(() => {
    if (unsent !== null) warning.current?.focus();
  }, [unsent]);

  const name = profile?.displayName ?? '';
  const busy = state.status === 'working';
  return (
    <ModalDialog open={profile !== null} labelledBy={headingId} describedBy={saysId} onClose={onClose}>
      {profile && (
        <form className="stack" {...formProps}>
          <h2 id={headingId}>{say('start.remove.heading', { name })}</h2>
          <p id={saysId} className="muted">
            {say('start.remove.says', { name })}
          </p>
          {administrators.length === 0 ? (
            <p className="notice notice--failed">{say('start.remove.noAdministrator')}</p>
          ) : unsent === null ? (
            <>
              <p>{say('start.remove.askAdministrator')}</p>
              <AdministratorSelect
                label={say('start.remove.administrator')}
                administrators={administrators}
                chosenId={chosenId}
                onChoose={setAdministratorId}
              />
              <PinField label={say('start.remove.pin')} value={pin} tried={tried} error={refusal} inputRef={pinInput} onChange={setPin} />
            </>
          ) : (
            <p className="notice notice--queued" role="alert" tabIndex={-1} ref={warning}>
              {unsent}
            </p>
          )}
          <AsyncStatus state={refusal === undefined ? state : idle} working={say('start.remove.removing')} />
          <div className="row row--end">
            <button type="button" className="button button--quiet" onClick={onClose}>
              {say(administrators.length === 0 ? 'start.remove.close' : 'start.cancel')}
            </button>
            {administrators.length > 0 && (
              <button type="submit" className="button button--danger" disabled={busy}>
                {unsent === null ? say('start.remove.named', { name }) : say('start.remove.anyway')}
              </button>
            )}
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
