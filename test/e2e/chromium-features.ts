import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Chromium 156 gives every new window a hidden omnibox popup (chrome://omnibox-popup.top-chrome), a renderer of its own
// that costs more CPU than the page under test: about 2 CPU-seconds for each test's context and page load here.
// Turned off for the tests' Chromium. Chromium keeps only the last --disable-features it is given, so the switch
// repeats Playwright's own list (read from Playwright itself, so an upgrade cannot drop it unnoticed).
const omniboxPopups = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI'];

/** Playwright's own `--disable-features` list, as the installed Playwright launches Chromium with it. */
function playwrightDisabledFeatures(): string[] {
  const bundle = readFileSync(createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1];
  const names = [...(list ?? '').matchAll(/"([A-Za-z0-9]+)"/g)].map(([, name]) => name ?? '');
  if (names.length === 0)
    throw new Error("Playwright's disabled Chromium features were not found in playwright-core: update test/e2e/chromium-features.ts");
  return names;
}

/** The one `--disable-features` switch for the tests' Chromium: Playwright's list and the omnibox popups. */
export const disableFeaturesSwitch = `--disable-features=${[...playwrightDisabledFeatures(), ...omniboxPopups].join(',')}`;
