import { useState } from 'react';
import { dataOf } from '../queries/kiosk-call';
import { outcomeOf } from '../queries/outcome-of';
import { idle } from '../store/async-state';
import { useKiosk, useKioskStore } from '../store/kiosk-store';
import { AsyncStatus } from './async-status';
import { ModalDialog } from './modal-dialog';
import { PinField } from './pin-field';
import { usePinAttempt } from './use-pin-attempt';
import { say } from './words';

const headingId = 'close-kiosk-title';
const saysId = 'close-kiosk-says';

/**
 * K11: the window was closed (or the app quit) while the kiosk was locked or in customer mode. Main waits for the
 * staff PIN the kiosk was locked with. The customer may be the one who pressed close, so the words ask them only to
 * call staff, and Cancel takes them back to their own screen as it was.
 */
export function CloseKioskDialog() {
  const requested = useKiosk((store) => store.closeRequested);
  const dismiss = useKiosk((store) => store.dismissCloseRequest);
  const store = useKioskStore();
  const [quitting, setQuitting] = useState(false);
  const closeKiosk = (pin: string) =>
    outcomeOf(
      dataOf('app:quit', { pin }).then(async (answer) => {
        setQuitting(answer.quitting);
        // The right PIN unlocked the kiosk on the way; where it stays open, the screens show it so.
        if (!answer.quitting) await store.getState().loadSession();
      }),
    );
  // Each ask starts at the PIN (usePinAttempt); a right one closes the app, or (the browser host) only unlocks it.
  const { pin, setPin, state, tried, formProps, pinInput, refusal } = usePinAttempt(requested, closeKiosk);
  const outcome = state.status !== 'done' ? null : quitting ? 'closing' : 'not-closing';
  return (
    <ModalDialog open={requested} labelledBy={headingId} describedBy={saysId} onClose={dismiss}>
      {outcome === 'closing' ? (
        <div className="stack">
          <h2 id={headingId}>{say('components.closeKiosk.closingHeading')}</h2>
          <p id={saysId} className="notice notice--working" role="status">
            {say('components.closeKiosk.closing')}
          </p>
        </div>
      ) : outcome === 'not-closing' ? (
        // The browser host: the right PIN unlocked the kiosk, but a web page cannot close the browser it runs in.
        <div className="stack">
          <h2 id={headingId}>{say('components.closeKiosk.unlockedHeading')}</h2>
          <p id={saysId} className="notice notice--done" role="status">
            {say('components.closeKiosk.browserCannotClose')}
          </p>
          <div className="row row--end">
            <button type="button" className="button button--primary" onClick={dismiss}>
              {say('components.closeKiosk.ok')}
            </button>
          </div>
        </div>
      ) : (
        <form className="stack" {...formProps}>
          <h2 id={headingId}>{say('components.closeKiosk.heading')}</h2>
          <div id={saysId} className="stack">
            <p>{say('components.closeKiosk.staffOnly')}</p>
            <p className="muted">{say('components.closeKiosk.notStaff')}</p>
          </div>
          <PinField
            label={say('components.closeKiosk.pinLabel')}
            value={pin}
            tried={tried}
            error={refusal}
            inputRef={pinInput}
            onChange={setPin}
          />
          <AsyncStatus state={refusal === undefined ? state : idle} working={say('components.closeKiosk.checking')} />
          <div className="row row--end">
            <button type="button" className="button button--secondary" onClick={dismiss}>
              {say('components.closeKiosk.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={state.status === 'working'}>
              {say('components.closeKiosk.close')}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
