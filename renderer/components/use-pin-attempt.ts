import { useEffect, useRef, useState, type RefObject } from 'react';
import { clearsThePin, idle, pinRefusal, working, type AsyncState } from '../store/async-state';
import { isStaffPin } from './pin-field';
import { useTriedForm, type TriedForm } from './use-tried-form';

export interface PinAttempt {
  pin: string;
  setPin(pin: string): void;
  state: AsyncState;
  tried: boolean;
  formProps: TriedForm['formProps'];
  /** For the PIN field: after a wrong PIN it is emptied and has the focus again, ready for the next try. */
  pinInput: RefObject<HTMLInputElement | null>;
  /** Main's refusal of the PIN typed (K11), for beside the field. */
  refusal: string | undefined;
}

/**
 * A dialog's staff PIN, tried as often as main allows: `attempt` answers the outcome, or null when the dialog goes
 * with it (switched, closed). A new `askedFor` (another profile, another ask) starts with an empty PIN.
 */
export function usePinAttempt(askedFor: unknown, attempt: (pin: string) => Promise<AsyncState | null>): PinAttempt {
  const [pin, setPin] = useState('');
  const [state, setState] = useState<AsyncState>(idle);
  const [shownFor, setShownFor] = useState(askedFor);
  const submit = async (untried: () => void) => {
    if (!isStaffPin(pin)) return;
    setState(working);
    const answer = await attempt(pin);
    if (answer === null) return;
    if (clearsThePin(answer)) {
      setPin('');
      untried();
    }
    setState(answer);
  };
  const { tried, reset, formProps } = useTriedForm((untried) => void submit(untried));
  // Reset while rendering (react.dev "Adjusting some state when a prop changes").
  if (askedFor !== shownFor) {
    setShownFor(askedFor);
    setPin('');
    reset();
    setState(idle);
  }
  const pinInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (clearsThePin(state)) pinInput.current?.focus();
  }, [state]);
  return { pin, setPin, state, tried, formProps, pinInput, refusal: pinRefusal(state) };
}
