import type { AsyncState } from '../store/async-state';

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
      {state.status === 'failed' && <p className="notice notice--failed">{state.message}</p>}
    </div>
  );
}
