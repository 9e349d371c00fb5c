import type { Browser } from '@playwright/test';
import type { BenchPage } from './let-in';

// Navigation to an interactive price field: the moment a decimal input is in the DOM, read in the page itself
// (performance.now() from navigation start), in a fresh context each time so nothing is cached between runs. For the
// kiosk, whose page arrives with the calculator drawn by main, also the moment React has hydrated it (its buttons
// work): not a target, but what a tap on a button waits for.

/** What only the kiosk's own code draws: the frame no longer busy once React has hydrated it (renderer/hydrated.ts). */
export const screensInPlace = '.frame:not([aria-busy])';

/** The time, and the time `readySelector` appeared when one is given. */
async function loadToInteractive(
  browser: Browser,
  target: BenchPage,
  readySelector?: string,
): Promise<{ ms: number; readyMs: number | null }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await target.prepare?.(context);
    const page = await context.newPage();
    await page.addInitScript((ready) => {
      new MutationObserver((_changes, observer) => {
        if (Reflect.get(window, '__interactiveMs') === undefined && document.querySelector('input[inputmode="decimal"]'))
          Reflect.set(window, '__interactiveMs', performance.now());
        if (ready !== null && Reflect.get(window, '__readyMs') === undefined && document.querySelector(ready))
          Reflect.set(window, '__readyMs', performance.now());
        if (Reflect.get(window, '__interactiveMs') !== undefined && (ready === null || Reflect.get(window, '__readyMs') !== undefined))
          observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, readySelector ?? null);
    await page.goto(target.url);
    await page.getByLabel('Purchase price').waitFor();
    if (readySelector) await page.locator(readySelector).first().waitFor();
    return await page.evaluate(() => {
      const ms = Number(Reflect.get(window, '__interactiveMs'));
      const ready = Reflect.get(window, '__readyMs');
      return { ms, readyMs: ready === undefined ? null : Number(ready) };
    });
  } finally {
    await context.close();
  }
}

export interface Timings {
  median: number;
  p95: number;
  /** When the page was given a selector to wait for: when it appeared. */
  ready?: { median: number; p95: number };
}

/** `runs` timings of each page, taken in turn so all see the same machine, after one of each that is not counted. */
export async function interactiveTimings<Page extends string>(
  browser: Browser,
  urls: Record<Page, BenchPage>,
  runs: number,
  readySelectors: Partial<Record<Page, string>> = {},
): Promise<Record<Page, Timings>> {
  const pages = Object.keys(urls) as Page[];
  const timings = new Map<Page, { ms: number[]; ready: number[] }>(pages.map((page) => [page, { ms: [], ready: [] }]));
  for (let run = 0; run <= runs; run++) {
    for (const page of pages) {
      const { ms, readyMs } = await loadToInteractive(browser, urls[page], readySelectors[page]);
      // The first of each warms the servers and the kiosk's service session.
      if (run === 0) continue;
      timings.get(page)?.ms.push(ms);
      if (readyMs !== null) timings.get(page)?.ready.push(readyMs);
    }
  }
  const summary = (values: number[]) => ({ median: quantile(values, 0.5), p95: quantile(values, 0.95) });
  return Object.fromEntries(
    pages.map((page) => {
      const { ms, ready } = timings.get(page) ?? { ms: [], ready: [] };
      return [page, { ...summary(ms), ...(ready.length > 0 ? { ready: summary(ready) } : {}) }];
    }),
  ) as Record<Page, Timings>;
}

export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
}
