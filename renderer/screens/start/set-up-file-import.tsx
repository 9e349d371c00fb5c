import { useState, type ChangeEvent } from 'react';
import type { SetUpFile } from '../../../shared/contract/kiosk-set-up';
import { Field } from '../../components/field';
import { kiosk } from '../../kiosk';
import { say } from './words';

/** Larger than any set-up file; a bigger choice is the wrong file, refused before it is read. */
const largestSetUpFile = 100_000;

/**
 * A set-up file exported by another kiosk fills in the profile form, so only this laptop's credentials
 * remain to be entered. Main checks the file; nothing is saved until the credentials are.
 */
export function SetUpFileImport({ onRead }: { onRead(file: SetUpFile): void }) {
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Emptied, so choosing the same file again is a change too.
    input.value = '';
    if (!file) return;
    if (file.size > largestSetUpFile) return setProblem(say('start.file.tooLarge'));
    const result = await kiosk().setUp.read({ text: await file.text() });
    if (!result.ok) return setProblem(result.error.message);
    setProblem(undefined);
    onRead(result.data);
  };
  return (
    <Field label={say('start.file.label')} hint={say('start.file.hint')} error={problem}>
      {(control) => (
        <input
          {...control}
          className="input file-input"
          type="file"
          accept=".json,application/json"
          onChange={(event) => void choose(event)}
        />
      )}
    </Field>
  );
}
