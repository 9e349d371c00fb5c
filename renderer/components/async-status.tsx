import type { KioskErrorCode } from '../../shared/contract';
import type { AsyncState } from '../store/async-state';
import { say } from '../app-words';
import './async-status.css';

/** K7: not a failure: it may well have arrived, so it reads as a caution, not an error. */
function mayHaveArrived(code: KioskErrorCode): boolean {
  return code === 'outcome-unknown' || code === 'needs-confirmation';
}

/** Trying again helps when the line or the provider failed, not when the details were refused. */
export function worthRetrying(code: KioskErrorCode): boolean {
  return code === 'unavailable' || code === 'service-error' || code === 'internal';
}

interface AsyncStatusProps {
  state: AsyncState;
  working: string;
  done?: string;
  /** What failed, before the reason: "The quotes could not be loaded:". */
  failedLead?: string;
  /** Asks again as it was, nothing edited; offered only where trying again can help. */
  onRetry?: () => void;
}

/** Every async action shows where it is: working, done, or failed with the reason in plain words (one region per area). */
export function AsyncStatus({ state, working, done, failedLead, onRetry }: AsyncStatusProps) {
  return (
    <div role="status" aria-live="polite">
      {state.status === 'working' && <p className="notice notice--working">{working}</p>}
      {state.status === 'done' && done && <p className="notice notice--done">{done}</p>}
      {state.status === 'failed' && (
        <div className={`notice ${mayHaveArrived(state.code) ? 'notice--queued' : 'notice--failed'} notice--retry spread`}>
          <p>{failedLead === undefined ? state.message : `${failedLead} ${state.message}`}</p>
          {onRetry && worthRetrying(state.code) && (
            <button type="button" className="button button--quiet" onClick={onRetry}>
              {say('app.retry')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
