import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createContext, Script } from 'node:vm';
import { firstScreenFile, firstScreenFolder, firstScreenGlobal } from '../../shared/first-screen-script';
import { startStateElementId, type StartState } from '../../shared/contract/start-state';
import type { Logger } from '../core/logger';

/** The first screen's markup for a page with this start state; empty when the browser is to draw it. */
export type FirstScreen = (state: StartState) => Promise<string>;

/**
 * Draws the first screen (renderer/first-screen/first-screen-markup.tsx) so each page arrives with it and can be
 * typed into before the screens' code has loaded. The script runs in a fresh context for every new start state,
 * where the page holds only that state, so its store starts as the browser's will; the last markup is kept for the
 * next page with the same state. No script beside the renderer (a test's page, `npm run dev`): nothing is drawn.
 */
export function firstScreenBeside(rendererDir: string, log: Logger): FirstScreen {
  const file = join(dirname(rendererDir), firstScreenFolder, firstScreenFile);
  let script: Promise<Script | null> | undefined;
  let last: { key: string; markup: string } | null = null;
  return async (state) => {
    script ??= compiled(file, log);
    const ready = await script;
    if (ready === null) return '';
    const key = JSON.stringify(state);
    if (last?.key !== key) last = { key, markup: drawn(ready, key, log) };
    return last.markup;
  };
}

async function compiled(file: string, log: Logger): Promise<Script | null> {
  try {
    // Evaluated and drawn in one run, so the time limit covers both.
    return new Script(`${await readFile(file, 'utf8')}\n${firstScreenGlobal}.firstScreenMarkup();`, { filename: file });
  } catch (error) {
    log.warn(`first screen: none to draw (${error instanceof Error ? error.message : String(error)}); the browser draws every screen`);
    return null;
  }
}

/** Far above a draw's 3–150 ms here: only a fault reaches it. */
const drawLimitMs = 2000;

function drawn(script: Script, startStateJson: string, log: Logger): string {
  // The page as the screens' first render reads it: its start state and its address (never a query: see served-page.ts).
  const page = {
    window: { location: { search: '' } },
    document: { getElementById: (id: string) => (id === startStateElementId ? { textContent: startStateJson } : null) },
    TextEncoder,
    URL,
    URLSearchParams,
    setTimeout,
    clearTimeout,
    queueMicrotask,
  };
  try {
    // A draw takes milliseconds; a fault in it must never hold main's pages for longer than this.
    const markup: unknown = script.runInContext(createContext(page), { timeout: drawLimitMs });
    return typeof markup === 'string' ? markup : '';
  } catch (error) {
    log.error('first screen: could not draw it; the browser draws it', error);
    return '';
  }
}
