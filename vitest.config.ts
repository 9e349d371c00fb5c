import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { messagesPlugin } from './scripts/i18n/messages-plugin.ts';

export default defineConfig({
  // K14: code that reads the catalogue (`virtual:messages/<locale>`) is tested with the messages the build compiles.
  plugins: [
    messagesPlugin({
      messagesDir: fileURLToPath(new URL('./renderer/i18n/messages', import.meta.url)),
      staffDir: fileURLToPath(new URL('./renderer/i18n/staff', import.meta.url)),
      sourceLocale: 'en-AU',
    }),
  ],
  test: {
    include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
