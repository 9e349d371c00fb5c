import type { Browser } from '@playwright/test';

// Navigation to an interactive price field: the moment a decimal input is in the DOM, read in the page itself
// (performance.now() from navigation start), in a fresh context each time so nothing is cached between runs.

export async function timeToInteractive(browser: Browser, url: string): Promise<number> {
  return (await loadToInteractive(browser, url)).ms;
}

/** The time, and the scripts the page had fetched by then (their paths, e.g. /assets/index-….js). */
export async function loadToInteractive(browser: Browser, url: string): Promise<{ ms: number; scripts: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        if (document.querySelector('input[inputmode="decimal"]')) {
          Reflect.set(window, '__interactiveMs', performance.now());
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url);
    await page.getByLabel('Purchase price').waitFor();
    return await page.evaluate(() => {
      const ms = Number(Reflect.get(window, '__interactiveMs'));
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && (entry as PerformanceResourceTiming).responseEnd <= ms)
        .map((entry) => new URL(entry.name).pathname);
      return { ms, scripts };
    });
  } finally {
    await context.close();
  }
}

/** `runs` timings of each page, taken in turn so all see the same machine, after one of each that is not counted. */
export async function interactiveTimings<Page extends string>(
  browser: Browser,
  urls: Record<Page, string>,
  runs: number,
): Promise<Record<Page, { median: number; p95: number }>> {
  const pages = Object.keys(urls) as Page[];
  const timings = new Map<Page, number[]>(pages.map((page) => [page, []]));
  for (let run = 0; run <= runs; run++) {
    for (const page of pages) {
      const ms = await timeToInteractive(browser, urls[page]);
      // The first of each warms the servers and the kiosk's service session.
      if (run > 0) timings.get(page)?.push(ms);
    }
  }
  const summary = (values: number[] = []) => ({ median: quantile(values, 0.5), p95: quantile(values, 0.95) });
  return Object.fromEntries(pages.map((page) => [page, summary(timings.get(page))])) as Record<Page, { median: number; p95: number }>;
}

export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
}
