// The first screen's server rendering, built as one ES module (scripts/first-screen-build.ts) that main imports
// (main/window/first-screen.ts): where it is.

/** Its folder, beside the renderer's build: dist/renderer and dist/first-screen. */
export const firstScreenFolder = 'first-screen';

/** Exports `renderFirstScreen(startState)` (renderer/render-first-screen.tsx); an ES module wherever it is built. */
export const firstScreenFile = 'render-first-screen.mjs';
