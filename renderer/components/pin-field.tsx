import type { Ref } from 'react';
import { newStaffPinPattern, newStaffPinRule, staffPinPattern, staffPinRule } from '../../shared/staff-pin-rule';
import { Field } from './field';

/** K6: the staff PIN rule for a PIN typed to unlock or confirm, the one main checks too (shared/staff-pin.ts). */
export function isStaffPin(pin: string): boolean {
  return staffPinPattern.test(pin);
}

/** K15: the rule for a PIN being chosen (6 to 8 digits), the one main checks too. */
export function isNewStaffPin(pin: string): boolean {
  return newStaffPinPattern.test(pin);
}

/** What a PIN field says is wrong with it: nothing until its form is tried, so nobody is told off while typing. */
export interface PinCheck {
  value: string;
  /** The form has been submitted once. */
  tried: boolean;
  /** A PIN being chosen, so the new-PIN rule applies (K15). */
  isNew?: boolean;
  /** A new PIN typed again: it must repeat `of`, and says `words` when it does not (once `of` itself keeps the rule). */
  repeats?: { of: string; words: string };
  /** Another reason, once the PIN keeps the rule: main's own words about it ("Wrong PIN, 3 tries left"). */
  error?: string | undefined;
}

export function pinError({ value, tried, isNew = false, repeats, error }: PinCheck): string | undefined {
  if (!tried) return error;
  const [keepsRule, rule] = isNew ? [isNewStaffPin, newStaffPinRule] : [isStaffPin, staffPinRule];
  if (repeats) return keepsRule(repeats.of) && value !== repeats.of ? repeats.words : error;
  return keepsRule(value) ? error : rule;
}

interface PinFieldProps extends PinCheck {
  label: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange(value: string): void;
}

/** A staff PIN: digits only, hidden as it is typed, never remembered by the browser; says what is wrong once tried. */
export function PinField({ label, hint, inputRef, onChange, ...check }: PinFieldProps) {
  return (
    <Field label={label} hint={hint} error={pinError(check)}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          className="input input--pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={check.value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        />
      )}
    </Field>
  );
}

interface NewPinFieldsProps {
  pin: string;
  again: string;
  tried: boolean;
  hint?: string;
  /** What the second field says when it is not the first PIN again. */
  mismatch: string;
  /** The first field's label; the second's is the same with " again". */
  label?: string;
  /** Another reason about the new PIN (main's words), shown on the first field. */
  error?: string | undefined;
  /** The first field, for a form that starts there. */
  inputRef?: PinFieldProps['inputRef'];
  onPin(pin: string): void;
  onAgain(again: string): void;
}

/** A new staff PIN (K15: 6 to 8 digits), typed twice so a slip of the finger does not lock anyone out. */
export function NewPinFields({
  pin,
  again,
  tried,
  hint,
  mismatch,
  label = 'New staff PIN',
  error,
  inputRef,
  onPin,
  onAgain,
}: NewPinFieldsProps) {
  return (
    <>
      <PinField label={label} hint={hint} value={pin} tried={tried} isNew error={error} inputRef={inputRef} onChange={onPin} />
      <PinField label={`${label} again`} value={again} tried={tried} isNew repeats={{ of: pin, words: mismatch }} onChange={onAgain} />
    </>
  );
}
