import { useState } from 'react';
import { parseDollarsToCents, type Cents } from '../../shared/money';
import { Field } from './field';

interface MoneyInputProps {
  label: string;
  cents: Cents | null;
  /** Called on every keystroke with integer cents, or null while the text is not an amount (K5). */
  onChange(cents: Cents | null): void;
  hint?: string;
  error?: string | undefined;
}

/** Shows cents as the dollars a person would type: 500000 → "5,000", 123456 → "1,234.56". */
export function centsAsTyped(cents: Cents | null): string {
  if (cents === null) return '';
  const dollars = Math.floor(cents / 100).toLocaleString('en-AU');
  return cents % 100 === 0 ? dollars : `${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/** People type dollars and cents; the store holds integer cents from the first keystroke (K5). */
export function MoneyInput({ label, cents, onChange, hint, error }: MoneyInputProps) {
  const [text, setText] = useState(() => centsAsTyped(cents));
  // What was typed stays as typed; only the cents go up, so "12." is not rewritten under the person's finger.
  const shown = parseDollarsToCents(text) === cents || (text.trim() === '' && cents === null) ? text : centsAsTyped(cents);
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <div className="money">
          <span className="money__prefix" aria-hidden="true">
            $
          </span>
          <input
            {...control}
            className="input"
            inputMode="decimal"
            autoComplete="off"
            value={shown}
            onChange={(event) => {
              setText(event.target.value);
              onChange(event.target.value.trim() === '' ? null : parseDollarsToCents(event.target.value));
            }}
          />
        </div>
      )}
    </Field>
  );
}
