import { useEffect, useRef, useState } from 'react';
import type { ProfileSummary } from '../../../shared/contract/session';
import { newStaffPinRule } from '../../../shared/staff-pin-rule';
import { AsyncStatus } from '../../components/async-status';
import { EnvironmentBanner } from '../../components/page-frame';
import { isNewStaffPin, NewPinFields } from '../../components/pin-field';
import { ProductVersion } from '../../components/product-version';
import { useTriedForm } from '../../components/use-tried-form';
import { useKiosk } from '../../store/kiosk-store';
import '../../components/page-frame.css';
import './start.css';
import { say } from './words';

const headingId = 'first-pin-heading';

/**
 * Issue 38, K6: the profile in use has no staff PIN yet (training's on first start), so it is chosen here, before any
 * other screen and so before any customer, not at the first hand-over with the customer watching.
 */
export function FirstPinScreen({ profile }: { profile: ProfileSummary }) {
  const choosePin = useKiosk((state) => state.choosePin);
  const sessionState = useKiosk((state) => state.sessionState);
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const { tried, formProps } = useTriedForm(() => {
    if (isNewStaffPin(pin) && again === pin) void choosePin(pin);
  });
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div className="frame">
      <EnvironmentBanner environment={profile.environment} />
      <header className="topbar">
        <div className="brand">
          <ProductVersion className="brand__name" />
          <span className="brand__branch">
            {profile.branch.name} · {profile.displayName}
          </span>
        </div>
      </header>
      <main className="content">
        <form className="card stack centre centre--picker" aria-labelledby={headingId} {...formProps}>
          <h1 id={headingId}>{say('start.firstPin.heading')}</h1>
          <p className="muted">{say('start.firstPin.lead', { rule: newStaffPinRule })}</p>
          <NewPinFields
            pin={pin}
            again={again}
            tried={tried}
            inputRef={first}
            mismatch={say('start.setup.pin.mismatch')}
            onPin={setPin}
            onAgain={setAgain}
          />
          <AsyncStatus state={sessionState} working={say('start.firstPin.saving')} />
          <div className="row row--end">
            <button type="submit" className="button button--primary" disabled={sessionState.status === 'working'}>
              {say('start.firstPin.submit')}
            </button>
          </div>
        </form>
      </main>
    </div>
  );
}
