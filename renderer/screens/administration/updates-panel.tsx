import { useEffect } from 'react';
import { AsyncStatus } from '../../components/async-status';
import { useKiosk } from '../../store/kiosk-store';
import { holdWords, updatePhaseWords } from './update-words';
import { useConfirmedChange } from './use-confirmed-change';

/**
 * K13: where this kiosk's update is, what it waits for, and an administrator's "look now" and "install now" (K9: the staff
 * PIN again). Install now still waits for a customer being served and for anything unsent, and says so.
 */
export function UpdatesPanel() {
  const status = useKiosk((state) => state.update);
  const options = useKiosk((state) => state.kioskOptions);
  const load = useKiosk((state) => state.loadUpdate);
  const check = useKiosk((state) => state.checkForUpdate);
  const installNow = useKiosk((state) => state.installUpdateNow);
  const { ask, outcome, dialog } = useConfirmedChange();
  useEffect(() => void load(), [load]);

  if (status === null) return null;
  const { phase, holds } = status;
  const mayCheck = phase !== 'unsupported' && phase !== 'ready' && phase !== 'installing' && phase !== 'checking';
  return (
    <section className="card stack" aria-labelledby="updates-heading">
      <h2 id="updates-heading">Updates</h2>
      <p role="status">{updatePhaseWords(status, options.quietHour)}</p>
      {phase === 'downloading' && (
        <progress className="update-progress" max={100} value={status.downloadedPercent ?? 0} aria-label="Update downloaded" />
      )}
      {phase === 'ready' && holds.length > 0 && (
        <div>
          <p className="field__label">Waiting because:</p>
          <ul className="update-holds">
            {holds.map((hold) => (
              <li key={hold}>{holdWords(hold, options.staffIdleSeconds, options.quietHour)}</li>
            ))}
          </ul>
        </div>
      )}
      <AsyncStatus state={outcome} working="Asking…" failedLead="Not done:" />
      <div className="row row--end">
        {mayCheck && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              ask({
                title: 'Look for an update',
                says: 'The kiosk looks now and, if there is one, downloads it in the background.',
                submitLabel: 'Look now',
                run: check,
              })
            }
          >
            Look for an update now
          </button>
        )}
        {phase === 'ready' && (
          <button
            type="button"
            className="button button--primary"
            onClick={() =>
              ask({
                title: 'Install the update now',
                says: 'The kiosk restarts to install it as soon as no customer is being served and nothing is unsent, without waiting for the quiet hour.',
                submitLabel: 'Install now',
                run: installNow,
              })
            }
          >
            Install now
          </button>
        )}
      </div>
      {dialog}
    </section>
  );
}
