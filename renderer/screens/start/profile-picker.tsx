import { useEffect, useState } from 'react';
import type { ProfileSummary } from '../../../shared/contract/session';
import { AsyncStatus } from '../../components/async-status';
import { kiosk } from '../../kiosk';
import { useKiosk } from '../../store/kiosk-store';
import { ProfileSetupForm } from './profile-setup-form';
// The staff frame's header look (environment banner, brand), before any profile is in use.
import '../../components/page-frame.css';
import './start.css';

const environmentLabel = { training: 'Training', sandbox: 'Provider sandbox', live: 'Live' } as const;
// D10: shown once the service has told the role; an unknown role is shown as nothing, never as an administrator.
const roleLabel = { ADMINISTRATOR: ' · Administrator', 'TEAM MEMBER': ' · Team member', unknown: '' } as const;

/** Who is using the kiosk: a staff profile for one branch (K1: names only, never credentials). */
export function ProfilePicker() {
  const profiles = useKiosk((state) => state.profiles);
  const profilesState = useKiosk((state) => state.profilesState);
  const sessionState = useKiosk((state) => state.sessionState);
  const keychain = useKiosk((state) => state.session?.keychain);
  const loadProfiles = useKiosk((state) => state.loadProfiles);
  const selectProfile = useKiosk((state) => state.selectProfile);
  const [settingUp, setSettingUp] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'done' | 'failed'; text: string } | null>(null);
  const [removing, setRemoving] = useState<ProfileSummary | null>(null);
  useEffect(() => void loadProfiles(), [loadProfiles]);

  const remove = async (profile: ProfileSummary) => {
    const removed = await kiosk().profiles.remove({ profileId: profile.id });
    setRemoving(null);
    setNotice(
      removed.ok
        ? { tone: 'done', text: `${profile.displayName} was removed, with its credentials.` }
        : { tone: 'failed', text: removed.error.message },
    );
    await loadProfiles();
  };

  return (
    <div className="frame">
      <div className="env-banner env-banner--sandbox" role="note" aria-label="Environment">
        No staff profile in use yet
      </div>
      <header className="topbar">
        <div className="brand">
          <span className="brand__name">Finance Kiosk</span>
          <span className="brand__branch">Choose a profile to begin</span>
        </div>
      </header>
      <main className="content">
        {settingUp ? (
          <div className="centre centre--wide">
            <ProfileSetupForm
              onCancel={() => setSettingUp(false)}
              onAdded={(profile) => {
                setSettingUp(false);
                setNotice({ tone: 'done', text: `${profile.displayName} (${profile.branch.name}) is ready to use.` });
                void loadProfiles();
              }}
            />
          </div>
        ) : (
          <section className="card stack centre centre--picker" aria-labelledby="profiles-heading">
            <h1 id="profiles-heading">Who is using the kiosk?</h1>
            <p className="muted">Choose your staff profile. The branch comes with it.</p>
            <AsyncStatus state={profilesState} working="Loading profiles…" />
            <div role="status" aria-live="polite">
              {notice && <p className={`notice notice--${notice.tone}`}>{notice.text}</p>}
            </div>
            <ul className="list-plain">
              {profiles.map((profile) => (
                <li key={profile.id} className="row message profile-row">
                  <span>
                    <strong>{profile.displayName}</strong>
                    <br />
                    <span className="muted small">
                      {profile.branch.name} · {environmentLabel[profile.environment]}
                      {roleLabel[profile.role]}
                    </span>
                  </span>
                  {removing?.id === profile.id ? (
                    <span className="row">
                      <span>Remove {profile.displayName} and its credentials?</span>
                      <button type="button" className="button button--quiet" onClick={() => setRemoving(null)}>
                        Keep
                      </button>
                      <button type="button" className="button button--danger" onClick={() => void remove(profile)}>
                        Yes, remove
                      </button>
                    </span>
                  ) : (
                    <span className="row">
                      {profile.environment !== 'training' && (
                        <button
                          type="button"
                          className="button button--quiet"
                          aria-label={`Remove ${profile.displayName}`}
                          onClick={() => setRemoving(profile)}
                        >
                          Remove
                        </button>
                      )}
                      <button type="button" className="button button--primary" onClick={() => void selectProfile(profile.id)}>
                        Use {profile.displayName}
                      </button>
                    </span>
                  )}
                </li>
              ))}
            </ul>
            <AsyncStatus state={sessionState} working="Signing in…" />
            {keychain?.available === false ? (
              // Main's plain words for staff; the technical reason is in main's log only.
              <p className="notice notice--queued">
                {keychain.reason ?? 'Profiles for the real service cannot be saved on this computer.'}
              </p>
            ) : (
              <div className="row row--end">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    setNotice(null);
                    setSettingUp(true);
                  }}
                >
                  Set up a profile
                </button>
              </div>
            )}
          </section>
        )}
      </main>
    </div>
  );
}
