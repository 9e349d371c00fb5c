import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False while React's output is the server's (main's first screen, render-first-screen.tsx, and the browser's hydration
 * of it), true from the render after: a control drawn by main does nothing until React has taken the page over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
