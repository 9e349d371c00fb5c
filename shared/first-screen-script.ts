// The first screen's markup, built as one script (scripts/first-screen-build.ts) that main runs
// (main/window/first-screen.ts): where it is, and the name it leaves its export under.

/** Its folder, beside the renderer's build: dist/renderer and dist/first-screen. */
export const firstScreenFolder = 'first-screen';

export const firstScreenFile = 'first-screen.js';

/** The global the script leaves `{ firstScreenMarkup }` on, in the context it runs in. */
export const firstScreenGlobal = 'kioskFirstScreen';
