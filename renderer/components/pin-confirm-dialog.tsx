import { useState, type ReactNode } from 'react';
import { idle, working, type AsyncState } from '../store/async-state';
import { AsyncStatus } from './async-status';
import { ModalDialog } from './modal-dialog';
import { isStaffPin, PinField } from './pin-field';
import { say } from './shared-words';
import { useTriedForm } from './use-tried-form';

/** A change that waits for the staff PIN (K9): what it is called, what it does, and the call itself. */
export interface PinConfirmedChange {
  title: string;
  /** Exactly what happens, in plain words, read out with the title. */
  says: ReactNode;
  submitLabel: string;
  danger?: boolean;
  run(pin: string): Promise<AsyncState>;
}

/** A refusal about the PIN keeps the dialog open with main's words next to the field; anything else is the screen's to show. */
function aboutThePin(outcome: AsyncState): boolean {
  return outcome.status === 'failed' && (outcome.code === 'wrong-pin' || outcome.code === 'too-many-attempts');
}

const headingId = 'pin-confirm-title';
const saysId = 'pin-confirm-says';

/** K9: every administration change asks for the staff PIN of the profile in use again, in this one small dialog. */
export function PinConfirmDialog({ change, onClose }: { change: PinConfirmedChange | null; onClose(outcome: AsyncState): void }) {
  const [pin, setPin] = useState('');
  const [state, setState] = useState<AsyncState>(idle);
  const [shown, setShown] = useState(change);
  const submit = async (untried: () => void) => {
    if (change === null || !isStaffPin(pin)) return;
    setState(working);
    const outcome = await change.run(pin);
    if (aboutThePin(outcome)) {
      setPin('');
      untried();
      setState(outcome);
    } else onClose(outcome);
  };
  const { tried, reset, formProps } = useTriedForm((untried) => void submit(untried));
  // A new change starts with an empty PIN, reset while rendering (react.dev "Adjusting some state when a prop changes").
  if (change !== shown) {
    setShown(change);
    setPin('');
    reset();
    setState(idle);
  }
  // Main's own words on a wrong PIN (how many tries are left) go next to the field.
  const error = aboutThePin(state) && state.status === 'failed' ? state.message : undefined;
  return (
    <ModalDialog open={change !== null} labelledBy={headingId} describedBy={saysId} onClose={() => onClose(idle)}>
      {change && (
        <form className="stack" {...formProps}>
          <h2 id={headingId}>{change.title}</h2>
          <div id={saysId} className="admin-says">
            {change.says}
          </div>
          <PinField
            label={say('shared.staffPin')}
            hint={say('shared.pinConfirm.hint')}
            value={pin}
            tried={tried}
            error={error}
            onChange={setPin}
          />
          <AsyncStatus state={aboutThePin(state) ? idle : state} working={say('shared.pinConfirm.saving')} />
          <div className="row row--end">
            <button type="button" className="button button--quiet" onClick={() => onClose(idle)}>
              {say('shared.cancel')}
            </button>
            <button
              type="submit"
              className={change.danger === true ? 'button button--danger' : 'button button--primary'}
              disabled={state.status === 'working'}
            >
              {change.submitLabel}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
