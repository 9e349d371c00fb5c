import './lock-out-help.css';

/** After five wrong PINs (K6, K11): what happened in plain words, and the way out that does not mean waiting (D10). */
export function LockOutHelp({ onAskAdministrator }: { onAskAdministrator(): void }) {
  return (
    <div className="lock-out stack">
      <p>
        For safety, after five wrong PINs the kiosk stops taking PINs for a while: 5 minutes the first time, longer each time after. You can
        wait, or an administrator can clear this now with their own staff PIN.
      </p>
      <div className="row">
        <button type="button" className="button button--secondary" onClick={onAskAdministrator}>
          An administrator can clear this
        </button>
      </div>
    </div>
  );
}
