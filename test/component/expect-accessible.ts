import axe from 'axe-core';
import { expect } from 'vitest';

// Contrast and links told apart by colour need computed colours, a scrollable region needs measured sizes: happy-dom
// has neither, so these stay with the e2e journeys' axe in Chromium at real sizes (test/e2e/kiosk/kiosk-world.ts).
const needRendering = ['color-contrast', 'link-in-text-block', 'scrollable-region-focusable'];

/** axe on the page as the test left it (an error said, a dialog open): no serious or critical violation, as in e2e. */
export async function expectAccessible(): Promise<void> {
  const results = await axe.run(document.body, {
    // Only violations are read: the passes' node details would cost time for nothing.
    resultTypes: ['violations'],
    rules: Object.fromEntries(needRendering.map((rule) => [rule, { enabled: false }])),
  });
  const bad = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(bad.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
