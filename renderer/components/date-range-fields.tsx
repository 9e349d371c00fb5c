import { dayFirst } from '../../shared/dates/day-first';
import type { DateRange } from '../store/date-range';
import { DayField } from './day-field';
import { say } from './words';

interface DateRangeFieldsProps {
  /** null while the list is still asking the service what day it is: the fields wait, empty. */
  range: DateRange | null;
  onChange(range: DateRange): void;
}

/** A list's first and last day, typed day first, whole days as the service filters them (D4). */
export function DateRangeFields({ range, onChange }: DateRangeFieldsProps) {
  // D4: the service refuses a first day after the last; said here, beside the field, before anything is sent.
  const backwards = range !== null && range.startDate > range.endDate;
  return (
    <>
      <DayField
        label={say('components.dateRange.from')}
        day={range?.startDate ?? ''}
        disabled={range === null}
        onDay={(startDate) => range && onChange({ ...range, startDate })}
      />
      <DayField
        label={say('components.dateRange.to')}
        day={range?.endDate ?? ''}
        disabled={range === null}
        problem={backwards ? say('components.dateRange.beforeFrom', { from: dayFirst(range.startDate) }) : undefined}
        onDay={(endDate) => range && onChange({ ...range, endDate })}
      />
    </>
  );
}
