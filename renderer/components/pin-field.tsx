import type { Ref } from 'react';
import { Field } from './field';

export const pinPattern = /^\d{4,8}$/;

/** The same words wherever a PIN is typed. */
export const pinLengthError = 'The PIN is 4 to 8 digits.';

interface PinFieldProps {
  label: string;
  hint?: string;
  value: string;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  onChange(value: string): void;
}

/** A staff PIN: digits only, hidden as it is typed, never remembered by the browser. */
export function PinField({ label, hint, value, error, inputRef, onChange }: PinFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          className="input input--pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        />
      )}
    </Field>
  );
}
