import { say } from './shared-words';
import './lock-out-help.css';

/** After five wrong PINs (K6, K11): what happened in plain words, and the way out that does not mean waiting (D10). */
export function LockOutHelp({ onAskAdministrator }: { onAskAdministrator(): void }) {
  return (
    <div className="lock-out stack">
      <p>{say('shared.lockOut.explain')}</p>
      <div className="row">
        <button type="button" className="button button--secondary" onClick={onAskAdministrator}>
          {say('shared.lockOut.askAdministrator')}
        </button>
      </div>
    </div>
  );
}
