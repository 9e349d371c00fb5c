import { startStateElementId, type StartState } from '../../shared/contract/start-state';
import { intoPageHead } from './page-head';
import type { RendererFile } from './renderer-files';

/** The start state in the served page as JSON data, never run as script; `<` escaped, so no text can close the element. */
export function withStartState(file: RendererFile, state: StartState | null): RendererFile {
  if (state === null) return file;
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return intoPageHead(file, `<script type="application/json" id="${startStateElementId}">${json}</script>`);
}
