import { defineConfig } from 'vitest/config';
import { catalogueMessages } from './vite.config.ts';

export default defineConfig({
  // K14: code that reads the catalogue (`virtual:messages/<locale>`) is tested with the messages the build compiles.
  plugins: [catalogueMessages()],
  test: {
    include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
