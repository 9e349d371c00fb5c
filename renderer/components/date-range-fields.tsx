import type { DateRange } from '../store/date-range';
import { Field } from './field';

interface DateRangeFieldsProps {
  /** null while the list is still asking the service what day it is: the fields wait, empty. */
  range: DateRange | null;
  onChange(range: DateRange): void;
}

/** A list's first and last day, whole days as the service filters them (D4). */
export function DateRangeFields({ range, onChange }: DateRangeFieldsProps) {
  return (
    <>
      <Field label="From">
        {(control) => (
          <input
            {...control}
            className="input"
            type="date"
            value={range?.startDate ?? ''}
            disabled={range === null}
            onChange={(event) => range && onChange({ ...range, startDate: event.target.value })}
          />
        )}
      </Field>
      <Field label="To">
        {(control) => (
          <input
            {...control}
            className="input"
            type="date"
            value={range?.endDate ?? ''}
            disabled={range === null}
            onChange={(event) => range && onChange({ ...range, endDate: event.target.value })}
          />
        )}
      </Field>
    </>
  );
}
