import type { Plugin } from 'vite';

// Issue 39: fontsource's @font-face rules offer each piece as woff2 and then woff, for browsers without woff2. Chromium
// always takes the woff2, so the woff is taken out of the rule before Vite copies what it names into the build.

const woffSource = /,\s*url\([^)]*\.woff\)\s*format\(['"]woff['"]\)/g;

/** fontsource's stylesheets with their woff2 sources only. */
export const woff2Only = (): Plugin => ({
  name: 'kiosk:woff2-only',
  enforce: 'pre',
  transform(code, id) {
    return /\/@fontsource\/[^?]+\.css(\?|$)/.test(id) ? code.replace(woffSource, '') : null;
  },
});
