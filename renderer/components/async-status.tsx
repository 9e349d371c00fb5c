import type { KioskErrorCode } from '../../shared/contract';
import type { AsyncState } from '../store/async-state';

/** K7: not a failure: it may well have arrived, so it reads as a caution, not an error. */
function mayHaveArrived(code: KioskErrorCode): boolean {
  return code === 'outcome-unknown' || code === 'needs-confirmation';
}

interface AsyncStatusProps {
  state: AsyncState;
  working: string;
  done?: string;
}

/** Every async action shows where it is: working, done, or failed with the reason in plain words. */
export function AsyncStatus({ state, working, done }: AsyncStatusProps) {
  return (
    <div role="status" aria-live="polite">
      {state.status === 'working' && <p className="notice notice--working">{working}</p>}
      {state.status === 'done' && done && <p className="notice notice--done">{done}</p>}
      {state.status === 'failed' && (
        <p className={`notice ${mayHaveArrived(state.code) ? 'notice--queued' : 'notice--failed'}`}>{state.message}</p>
      )}
    </div>
  );
}
