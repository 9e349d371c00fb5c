import type { KioskOptions } from './kiosk-options';
import type { SessionStatus } from './session';

// The screens' first answers, in the page main serves: who is signed in and whether the kiosk is locked, and this
// kiosk's options. The first screen draws from them at once, while the bridge that asks again is still loading.

/** The id of the page's `<script type="application/json">` that holds the start state. */
export const startStateElementId = 'kiosk-start-state';

export interface StartState {
  session: SessionStatus;
  kioskOptions: KioskOptions;
}
