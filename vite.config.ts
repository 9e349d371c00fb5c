import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { fontPieces } from './scripts/fonts/font-pieces-plugin.ts';
import { woff2Only } from './scripts/fonts/woff2-only.ts';
import { messagesPlugin } from './scripts/i18n/messages-plugin.ts';

type OnLog = NonNullable<NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>['onLog']>;

/** K14: the catalogue's ICU messages, compiled as the screens are built (`virtual:messages/<locale>`), in every build of them. */
export const catalogueMessages = (): Plugin =>
  messagesPlugin({
    messagesDir: fileURLToPath(new URL('./renderer/i18n/messages', import.meta.url)),
    staffDir: fileURLToPath(new URL('./renderer/i18n/staff', import.meta.url)),
    sourceLocale: 'en-AU',
  });

/** @lingui/react marks itself "use client" for React Server Components, which a kiosk's single page has none of. */
export const withoutUseClientNotes: OnLog = (level, log, report) =>
  log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : report(level, log);

// The renderer's build: renderer/ in, dist/renderer out, relative URLs so app:// and the browser host both serve it.
export default defineConfig({
  root: fileURLToPath(new URL('./renderer', import.meta.url)),
  base: './',
  build: {
    outDir: fileURLToPath(new URL('./dist/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The PDF maker's largest chunk (fontkit's shaping, K14, which the Chinese font's WOFF2 reading shares) is 712 kB,
    // loaded only when a quote's PDF is made; the first load's chunks are far below this.
    chunkSizeWarningLimit: 800,
    // Issue 37: no preloading of a lazy chunk's scripts (nor its polyfill, which Chromium does not need): the first
    // load is the entry and the bridge client, and a screen loaded later fetches its few shared chunks as it imports
    // them, over loopback or app://. Its CSS still loads with it.
    modulePreload: false,
    rolldownOptions: {
      onLog: withoutUseClientNotes,
      output: {
        // Issue 37: the first load as two scripts, not a dozen slivers, since gzip packs one file better than many: every
        // module the page imports at once in its entry, and the bridge client (the browser host's, loaded beside the first
        // screen) with what it imports (zod and the first screen's schemas), which later screens share from it. The plain rules
        // it shares with screens that draw before it is there stay apart (K11: the lock's PIN field, the customer's quote
        // with the branch's ABN and phone, the enums and status words its chunks reach), so those never wait for the bridge client
        // (test/e2e/kiosk/start-state.spec.ts).
        codeSplitting: {
          groups: [
            { name: 'first-load', tags: ['$initial'], priority: 3 },
            {
              name: 'plain-rules',
              test: /[\\/]shared[\\/](staff-pin-rule|enums|application-status-words|branch[\\/]abn|branch[\\/]branch-phone)\.ts$/,
              priority: 2,
            },
            { name: 'bridge-kiosk', test: /renderer[\\/]bridge[\\/]bridge-kiosk/, priority: 1 },
          ],
        },
      },
    },
  },
  plugins: [catalogueMessages(), fontPieces(), woff2Only()],
});
