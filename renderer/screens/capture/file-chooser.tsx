import { useId, type ChangeEvent } from 'react';
import { maxDocumentBytes } from '../../../shared/documents';
import { formatBytes } from '../../capture/file-checks';
// The label-over-hint layout it uses, so the screen looks right however it is loaded.
import '../../components/field.css';
import { say } from './words';

interface FileChooserProps {
  /** Why the last file was refused, in plain words. */
  problem: string | null;
  disabled: boolean;
  /** The file picked, or undefined when the picker was cancelled. */
  onChoose(file: File | undefined): void;
}

// D16's kinds, by extension and by type, so the system picker offers only these.
const acceptedFiles = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The picker for a file already on this kiosk, with the reason when one is refused. */
export function FileChooser({ problem, disabled, onChoose }: FileChooserProps) {
  const id = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Emptied, so choosing the same file again is a change too.
    input.value = '';
    onChoose(file);
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-file`}>
        {say('capture.file.label')}
      </label>
      <span className="field__hint" id={`${id}-file-hint`}>
        {say('capture.file.hint', { size: formatBytes(maxDocumentBytes) })}
      </span>
      <input
        id={`${id}-file`}
        className="input file-input"
        type="file"
        accept={acceptedFiles}
        aria-describedby={`${id}-file-hint`}
        disabled={disabled}
        onChange={choose}
      />
      {problem && (
        <p className="notice notice--failed" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
