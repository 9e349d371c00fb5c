import { useState } from 'react';
import type { AsyncState } from '../store/async-state';
import { AsyncStatus } from './async-status';
import { Field } from './field';
import { ModalDialog } from './modal-dialog';

interface PinDialogProps {
  open: boolean;
  title: string;
  intro: string;
  submitLabel: string;
  state: AsyncState;
  onSubmit(pin: string): void;
  onClose(): void;
}

const pinPattern = /^\d{4,8}$/;

/** The staff PIN, asked in a modal dialog. */
export function PinDialog({ open, title, intro, submitLabel, state, onSubmit, onClose }: PinDialogProps) {
  const [pin, setPin] = useState('');
  const [tried, setTried] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  // A closed dialog forgets its PIN, reset while rendering rather than in an effect (react.dev "Adjusting some state when a prop changes").
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) {
      setPin('');
      setTried(false);
    }
  }
  const error = tried && !pinPattern.test(pin) ? 'The PIN is 4 to 8 digits.' : undefined;
  return (
    <ModalDialog open={open} labelledBy="pin-dialog-title" onClose={onClose}>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (pinPattern.test(pin)) onSubmit(pin);
        }}
      >
        <h2 id="pin-dialog-title">{title}</h2>
        <p className="muted">{intro}</p>
        <Field label="Staff PIN" error={error}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
              value={pin}
              onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
            />
          )}
        </Field>
        <AsyncStatus state={state} working="Checking…" />
        <div className="row row--end">
          <button type="button" className="button button--quiet" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={state.status === 'working'}>
            {submitLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
