/**
 * `npm run dev` only: the browser host's stream that says the screens were built again, so the page reloads
 * (scripts/dev-kiosk.ts). `npm start` and the packaged app have no such address (K15).
 */
export const screensRebuiltPath = '/dev/screens-rebuilt';

/** Registers a listener for each time the screens' build ends again; returns its removal. */
export type ScreensRebuilt = (listener: () => void) => () => void;
