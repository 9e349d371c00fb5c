import { useState } from 'react';
import { AsyncStatus } from '../../components/async-status';
import { Field } from '../../components/field';
import { fieldError } from '../../store/async-state';
import { queryStateOf } from '../../queries/query-state';
import { useKioskQuery } from '../../queries/use-kiosk-query';
import { useKiosk } from '../../store/kiosk-store';
import { AdministrationNotice } from './administration-notice';
import { roleWords } from './role-words';
import { useAdministrationChange } from './use-administration-change';
import { useConfirmedChange } from './use-confirmed-change';
import { userName } from './user-name';
import { Say, say } from './words';

/** "Renew this profile's credentials" (D11, K9): a new pair, tried with the service, kept in the keychain, never shown (K1). */
export function CredentialsSection() {
  const profile = useKiosk((state) => state.session?.profile);
  const renew = useAdministrationChange('credentials:renew');
  const loadSession = useKiosk((state) => state.loadSession);
  const { ask, outcome, dialog } = useConfirmedChange();
  const [userId, setUserId] = useState('');
  // Main asks whose profile this is when it cannot know (a profile it did not make itself).
  const askedForUser = fieldError(outcome, 'userId');
  const [choosing, setChoosing] = useState(false);
  if (askedForUser !== undefined && !choosing) setChoosing(true);
  const listed = useKioskQuery('users:list', { pageNumber: 1 }, { enabled: choosing });
  const users = listed.data?.users ?? [];
  const name = profile?.displayName ?? say('administration.credentials.thisProfile');
  const start = () =>
    ask({
      title: say('administration.credentials.renew.title', { name }),
      says: say('administration.credentials.renew.says'),
      submitLabel: say('administration.credentials.renew.submit'),
      run: (pin) =>
        renew(choosing && userId !== '' ? { pin, userId } : { pin }, ({ profile, secretStoredIn }) => {
          void loadSession();
          return `“${profile.displayName}” now uses new API credentials, checked with the service. The new secret went straight to ${secretStoredIn}; the old pair no longer works.`;
        }),
    });
  return (
    <section className="card stack" aria-labelledby="credentials-heading">
      <h2 id="credentials-heading">{say('administration.section.credentials')}</h2>
      <p>
        {profile ? (
          <Say id="administration.credentials.inUseAt" values={{ name, branch: profile.branch.name }} components={{ 0: <strong /> }} />
        ) : (
          <Say id="administration.credentials.inUse" values={{ name }} components={{ 0: <strong /> }} />
        )}
      </p>
      {choosing && (
        <Field label={say('administration.credentials.whose')} hint={say('administration.credentials.whoseHint')} error={askedForUser}>
          {(control) => (
            <select {...control} className="select" value={userId} onChange={(event) => setUserId(event.target.value)}>
              <option value="">{say('administration.credentials.chooseUser')}</option>
              {users.map((user) => (
                <option key={user.id} value={user.id}>
                  {userName(user)} · {user.email} · {roleWords(user.role)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {choosing && (
        <AsyncStatus
          state={queryStateOf(listed)}
          working={say('administration.users.loading')}
          failedLead={say('administration.users.notLoaded')}
          onRetry={() => void listed.refetch()}
        />
      )}
      <AdministrationNotice />
      <AsyncStatus state={askedForUser === undefined ? outcome : { status: 'idle' }} working={say('administration.credentials.renewing')} />
      <div className="row">
        <button type="button" className="button button--primary" disabled={choosing && userId === ''} onClick={start}>
          {say('administration.credentials.renew')}
        </button>
      </div>
      {dialog}
    </section>
  );
}
