import { holdStillMs, type HandsFree } from '../../capture/scan/held-still';
import { say } from './words';

/** What is said, once, as hands-free's state changes: never the countdown's every step. */
const announced: Record<HandsFree['kind'], string> = {
  looking: '',
  holding: say('capture.handsFree.saidHolding'),
  capture: say('capture.handsFree.saidCapture'),
  taken: say('capture.handsFree.saidTaken'),
};

/** Over the preview, where staff are looking: what hands-free sees, with a countdown while a page is held still. */
export function HandsFreeStatus({ state }: { state: HandsFree }) {
  const left = state.kind === 'holding' ? state.remainingMs : 0;
  return (
    <>
      <div className="hands-free" aria-hidden="true">
        {state.kind === 'holding' ? (
          <>
            <span>{say('capture.handsFree.holding', { seconds: (left / 1000).toFixed(1) })}</span>
            <span className="hands-free__bar">
              <span className="hands-free__fill" style={{ width: `${(100 * (holdStillMs - left)) / holdStillMs}%` }} />
            </span>
          </>
        ) : (
          <span>{say(state.kind === 'looking' ? 'capture.handsFree.looking' : 'capture.handsFree.taken')}</span>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announced[state.kind]}
      </p>
    </>
  );
}
