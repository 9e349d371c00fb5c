import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type { MessageId } from '../i18n/message-id';
import { useWords } from '../i18n/use-words';

// Parts few customers need (Administration, capture, the dashboard, printing, the QR) load when first opened, so
// the first load stays small. A load over loopback is usually done before anyone could see a note; when it is
// slower, "Opening …" shows, and then stays at least `shownAtLeastMs`, so it never flashes.

const quietMs = 200;
const shownAtLeastMs = 150;

/** A part a customer may see: its note and its failure from the catalogue, in the nearest provider's language (K14). */
export interface OnDemandWords {
  opening: MessageId;
  failed: MessageId;
}

/** The component `load` finds, fetched on its first render; `what` names it in staff's note and failure, or `words` does. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props, passed through unchanged
export function onDemand<C extends ComponentType<any>>(what: string, load: () => Promise<C>, words?: OnDemandWords) {
  /** When the note went up (after its commit), or null while it is not up. */
  let noteShownAt: number | null = null;
  const Loaded = lazy(async () => {
    const component = await load().catch(() => couldNotOpen(what, words) as unknown as C);
    // Once up, the note stays until it has been seen for shownAtLeastMs, counted from when it went up: under load the
    // quiet time's timer fires late, so the time since the load was asked says nothing of how long the note was seen.
    const shownAt = noteShownAt;
    if (shownAt !== null) await new Promise((resolve) => setTimeout(resolve, shownAt + shownAtLeastMs - performance.now()));
    return { default: component };
  });
  const noteShown = (at: number | null) => {
    noteShownAt = at;
  };
  return function OnDemand(props: ComponentProps<C>): ReactNode {
    return (
      <Suspense fallback={<OpeningNote what={what} words={words} onShown={noteShown} />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

function OpeningNote({ what, words, onShown }: { what: string; words: OnDemandWords | undefined; onShown(at: number | null): void }) {
  const [shown, setShown] = useState(false);
  const said = useWords();
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), quietMs);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!shown) return;
    onShown(performance.now());
    return () => onShown(null);
  }, [shown, onShown]);
  return (
    <div role="status" aria-live="polite">
      {shown && <p className="notice notice--working">{words ? said(words.opening) : `Opening ${what}…`}</p>}
    </div>
  );
}

/** The kiosk's own files could not be read (a broken install or a stopped host): said where the part would be. */
function couldNotOpen(what: string, words: OnDemandWords | undefined): ComponentType {
  return function CouldNotOpen() {
    const said = useWords();
    return (
      <p role="alert" className="notice notice--failed">
        {words
          ? said(words.failed)
          : `${what[0]?.toUpperCase() ?? ''}${what.slice(1)} could not be opened: this kiosk could not read its own files. Restart the kiosk and try again.`}
      </p>
    );
  };
}
