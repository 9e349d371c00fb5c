import { useEffect, useState } from 'react';
import { AsyncStatus } from '../../components/async-status';
import { Field } from '../../components/field';
import { fieldError } from '../../store/async-state';
import { useKiosk } from '../../store/kiosk-store';
import { AdministrationNotice } from './administration-notice';
import { roleWords } from './role-words';
import { useConfirmedChange } from './use-confirmed-change';
import { userName } from './user-name';

/** "Renew this profile's credentials" (D11, K9): a new pair, tried with the service, kept in the keychain, never shown (K1). */
export function CredentialsSection() {
  const profile = useKiosk((state) => state.session?.profile);
  const renew = useKiosk((state) => state.renewCredentials);
  const users = useKiosk((state) => state.users);
  const usersState = useKiosk((state) => state.usersState);
  const loadUsers = useKiosk((state) => state.loadUsers);
  const { ask, outcome, dialog } = useConfirmedChange();
  const [userId, setUserId] = useState('');
  // Main asks whose profile this is when it cannot know (a profile it did not make itself).
  const askedForUser = fieldError(outcome, 'userId');
  const [choosing, setChoosing] = useState(false);
  if (askedForUser !== undefined && !choosing) setChoosing(true);
  useEffect(() => {
    if (choosing) void loadUsers({ search: '' });
  }, [choosing, loadUsers]);
  const name = profile?.displayName ?? 'this profile';
  const start = () =>
    ask({
      title: `Renew the credentials of “${name}”`,
      says: `New API credentials are made, tried with the service and kept in this kiosk’s secure store; the profile switches to them and the old pair stops working. Nobody sees the new secret.`,
      submitLabel: 'Renew credentials',
      run: (pin) => renew(pin, choosing && userId !== '' ? userId : undefined),
    });
  return (
    <section className="card stack" aria-labelledby="credentials-heading">
      <h2 id="credentials-heading">This kiosk’s credentials</h2>
      <p>
        The profile in use is <strong>{name}</strong>
        {profile && ` (${profile.branch.name})`}. Its API secret is kept in the kiosk’s secure store and never shown.
      </p>
      {choosing && (
        <Field
          label="Whose profile is this?"
          hint="The service cannot say whose a pair is; choose the user this profile acts as, once."
          error={askedForUser}
        >
          {(control) => (
            <select {...control} className="select" value={userId} onChange={(event) => setUserId(event.target.value)}>
              <option value="">Choose a user</option>
              {users.map((user) => (
                <option key={user.id} value={user.id}>
                  {userName(user)} · {user.email} · {roleWords[user.role]}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {choosing && (
        <AsyncStatus
          state={usersState}
          working="Loading users…"
          failedLead="The users could not be loaded:"
          onRetry={() => void loadUsers()}
        />
      )}
      <AdministrationNotice />
      <AsyncStatus state={askedForUser === undefined ? outcome : { status: 'idle' }} working="Renewing…" />
      <div className="row">
        <button type="button" className="button button--primary" disabled={choosing && userId === ''} onClick={start}>
          Renew this profile’s credentials
        </button>
      </div>
      {dialog}
    </section>
  );
}
