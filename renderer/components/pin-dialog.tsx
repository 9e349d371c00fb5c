import { useEffect, useRef, useState } from 'react';
import type { AsyncState } from '../store/async-state';
import { AsyncStatus } from './async-status';
import { Field } from './field';

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

/** The staff PIN, asked in a native modal dialog (focus stays inside, Escape closes it). */
export function PinDialog({ open, title, intro, submitLabel, state, onSubmit, onClose }: PinDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
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
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  const error = tried && !pinPattern.test(pin) ? 'The PIN is 4 to 8 digits.' : undefined;
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="pin-dialog-title" onClose={onClose}>
      {open && (
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
      )}
    </dialog>
  );
}
