import { needsConfirmation, type AsyncState } from '../store/async-state';
import { say } from './shared-words';
import './confirm-repeat.css';

interface ConfirmRepeatProps {
  /** The last attempt; the button shows only when main asked staff to confirm a repeat. */
  state: AsyncState;
  /** The button's words; "Send again anyway" unless two could show at once. */
  label?: string;
  onConfirm(): void;
}

/** K7: the same request may already have reached the provider; staff decide to send it again, knowingly. */
export function ConfirmRepeat({ state, label = say('shared.confirmRepeat.sendAnyway'), onConfirm }: ConfirmRepeatProps) {
  if (!needsConfirmation(state)) return null;
  return (
    <div className="confirm-repeat">
      <p className="small">{say('shared.confirmRepeat.check')}</p>
      <button type="button" className="button button--danger" onClick={onConfirm}>
        {label}
      </button>
    </div>
  );
}
