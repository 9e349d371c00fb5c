import type { HTMLInputTypeAttribute } from 'react';
import { Field } from './field';

interface TextFieldProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Left out, the browser's own default (text). */
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  /** The id of a note elsewhere that says more about a field with no hint or error of its own (a list's filters note). */
  describedBy?: string;
  value: string;
  onChange(value: string): void;
}

/** A labelled one-line text input whose hint and error are tied to it (Field). */
export function TextField({ label, hint, error, type, autoComplete, describedBy, value, onChange }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          {...(describedBy !== undefined && { 'aria-describedby': describedBy })}
          className="input"
          type={type}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
