import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { catalogueMessages } from './vite.config.ts';

export default defineConfig({
  // K14: code that reads the catalogue (`virtual:messages/<locale>`) is tested with the messages the build compiles.
  plugins: [catalogueMessages()],
  test: {
    // The integration tests wait on child processes and sockets more than they compute: one worker more than the cores
    // keeps both busy (vitest's default, one fewer, ran CI's two cores one file at a time).
    maxWorkers: availableParallelism() + 1,
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
