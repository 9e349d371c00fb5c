import { defineConfig } from 'vitest/config';
import { catalogueMessages } from './vite.config.ts';

export default defineConfig({
  // K14: code that reads the catalogue (`virtual:messages/<locale>`) is tested with the messages the build compiles.
  plugins: [catalogueMessages()],
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'node', include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts'] } },
      // The screens' components with Testing Library, in happy-dom (docs/working-on-the-kiosk.md, "The test layers").
      {
        extends: true,
        test: {
          name: 'component',
          include: ['test/component/**/*.test.tsx'],
          environment: './test/component/happy-dom-environment.ts',
          setupFiles: ['test/component/component-setup.ts'],
        },
      },
    ],
  },
});
