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

/** `runs` timings of each page, taken in turn so both see the same machine, after one of each that is not counted. */
export async function interactiveTimings(
  browser: Browser,
  urls: { kiosk: string; floor: string },
  runs: number,
): Promise<Record<'kiosk' | 'floor', { median: number; p95: number }>> {
  const timings = { kiosk: [] as number[], floor: [] as number[] };
  for (let run = 0; run <= runs; run++) {
    const floor = await timeToInteractive(browser, urls.floor);
    const kiosk = await timeToInteractive(browser, urls.kiosk);
    // The first of each warms the servers and the kiosk's service session.
    if (run === 0) continue;
    timings.floor.push(floor);
    timings.kiosk.push(kiosk);
  }
  const summary = (values: number[]) => ({ median: quantile(values, 0.5), p95: quantile(values, 0.95) });
  return { kiosk: summary(timings.kiosk), floor: summary(timings.floor) };
}

export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
}
