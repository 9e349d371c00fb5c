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
    rolldownOptions: { onLog: withoutUseClientNotes },
  },
  plugins: [catalogueMessages(), fontPieces(), woff2Only()],
});
