import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** No serious or critical axe violation on what the page shows now, in Chromium at the page's real size. */
export async function expectAccessible(page: Page): Promise<void> {
  // axe's source goes into the page once per document; a page with frames gets it in each of them.
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  }
  const violations = await page.evaluate(async () => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target.join(' ')) }));
  });
  const bad = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(bad.map((violation) => `${violation.id}: ${violation.targets.join(', ')}`)).toEqual([]);
}
