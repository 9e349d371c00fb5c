import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { fontPieces } from './scripts/fonts/font-pieces-plugin.ts';
import { catalogueMessages } from './vite.config.ts';

/** Unit files that replace a module with vi.mock: they run isolated, in a project of their own. */
const replacesModules = ['test/unit/main/credentials/profiles.test.ts'];

export default defineConfig({
  // K14: code that reads the catalogue (`virtual:messages/<locale>`) is tested with the messages the build compiles, and
  // the PDF's Chinese with the font pieces it lists (`virtual:font-pieces/<package>`).
  plugins: [catalogueMessages(), fontPieces()],
  test: {
    // The integration tests wait on child processes and sockets more than they compute: one worker more than the cores
    // keeps both busy (vitest's default, one fewer, ran CI's two cores one file at a time).
    maxWorkers: availableParallelism() + 1,
    testTimeout: 20_000,
    reporters: ['default', './test/unfinished-files-reporter.ts'],
    hookTimeout: 30_000,
    projects: [
      // Unit and component files share their worker's modules (isolate: false): each file importing main, zod and React
      // afresh cost more than the tests. A file that replaces a module (vi.mock) needs a module graph of its own.
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude: replacesModules,
          isolate: false,
        },
      },
      // Integration files share their worker's modules too; every one uses the test keychain service, never the
      // production, sandbox or training entries (main/credentials/keychain-service.ts), so none can leave it to the next.
      {
        extends: true,
        test: {
          name: 'node',
          include: ['test/integration/**/*.test.ts'],
          isolate: false,
          setupFiles: ['test/integration/own-keychain-service.ts'],
        },
      },
      { extends: true, test: { name: 'mocks', include: replacesModules } },
      // The screens' components with Testing Library, in happy-dom (docs/working-on-the-kiosk.md, "The test layers").
      {
        extends: true,
        test: {
          name: 'component',
          include: ['test/component/**/*.test.tsx'],
          environment: './test/component/happy-dom-environment.ts',
          setupFiles: ['test/component/component-setup.ts'],
          isolate: false,
        },
      },
    ],
  },
});
