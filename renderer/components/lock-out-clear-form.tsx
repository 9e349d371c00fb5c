import { useEffect, useRef, useState } from 'react';
import { actsAsAdministratorFor } from '../../shared/profiles/administrator-rule';
import { useProfileList } from '../queries/profile-list';
import { useKiosk } from '../store/kiosk-store';
import { AsyncStatus } from './async-status';
import { Field } from './field';
import { isStaffPin, PinField } from './pin-field';
import { say } from './shared-words';
import { useTriedForm } from './use-tried-form';

interface LockOutClearFormProps {
  headingId: string;
  submitLabel: string;
  onCleared(): void;
  onBack(): void;
}

/** D10, K11: an administrator profile on this kiosk clears a lock-out with its own staff PIN; nobody else is offered. */
export function LockOutClearForm({ headingId, submitLabel, onCleared, onBack }: LockOutClearFormProps) {
  const clearLockOut = useKiosk((state) => state.clearLockOut);
  const lockedBy = useKiosk((state) => state.session?.profile ?? undefined);
  const sessionState = useKiosk((state) => state.sessionState);
  // The roles as main knows them now (read as the form opens), not as they were when the list was last loaded.
  const { profiles, list } = useProfileList();
  const administrators = list.isFetching || list.isPending ? null : profiles.filter((profile) => actsAsAdministratorFor(profile, lockedBy));
  const [pickedId, setChosenId] = useState('');
  const chosenId = administrators?.some((each) => each.id === pickedId) ? pickedId : (administrators?.[0]?.id ?? '');
  const [pin, setPin] = useState('');
  const [asked, setAsked] = useState(false);
  const { tried, formProps } = useTriedForm(() => {
    if (!chosenId || !isStaffPin(pin)) return;
    setAsked(true);
    void clearLockOut(chosenId, pin).then((ok) => ok && onCleared());
  });
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that opened this form is gone, so focus starts on its heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <form className="stack" {...formProps}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {say('shared.lockOutClear.heading')}
      </h2>
      {administrators === null ? (
        <p className="notice notice--working">{say('shared.lockOutClear.finding')}</p>
      ) : administrators.length === 0 ? (
        <p className="notice notice--failed">{say('shared.lockOutClear.none')}</p>
      ) : (
        <>
          <p className="muted">{say('shared.lockOutClear.lead')}</p>
          <Field label={say('shared.lockOutClear.administrator')}>
            {(control) => (
              <select {...control} className="select" value={chosenId} onChange={(event) => setChosenId(event.target.value)}>
                {administrators.map((profile) => (
                  <option key={profile.id} value={profile.id}>
                    {say('shared.lockOutClear.option', { name: profile.displayName, branch: profile.branch.name })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <PinField label={say('shared.lockOutClear.pin')} value={pin} tried={tried} onChange={setPin} />
          {/* Only what this form's own attempt gave, not the pause that led here. */}
          {asked && <AsyncStatus state={sessionState} working={say('shared.checking')} />}
        </>
      )}
      <div className="row row--end">
        <button type="button" className="button button--quiet" onClick={onBack}>
          {say('shared.back')}
        </button>
        {administrators !== null && administrators.length > 0 && (
          <button type="submit" className="button button--primary" disabled={sessionState.status === 'working'}>
            {submitLabel}
          </button>
        )}
      </div>
    </form>
  );
}
