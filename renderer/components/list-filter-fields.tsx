import { Field } from './field';
import { TextField } from './text-field';
import { say } from './words';

/** One choice of a list's status filter, and its words. */
export interface StatusChoice<Status extends string> {
  value: Status;
  words: string;
}

/** What one list offers to filter by, and says about it. */
export interface ListFilterWords<Status extends string> {
  /** Every status to choose from, in the order offered ("Any status" first). */
  statuses: readonly StatusChoice<Status>[];
  searchLabel: string;
  /** A long search label gets a field wider than a date's, so it stays on one line. */
  wideSearch?: boolean;
  noteId: string;
  /** What the status and search look through. */
  note: string;
}

interface ListFilterFieldsProps<Status extends string> {
  words: ListFilterWords<Status>;
  status: Status;
  onStatus(status: Status): void;
  search: string;
  onSearch(search: string): void;
}

/** A dated list's status and search, after its dates: they look through the rows already loaded. */
export function ListFilterFields<Status extends string>({ words, status, onStatus, search, onSearch }: ListFilterFieldsProps<Status>) {
  const { statuses, searchLabel, wideSearch = false, noteId, note } = words;
  const searchField = <TextField label={searchLabel} type="search" describedBy={noteId} value={search} onChange={onSearch} />;
  return (
    <>
      <div className="filters__status">
        <Field label={say('components.listFilter.status')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={status}
              onChange={(event) => {
                const chosen = statuses.find((choice) => choice.value === event.target.value);
                if (chosen) onStatus(chosen.value);
              }}
            >
              {statuses.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.words}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {wideSearch ? <div className="filters__search">{searchField}</div> : searchField}
      <p id={noteId} className="muted small filters__note">
        {note}
      </p>
    </>
  );
}
