import { useRef, useState } from 'react';
import { parseDollarsToCents, readTypedDollars, type Cents, type TypedDollarsProblem } from '../../shared/money';
import { Field } from './field';
import { say, type AppWordsId } from '../app-words';
import './money-input.css';

interface MoneyInputProps {
  label: string;
  cents: Cents | null;
  /** Called on every keystroke with integer cents, or null while the text is not an amount (K5). */
  onChange(cents: Cents | null): void;
  hint?: string;
  error?: string | undefined;
  /** Said once the person has emptied the field; before any typing an empty field says nothing. */
  whenEmpty?: string;
  /** The first field of its step takes the focus, so typing starts at once (issue 26). */
  autoFocus?: boolean;
}

/** K5: why the text is not an amount, in words; "8 500" is read as 8,500, so spaces between thousands need none. */
const problemIds: Record<Exclude<TypedDollarsProblem, 'empty'>, AppWordsId> = {
  'not-a-number': 'app.money.notANumber',
  negative: 'app.money.negative',
  'too-many-decimals': 'app.money.tooManyDecimals',
  'too-large': 'app.money.tooLarge',
};

/** Shows cents as the dollars a person would type: 500000 → "5,000", 123456 → "1,234.56". */
export function centsAsTyped(cents: Cents | null): string {
  if (cents === null) return '';
  const dollars = Math.floor(cents / 100).toLocaleString('en-AU');
  return cents % 100 === 0 ? dollars : `${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/** People type dollars and cents; the store holds integer cents from the first keystroke (K5). */
export function MoneyInput({ label, cents, onChange, hint, error, whenEmpty, autoFocus = false }: MoneyInputProps) {
  const [text, setText] = useState(() => centsAsTyped(cents));
  const [edited, setEdited] = useState(false);
  // Issue 38: the whole amount is selected as the field is entered, by mouse as by Tab, so what is typed replaces it:
  // a click never leaves the caret after a "0" that turns 500 into 5000. The press that focused the field keeps it.
  const focusingPress = useRef(false);
  // What was typed stays as typed; only the cents go up, so "12." is not rewritten under the person's finger.
  const shown = parseDollarsToCents(text) === cents || (text.trim() === '' && cents === null) ? text : centsAsTyped(cents);
  const read = readTypedDollars(shown);
  // The field explains its own text first (K5); the screen's rules (deposit below price, the service's range) after.
  const typedProblem = read.ok ? undefined : read.problem === 'empty' ? (edited ? whenEmpty : undefined) : say(problemIds[read.problem]);
  return (
    <Field label={label} hint={hint} error={typedProblem ?? error}>
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
            autoFocus={autoFocus}
            value={shown}
            onMouseDown={(event) => {
              focusingPress.current = document.activeElement !== event.currentTarget;
            }}
            onFocus={(event) => event.currentTarget.select()}
            onMouseUp={(event) => {
              if (focusingPress.current) event.preventDefault();
              focusingPress.current = false;
            }}
            onChange={(event) => {
              setText(event.target.value);
              setEdited(true);
              onChange(parseDollarsToCents(event.target.value));
            }}
          />
        </div>
      )}
    </Field>
  );
}
