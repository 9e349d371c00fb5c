import type { Browser } from '@playwright/test';
import type { BenchPage } from './let-in';

// The JavaScript a kiosk's page costs before it is of use: every script it fetched (requested, whether or not it had
// finished) before the calculator showed its answer to a price typed as soon as the field was there, lazily loaded
// chunks and the bridge client included. Read in the page itself, in a fresh context, so nothing comes from a cache.

/** The calculator's answer: the fortnightly repayment (renderer/screens/calculator/calculator-screen.tsx). */
const answer = 'output[aria-label="Fortnightly repayment"]';

/** The scripts' paths (from the page's root) fetched before the answer to a typed price showed. */
export async function scriptsBeforeAnswer(browser: Browser, target: BenchPage): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await target.prepare?.(context);
    const page = await context.newPage();
    await page.addInitScript((selector) => {
      new MutationObserver((_changes, observer) => {
        if (!document.querySelector(selector)) return;
        Reflect.set(window, '__answerMs', performance.now());
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, answer);
    await page.goto(target.url);
    await page.getByLabel('Purchase price').fill('5000');
    await page.locator(answer).waitFor();
    return await page.evaluate(() => {
      const answerMs = Number(Reflect.get(window, '__answerMs'));
      return performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime <= answerMs)
        .map((entry) => new URL(entry.name).pathname);
    });
  } finally {
    await context.close();
  }
}
