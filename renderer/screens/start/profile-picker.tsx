import { useEffect } from 'react';
import { AsyncStatus } from '../../components/async-status';
import { useKiosk } from '../../store/kiosk-store';

const environmentLabel = { training: 'Training', sandbox: 'Provider sandbox', live: 'Live' } as const;

/** Who is using the kiosk: a staff profile for one branch (K1: names only, never credentials). */
export function ProfilePicker() {
  const profiles = useKiosk((state) => state.profiles);
  const profilesState = useKiosk((state) => state.profilesState);
  const sessionState = useKiosk((state) => state.sessionState);
  const loadProfiles = useKiosk((state) => state.loadProfiles);
  const selectProfile = useKiosk((state) => state.selectProfile);
  useEffect(() => void loadProfiles(), [loadProfiles]);
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
      <section className="card stack centre" aria-labelledby="profiles-heading">
        <h1 id="profiles-heading">Who is using the kiosk?</h1>
        <p className="muted">Choose your staff profile. The branch comes with it.</p>
        <AsyncStatus state={profilesState} working="Loading profiles…" />
        <ul className="list-plain">
          {profiles.map((profile) => (
            <li key={profile.id} className="row message" style={{ justifyContent: 'space-between' }}>
              <span>
                <strong>{profile.displayName}</strong>
                <br />
                <span className="muted small">
                  {profile.branch.name} · {environmentLabel[profile.environment]}
                </span>
              </span>
              <button type="button" className="button button--primary" onClick={() => void selectProfile(profile.id)}>
                Use {profile.displayName}
              </button>
            </li>
          ))}
        </ul>
        <AsyncStatus state={sessionState} working="Signing in…" />
      </section>
    </main>
    </div>
  );
}
