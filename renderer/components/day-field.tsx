import { useEffect, useRef, useState } from 'react';
import { dayFirst, readDayFirst, whyNoSuchDay, type DayFirstProblem } from '../../shared/dates/day-first';
import { Field } from './field';
import { say } from './words';

interface DayFieldProps {
  label: string;
  /** The day as it crosses the contract (D4), `YYYY-MM-DD`; '' while there is none yet. */
  day: string;
  disabled?: boolean;
  /** What is wrong with a real day in its place (a range's last day before its first), in plain words. */
  problem?: string | undefined;
  /** Each time what is typed reads as a day: that day, `YYYY-MM-DD`. */
  onDay(day: string): void;
}

/** What is wrong with the text of a day field, in plain words; undefined when it reads as a day. */
export function dayFieldProblem(text: string): string | undefined {
  const reading = readDayFirst(text);
  return reading.ok ? undefined : problemWords(reading.problem);
}

function problemWords(problem: DayFirstProblem): string {
  switch (problem.kind) {
    case 'empty':
      return say('components.dayField.empty');
    case 'unreadable':
      return say('components.dayField.unreadable');
    case 'short-year':
      return say('components.dayField.shortYear');
    default:
      return say('components.dayField.noSuchDay', { why: whyNoSuchDay(problem) });
  }
}

/**
 * A day typed day first, DD/MM/YYYY, whatever the browser's language (a date input follows the browser's, month first
 * in en-US). What was typed stays as typed while it is wrong; the form's checkValidity() refuses it, and the field says
 * why once the form is tried (its `invalid` event): said on leaving the field, the words would move the form's button
 * from under the finger reaching for it.
 */
export function DayField({ label, day, disabled = false, problem: dayProblem, onDay }: DayFieldProps) {
  const [text, setText] = useState(() => dayFirst(day));
  const [heldDay, setHeldDay] = useState(day);
  const [told, setTold] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // A day set from elsewhere (the list's first range, a dashboard link) replaces the text; one typed here comes back unchanged.
  if (day !== heldDay) {
    setHeldDay(day);
    const typed = readDayFirst(text);
    if (!(typed.ok && typed.day === day)) setText(dayFirst(day));
  }
  const problem = dayFieldProblem(text) ?? dayProblem;
  useEffect(() => input.current?.setCustomValidity(problem ?? ''), [problem]);
  return (
    <Field label={label} hint={say('components.dayField.hint')} error={told ? problem : undefined}>
      {(control) => (
        <input
          {...control}
          ref={input}
          className="input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setTold(false);
            const reading = readDayFirst(event.target.value);
            if (reading.ok) onDay(reading.day);
          }}
          onBlur={() => {
            // 1/3/2026 or 01032026 reads as a day: written back the one way, so what is shown is what is meant.
            const reading = readDayFirst(text);
            if (reading.ok) setText(dayFirst(reading.day));
          }}
          onInvalid={() => setTold(true)}
        />
      )}
    </Field>
  );
}
