import './nav-menu.css';

/** One place a menu goes to, and its words. */
export interface MenuEntry<Place extends string> {
  place: Place;
  label: string;
}

interface NavMenuProps<Place extends string> {
  /** The landmark's name: "Main", "Administration". */
  label: string;
  className: string;
  entries: readonly MenuEntry<Place>[];
  /** The entry for where staff are now, marked as the current page. */
  current: Place | undefined;
  onGo(place: Place): void;
}

/** A row of menu buttons, touch-sized, with the current one marked for everyone (aria-current). */
export function NavMenu<Place extends string>({ label, className, entries, current, onGo }: NavMenuProps<Place>) {
  return (
    <nav className={className} aria-label={label}>
      {entries.map((entry) => (
        <button
          key={entry.place}
          type="button"
          className="nav__link"
          aria-current={current === entry.place ? 'page' : undefined}
          onClick={() => onGo(entry.place)}
        >
          {entry.label}
        </button>
      ))}
    </nav>
  );
}

/** A menu's entries from the words for each place, in the order they are written (every place has words: the type says so). */
export function menuEntries<Place extends string>(labels: Readonly<Record<Place, string>>): MenuEntry<Place>[] {
  return (Object.keys(labels) as Place[]).map((place) => ({ place, label: labels[place] }));
}
