import { holdStillMs, type HandsFree } from '../../capture/scan/held-still';

/** What is said, once, as hands-free's state changes: never the countdown's every step. */
const announced: Record<HandsFree['kind'], string> = {
  looking: '',
  holding: 'Page found. Hold it still to capture.',
  capture: 'Capturing the page.',
  taken: 'Page captured. Take it away and put the next page in view.',
};

/** Over the preview, where staff are looking: what hands-free sees, with a countdown while a page is held still. */
export function HandsFreeStatus({ state }: { state: HandsFree }) {
  const left = state.kind === 'holding' ? state.remainingMs : 0;
  return (
    <>
      <div className="hands-free" aria-hidden="true">
        {state.kind === 'holding' ? (
          <>
            <span>Hold still: capturing in {(left / 1000).toFixed(1)} s</span>
            <span className="hands-free__bar">
              <span className="hands-free__fill" style={{ width: `${(100 * (holdStillMs - left)) / holdStillMs}%` }} />
            </span>
          </>
        ) : (
          <span>{state.kind === 'looking' ? 'Looking for a page…' : 'Captured. Put the next page in view.'}</span>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announced[state.kind]}
      </p>
    </>
  );
}
