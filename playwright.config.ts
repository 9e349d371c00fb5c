import { defineConfig } from '@playwright/test';
import { disableFeaturesSwitch } from './test/e2e/chromium-features';

// End-to-end tests in Debian's Chromium (docs/machines.md): never a downloaded browser. The tests save their own
// screenshots under test/e2e/screenshots/. The renderer is built once per run, before any worker starts (renderer-build.ts).

export default defineConfig({
  testDir: 'test/e2e',
  globalSetup: './test/e2e/renderer-build.ts',
  workers: 2,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    trace: 'off',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        disableFeaturesSwitch,
      ],
    },
  },
});
