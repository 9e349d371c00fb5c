import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StartState } from '../../shared/contract/start-state';
import { firstScreenFile, firstScreenFolder } from '../../shared/first-screen-script';
import type { Logger } from '../core/logger';

/** The first screen's markup for a page with this start state; empty when the browser is to draw it. */
export type FirstScreen = (state: StartState) => Promise<string>;

type RenderFirstScreen = (state: StartState) => string;

/**
 * Draws each page's first screen with React's server rendering (renderer/render-first-screen.tsx, built beside the
 * renderer into `first-screen/`), so the page can be typed into before the screens' code has loaded and React hydrates
 * it. The module is imported again when its build changes (`npm run dev` rebuilds it with the screens); with none beside
 * the renderer, nothing is drawn and the browser draws every screen.
 */
export function firstScreenBeside(rendererDir: string, log: Logger): FirstScreen {
  const file = join(dirname(rendererDir), firstScreenFolder, firstScreenFile);
  let loaded: { builtAt: number | null; render: Promise<RenderFirstScreen | null> } | null = null;
  // Pages of one start state share their markup, drawn once for each build (a draw holds main's thread for milliseconds).
  let last: { key: string; markup: string } | null = null;
  return async (state) => {
    // None built (null): the import below fails once, and says so in the log.
    const builtAt = await stat(file).then(
      (found) => found.mtimeMs,
      () => null,
    );
    if (loaded === null || loaded.builtAt !== builtAt) loaded = { builtAt, render: imported(file, builtAt, log) };
    const render = await loaded.render;
    if (render === null) return '';
    const key = `${builtAt}|${JSON.stringify(state)}`;
    if (last?.key !== key) last = { key, markup: drawn(render, state, log) };
    return last.markup;
  };
}

function drawn(render: RenderFirstScreen, state: StartState, log: Logger): string {
  try {
    return render(state);
  } catch (error) {
    log.error('first screen: could not draw it; the browser draws it', error);
    return '';
  }
}

async function imported(file: string, builtAt: number | null, log: Logger): Promise<RenderFirstScreen | null> {
  try {
    // The build's time in the address: a rebuilt module is a new one to Node's module cache.
    const module = (await import(`${pathToFileURL(file).href}?built=${builtAt}`)) as { renderFirstScreen?: RenderFirstScreen };
    return module.renderFirstScreen ?? null;
  } catch (error) {
    log.warn(`first screen: none to draw (${error instanceof Error ? error.message : String(error)}); the browser draws every screen`);
    return null;
  }
}
