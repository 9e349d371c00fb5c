import { renderToString } from 'react-dom/server';
import type { StartState } from '../shared/contract/start-state';
import { KioskRoot } from './kiosk-root';
import { createKioskQueryClient } from './queries/kiosk-query-client';
import { createKioskStore } from './store/kiosk-store';

/**
 * The page's first screen as React's server rendering draws it, from a store of its own made from the page's start
 * state, so the browser's hydration (main.tsx) finds the same markup. Built on its own for main
 * (scripts/first-screen-build.ts, main/window/first-screen.ts). Only the calculator of an unlocked kiosk with a profile
 * in use that has chosen its PIN: anything else is drawn in the browser, so a locked kiosk's page never carries a staff
 * screen (K11).
 */
export function renderFirstScreen(state: StartState): string {
  const { session } = state;
  if (session.locked || session.profile === null || session.staffPinChosen !== true) return '';
  return renderToString(<KioskRoot store={createKioskStore(state)} queryClient={createKioskQueryClient()} />);
}
