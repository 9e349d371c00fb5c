import '../../components/field.css';
import { say } from './words';

interface HandsFreeToggleProps {
  on: boolean;
  onChange(on: boolean): void;
}

/** The hands-free switch beside Capture page: on, a page held still is captured without pressing it. */
export function HandsFreeToggle({ on, onChange }: HandsFreeToggleProps) {
  return (
    <label className="toggle">
      <input type="checkbox" checked={on} onChange={(event) => onChange(event.currentTarget.checked)} />
      {say('capture.handsFree.toggle')}
    </label>
  );
}
