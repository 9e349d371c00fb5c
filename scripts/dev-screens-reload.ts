import type { Plugin } from 'vite';

/**
 * `npm run dev`'s screens only: the page loads renderer/dev/screens-reload.ts too, which reloads it when told the screens
 * were built again. The build `npm start` and the package use never has this plugin, so never that script.
 */
export function screensReload(): Plugin {
  return {
    name: 'kiosk-dev-screens-reload',
    // Before vite reads the page's scripts, so it bundles this one as it does the page's own.
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', attrs: { type: 'module', src: './dev/screens-reload.ts' }, injectTo: 'body' }],
    },
  };
}
