import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

// Parts few customers need (Administration, capture, the dashboard, printing, the QR) load when first opened, so
// the first load stays small. A load over loopback is usually done before anyone could see a note; when it is
// slower, "Opening …" shows, and then stays at least `shownAtLeastMs`, so it never flashes.

const quietMs = 200;
const shownAtLeastMs = 150;

/** The component `load` finds, fetched on its first render; `what` names it in the note and in a failure. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props, passed through unchanged
export function onDemand<C extends ComponentType<any>>(what: string, load: () => Promise<C>) {
  const Loaded = lazy(async () => {
    const asked = performance.now();
    const component = await load().catch(() => couldNotOpen(what) as unknown as C);
    // Past the quiet time the note is up: it stays until it has been seen for shownAtLeastMs.
    const elapsed = performance.now() - asked;
    if (elapsed > quietMs) await new Promise((resolve) => setTimeout(resolve, quietMs + shownAtLeastMs - elapsed));
    return { default: component };
  });
  return function OnDemand(props: ComponentProps<C>): ReactNode {
    return (
      <Suspense fallback={<OpeningNote what={what} />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

function OpeningNote({ what }: { what: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), quietMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" aria-live="polite">
      {shown && <p className="notice notice--working">Opening {what}…</p>}
    </div>
  );
}

/** The kiosk's own files could not be read (a broken install or a stopped host): said where the part would be. */
function couldNotOpen(what: string): ComponentType {
  return function CouldNotOpen() {
    return (
      <p role="alert" className="notice notice--failed">
        {`${what[0]?.toUpperCase() ?? ''}${what.slice(1)} could not be opened: this kiosk could not read its own files. Restart the kiosk and try again.`}
      </p>
    );
  };
}
