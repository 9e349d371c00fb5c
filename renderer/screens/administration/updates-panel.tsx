import { useQueryClient } from '@tanstack/react-query';
import type { UpdateStatus } from '../../../shared/contract/updates';
import { AsyncStatus } from '../../components/async-status';
import { updateCached } from '../../queries/channel-cache';
import { outcomeOf } from '../../queries/outcome-of';
import { dataOf } from '../../queries/kiosk-call';
import { useKioskQuery } from '../../queries/use-kiosk-query';
import { useKiosk } from '../../store/kiosk-store';
import { holdWords, updatePhaseWords } from './update-words';
import { useConfirmedChange } from './use-confirmed-change';
import { say } from './words';

/**
 * K13: where this kiosk's update is, what it waits for, and an administrator's "look now" and "install now" (K9: the staff
 * PIN again). Install now still waits for a customer being served and for anything unsent, and says so.
 */
export function UpdatesPanel() {
  // `updates:changed` keeps it current as it goes (kiosk-events.ts).
  const status = useKioskQuery('updates:status', {}).data;
  const options = useKiosk((state) => state.kioskOptions);
  // Each answers with the update as it is now.
  const queryClient = useQueryClient();
  // Called straight, not as mutations: nothing keeps the PIN once answered.
  const settle = (now: UpdateStatus) => updateCached(queryClient, 'updates:status', () => now);
  const { ask, outcome, dialog } = useConfirmedChange();

  if (status === undefined) return null;
  const { phase, holds } = status;
  const mayCheck = phase !== 'unsupported' && phase !== 'ready' && phase !== 'installing' && phase !== 'checking';
  return (
    <section className="card stack" aria-labelledby="updates-heading">
      <h2 id="updates-heading">{say('administration.updates.heading')}</h2>
      <p role="status">{updatePhaseWords(status, options.quietHour)}</p>
      {phase === 'downloading' && (
        <progress
          className="update-progress"
          max={100}
          value={status.downloadedPercent ?? 0}
          aria-label={say('administration.updates.downloaded')}
        />
      )}
      {phase === 'ready' && holds.length > 0 && (
        <div>
          <p className="field__label">{say('administration.updates.waiting')}</p>
          <ul className="update-holds">
            {holds.map((hold) => (
              <li key={hold}>{holdWords(hold, options.staffIdleSeconds, options.quietHour)}</li>
            ))}
          </ul>
        </div>
      )}
      <AsyncStatus state={outcome} working={say('administration.updates.asking')} failedLead={say('administration.updates.notDone')} />
      <div className="row row--end">
        {mayCheck && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              ask({
                title: say('administration.updates.lookTitle'),
                says: say('administration.updates.lookSays'),
                submitLabel: say('administration.updates.lookSubmit'),
                run: (pin) => outcomeOf(dataOf('updates:check', { pin }).then(settle)),
              })
            }
          >
            {say('administration.updates.look')}
          </button>
        )}
        {phase === 'ready' && (
          <button
            type="button"
            className="button button--primary"
            onClick={() =>
              ask({
                title: say('administration.updates.installTitle'),
                says: say('administration.updates.installSays'),
                submitLabel: say('administration.updates.install'),
                run: (pin) => outcomeOf(dataOf('updates:installNow', { pin }).then(settle)),
              })
            }
          >
            {say('administration.updates.install')}
          </button>
        )}
      </div>
      {dialog}
    </section>
  );
}
