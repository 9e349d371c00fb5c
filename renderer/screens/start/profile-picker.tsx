import { useState } from 'react';
import type { ProfileSummary } from '../../../shared/contract/session';
import { AsyncStatus } from '../../components/async-status';
import { EnvironmentBanner } from '../../components/page-frame';
import { ProductVersion } from '../../components/product-version';
import { useProfileList } from '../../queries/profile-list';
import { queryStateOf } from '../../queries/query-state';
import { useKiosk } from '../../store/kiosk-store';
import { ProfileSetupForm } from './profile-setup-form';
import { RemoveProfileDialog } from './remove-profile-dialog';
import { SwitchProfileDialog } from './switch-profile-dialog';
// The staff frame's header look (environment banner, brand), before any profile is in use.
import '../../components/page-frame.css';
import './start.css';
import { say } from './words';

const environmentLabel = {
  training: 'start.environment.training',
  sandbox: 'start.environment.sandbox',
  live: 'start.environment.live',
} as const;
// D10: shown once the service has told the role; an unknown role is shown as nothing, never as an administrator.
const roleLabel = { ADMINISTRATOR: 'start.role.administrator', 'TEAM MEMBER': 'start.role.teamMember' } as const;

/**
 * Who is using the kiosk: a staff profile for one branch (K1: names only, never credentials). K11: "Switch profile"
 * comes here with the profile in use still in use, and another is used only with its own staff PIN.
 */
export function ProfilePicker() {
  const { profiles, list } = useProfileList();
  const keychain = useKiosk((state) => state.session?.keychain);
  // K15: main's one line when it did not believe the staff profiles file this run (main's words, as the keychain's).
  const refusedProfiles = useKiosk((state) => state.session?.notice);
  const current = useKiosk((state) => state.session?.profile ?? null);
  const keepProfile = useKiosk((state) => state.keepProfile);
  const [settingUp, setSettingUp] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'done' | 'failed'; text: string } | null>(null);
  const [switchingTo, setSwitchingTo] = useState<ProfileSummary | null>(null);
  const [removing, setRemoving] = useState<ProfileSummary | null>(null);

  return (
    <div className="frame">
      {current ? (
        <EnvironmentBanner environment={current.environment} />
      ) : (
        <div className="env-banner env-banner--sandbox" role="note" aria-label={say('start.environment.label')}>
          {say('start.environment.none')}
        </div>
      )}
      <header className="topbar">
        <div className="brand">
          <ProductVersion className="brand__name" />
          <span className="brand__branch">
            {current ? say('start.picker.staysInUse', { name: current.displayName }) : say('start.picker.choose')}
          </span>
        </div>
      </header>
      <main className="content">
        {settingUp ? (
          <div className="centre centre--wide">
            <ProfileSetupForm
              onCancel={() => setSettingUp(false)}
              onAdded={(profile) => {
                setSettingUp(false);
                setNotice({ tone: 'done', text: say('start.picker.ready', { name: profile.displayName, branch: profile.branch.name }) });
                void list.refetch();
              }}
            />
          </div>
        ) : (
          <section className="card stack centre centre--picker" aria-labelledby="profiles-heading">
            <h1 id="profiles-heading">{say('start.picker.heading')}</h1>
            <p className="muted">{say('start.picker.lead')}</p>
            <AsyncStatus state={queryStateOf(list)} working={say('start.picker.loading')} />
            {refusedProfiles && <p className="notice notice--failed">{refusedProfiles}</p>}
            <div role="status" aria-live="polite">
              {notice && <p className={`notice notice--${notice.tone}`}>{notice.text}</p>}
            </div>
            <ul className="list-plain">
              {profiles.map((profile) => (
                <li key={profile.id} className="row message profile-row">
                  <span>
                    <strong>{profile.displayName}</strong>
                    {profile.id === current?.id && <span className="profile-row__in-use"> · {say('start.picker.inUse')}</span>}
                    <br />
                    <span className="muted small">
                      {profile.branch.name} · {say(environmentLabel[profile.environment])}
                      {profile.role !== 'unknown' && ` · ${say(roleLabel[profile.role])}`}
                    </span>
                  </span>
                  <span className="row">
                    {/* Shown to everyone: main asks for an administrator's PIN (K11). */}
                    {profile.environment !== 'training' && (
                      <button
                        type="button"
                        className="button button--quiet"
                        aria-label={say('start.remove.named', { name: profile.displayName })}
                        onClick={() => {
                          setNotice(null);
                          setRemoving(profile);
                        }}
                      >
                        {say('start.picker.remove')}
                      </button>
                    )}
                    {profile.id === current?.id ? (
                      <button type="button" className="button button--secondary" onClick={keepProfile}>
                        {say('start.picker.keepUsing', { name: profile.displayName })}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="button button--primary"
                        onClick={() => {
                          setNotice(null);
                          setSwitchingTo(profile);
                        }}
                      >
                        {say('start.picker.use', { name: profile.displayName })}
                      </button>
                    )}
                  </span>
                </li>
              ))}
            </ul>
            {keychain?.available === false ? (
              // Main's plain words for staff; the technical reason is in main's log only.
              <p className="notice notice--queued">{keychain.reason ?? say('start.picker.noKeychain')}</p>
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
                  {say('start.picker.setUp')}
                </button>
              </div>
            )}
          </section>
        )}
      </main>
      <SwitchProfileDialog profile={switchingTo} onClose={() => setSwitchingTo(null)} />
      <RemoveProfileDialog
        profile={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(profile) => {
          setRemoving(null);
          setNotice({ tone: 'done', text: say('start.picker.removed', { name: profile.displayName }) });
        }}
      />
    </div>
  );
}
