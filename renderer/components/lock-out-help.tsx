import type { AsyncState } from '../store/async-state';
import { say } from './shared-words';
import { useTickingClock } from './use-ticking-clock';
import './lock-out-help.css';

/**
 * After five wrong PINs (K6, K11, K15): what happened in plain words, the pause counting down, and the way out that does
 * not mean waiting (D10). Nothing while `state` is not a pause.
 */
export function LockOutHelp({ state, onAskAdministrator }: { state: AsyncState; onAskAdministrator(): void }) {
  if (state.status !== 'failed' || state.code !== 'too-many-attempts') return null;
  return (
    <div className="lock-out stack">
      <p>{say('shared.lockOut.explain')}</p>
      {state.retryAt !== undefined && <PauseCountdown until={state.retryAt} />}
      <div className="row">
        <button type="button" className="button button--secondary" onClick={onAskAdministrator}>
          {say('shared.lockOut.askAdministrator')}
        </button>
      </div>
    </div>
  );
}

/** The pause's time left, each second; the right PIN gets the same refusal until then, and the words say why. */
function PauseCountdown({ until }: { until: number }) {
  const now = useTickingClock();
  const seconds = Math.max(0, Math.ceil((until - now) / 1_000));
  if (seconds === 0) return <p className="lock-out__count">{say('shared.lockOut.over')}</p>;
  const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return <p className="lock-out__count">{say('shared.lockOut.countdown', { time })}</p>;
}
